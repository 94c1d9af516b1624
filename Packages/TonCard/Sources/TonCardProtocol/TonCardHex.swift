/// Hex text as the card's API speaks it (spec §4, §10.0): upper-case out, either case in, no
/// prefix, no spaces. One definition for the client, the emulator's configuration and state file,
/// and the JSON layer; the package does not depend on ByteTools for these few conversions.
public enum TonCardHex {
    private static let upperDigits: [UInt8] = Array("0123456789ABCDEF".utf8)

    /// Upper-case hex, as the spec's JSON contract and its examples print bytes.
    public static func encode(_ bytes: some Sequence<UInt8>) -> String {
        var utf8: [UInt8] = []
        utf8.reserveCapacity(bytes.underestimatedCount * 2)
        for byte in bytes {
            utf8.append(upperDigits[Int(byte >> 4)])
            utf8.append(upperDigits[Int(byte & 0x0F)])
        }
        return String(decoding: utf8, as: UTF8.self)
    }

    /// Bytes of `text` (either case); nil when a character is not a hex digit or the count of
    /// digits is odd — callers turn that into their own typed error.
    public static func decode(_ text: some StringProtocol) -> [UInt8]? {
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

    /// Whether every character is a hex digit. The length is checked separately, so the spec's
    /// "wrong length" and "not hex" errors can be told apart.
    public static func isHexDigits(_ text: some StringProtocol) -> Bool {
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
