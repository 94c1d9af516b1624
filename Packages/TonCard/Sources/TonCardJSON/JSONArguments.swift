import ByteTools
import TonCard

/// The string arguments of the original API that the typed API takes as numbers or bytes, parsed
/// with the type-3 errors of spec §10.2 before any APDU is sent. (PINs, hd indices, serial
/// numbers, keys and activation data are strings or typed values in the typed API too and are
/// checked there.)
enum JSONArguments {
    /// Data for signing: hex digits (30008), then an even count of 2…378 digits, or 2…356 when an
    /// hd index follows (30009 / 30010).
    static func dataForSigning(_ hex: String, withHDIndex: Bool, operation: TonCardOperation) throws(TonCardError)
        -> [UInt8]
    {
        guard Hex.isDigits(hex) else { throw .invalidInput(.dataForSigningNotHex, operation: operation) }
        let limit = withHDIndex ? TonCardLimits.maxMessageLengthWithPath : TonCardLimits.maxMessageLengthDefaultPath
        guard (2...limit * 2).contains(hex.utf8.count), let bytes = (try? Hex.decode(hex)) else {
            throw .invalidInput(
                withHDIndex ? .dataForSigningWithPathLength : .dataForSigningLength, operation: operation)
        }
        return bytes
    }

    /// A keychain index: decimal digits (30024) for a value 0…1022 (30023). The typed call checks
    /// the range again; parsing stops long before an integer could overflow.
    static func keyIndex(_ text: String, operation: TonCardOperation) throws(TonCardError) -> Int {
        guard let value = decimal(text) else { throw .invalidInput(.keyIndexNotNumeric, operation: operation) }
        guard value < TonCardLimits.maxKeys else { throw .invalidInput(.keyIndexValue, operation: operation) }
        return value
    }

    /// A key size: a decimal 1…8192; anything else is 30021, the spec's one code for it.
    static func keySize(_ text: String, operation: TonCardOperation) throws(TonCardError) -> Int {
        guard let value = decimal(text), (1...TonCardLimits.maxKeySize).contains(value) else {
            throw .invalidInput(.keySize, operation: operation)
        }
        return value
    }

    /// The value of 1…9 decimal digits (leading zeros allowed, as the original's numeric check
    /// allows them); longer or non-digit text is nil. Nine digits bound the value far above every
    /// limit the callers check, so their range errors still apply.
    private static func decimal(_ text: String) -> Int? {
        let digits = text.utf8.drop(while: { $0 == UInt8(ascii: "0") })
        guard !text.isEmpty, text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else {
            return nil
        }
        guard digits.count <= 9 else { return Int.max }
        return digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    }
}
