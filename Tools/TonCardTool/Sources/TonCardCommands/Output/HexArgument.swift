import ByteTools
import TonCard

/// Hex given on the command line or in a file: spaces and line breaks between digits are
/// allowed (keys and recovery data are long), either case, an optional `0x`.
enum HexArgument {
    static func normalised(_ text: String) -> String {
        var digits = String(text.filter { !$0.isWhitespace })
        if digits.hasPrefix("0x") || digits.hasPrefix("0X") { digits.removeFirst(2) }
        return digits
    }

    static func decode(_ text: String) -> [UInt8]? {
        let digits = normalised(text)
        guard !digits.isEmpty else { return nil }
        return (try? Hex.decode(digits))
    }
}
