/// An HD index of the path `m/44'/396'/0'/0'/<index>'`, sent as 1...10 ASCII digits (spec §6).
public struct HDIndex: Sendable, Hashable, CustomStringConvertible {
    /// The index value, 0...2^31 − 1.
    public let value: UInt32
    /// The ASCII digits as sent (leading zeros are kept: the card accepts `"007"` as 7).
    public let asciiDigits: [UInt8]

    /// From the ASCII bytes of a command, with the emulator's parsing rule of §6: 1...10 bytes
    /// `30`–`39`, value ≤ 2147483647, leading zeros allowed.
    ///
    /// - Throws: ``TonCardProtocolError/invalidHDIndex``.
    public init(asciiDigits bytes: [UInt8]) throws(TonCardProtocolError) {
        guard (1...TonCardLimits.maxHDIndexDigits).contains(bytes.count),
            bytes.allSatisfy({ (0x30...0x39).contains($0) })
        else { throw .invalidHDIndex }
        // At most 10 digits, so the running value stays below 10^10 and fits in UInt64.
        var total: UInt64 = 0
        for byte in bytes {
            total = total * 10 + UInt64(byte - 0x30)
        }
        guard total <= UInt64(TonCardLimits.maxHDIndex) else { throw .invalidHDIndex }
        value = UInt32(total)
        asciiDigits = bytes
    }

    /// From a decimal string such as `"65"`.
    ///
    /// - Throws: ``TonCardProtocolError/invalidHDIndex``.
    public init(_ text: String) throws(TonCardProtocolError) {
        try self.init(asciiDigits: Array(text.utf8))
    }

    /// The index in its shortest decimal form.
    public init(value: UInt32) throws(TonCardProtocolError) {
        try self.init(asciiDigits: Array(String(value).utf8))
    }

    public var description: String { String(decoding: asciiDigits, as: UTF8.self) }
}
