/// Hex text for the client's string inputs and results. The target does not depend on ByteTools
/// (Package.swift lists only APDU, Crypto, Storage and Logging for it), so the two small
/// conversions the API needs live here.
enum HexText {
    private static let upperDigits: [UInt8] = Array("0123456789ABCDEF".utf8)

    /// Upper-case hex, as the spec's JSON contract (§10.0) and its examples print bytes.
    static func encode(_ bytes: some Sequence<UInt8>) -> String {
        var utf8: [UInt8] = []
        utf8.reserveCapacity(bytes.underestimatedCount * 2)
        for byte in bytes {
            utf8.append(upperDigits[Int(byte >> 4)])
            utf8.append(upperDigits[Int(byte & 0x0F)])
        }
        return String(decoding: utf8, as: UTF8.self)
    }

    /// Bytes of `text` (either case, no prefix, no spaces); nil when a character is not a hex digit
    /// or the count of digits is odd — callers turn that into their own typed input error.
    static func decode(_ text: some StringProtocol) -> [UInt8]? {
        let utf8 = Array(text.utf8)
        guard utf8.count % 2 == 0 else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count / 2)
        var index = 0
        while index < utf8.count {
            guard let high = value(of: utf8[index]), let low = value(of: utf8[index + 1]) else { return nil }
            bytes.append(high << 4 | low)
            index += 2
        }
        return bytes
    }

    /// Whether every character is a hex digit (the length is checked separately, so the spec's
    /// "wrong length" and "not hex" errors can be told apart).
    static func isHexDigits(_ text: some StringProtocol) -> Bool {
        text.utf8.allSatisfy { value(of: $0) != nil }
    }

    private static func value(of character: UInt8) -> UInt8? {
        switch character {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return character - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return character - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return character - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
