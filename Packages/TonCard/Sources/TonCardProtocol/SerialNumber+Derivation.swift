import CryptoPrimitives

extension SerialNumber {
    /// The factory rule of spec §1.2: the first 24 digits of SHA-256(P), the activation password,
    /// read as a big-endian unsigned integer in base 10 (left-padded with zeros in the practically
    /// impossible case of fewer digits). The emulator's provisioning gives a card this number; a
    /// client reads the number from the card and may use this to check that activation data
    /// belongs to the card in hand.
    public init(derivedFromPassword password: [UInt8]) {
        let decimal = DecimalDigits.of(bigEndian: SHA256.hash(data: password).bytes)
        let width = TonCardLimits.serialNumberLength
        let padded = decimal.count < width ? [UInt8](repeating: 0, count: width - decimal.count) + decimal : decimal
        // Digits are 0...9 by construction, and there are at least 24 of them.
        digits = Array(padded.prefix(width))
    }
}
