/// Strict RFC 4648 base64 (standard alphabet, `=` padding) for PEM bodies. Kept internal: PEM is
/// the only user here, and it needs positions in its errors that Foundation's decoder does not give.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    static func encode(_ bytes: [UInt8]) -> String {
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index + 3 <= bytes.count {
            let value = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])
            output += [
                alphabet[Int(value >> 18)], alphabet[Int((value >> 12) & 63)], alphabet[Int((value >> 6) & 63)],
                alphabet[Int(value & 63)],
            ]
            index += 3
        }
        let rest = bytes.count - index
        if rest == 1 {
            let value = UInt32(bytes[index]) << 16
            output += [
                alphabet[Int(value >> 18)], alphabet[Int((value >> 12) & 63)], UInt8(ascii: "="), UInt8(ascii: "="),
            ]
        } else if rest == 2 {
            let value = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8
            output += [
                alphabet[Int(value >> 18)], alphabet[Int((value >> 12) & 63)], alphabet[Int((value >> 6) & 63)],
                UInt8(ascii: "="),
            ]
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Decodes base64 whose characters are given with their positions (PEM strips line breaks
    /// first and keeps each character's line for error messages).
    enum Failure: Error {
        case invalidCharacter(index: Int)
        case badPadding(index: Int)
        case invalidLength(Int)
        case nonCanonicalTrailingBits
    }

    static func decode(_ characters: [UInt8]) throws(Failure) -> [UInt8] {
        guard characters.count % 4 == 0 else { throw .invalidLength(characters.count) }
        var output: [UInt8] = []
        output.reserveCapacity(characters.count / 4 * 3)
        var index = 0
        while index < characters.count {
            var quad: [UInt32] = []
            var padding = 0
            for offset in 0..<4 {
                let character = characters[index + offset]
                if character == UInt8(ascii: "=") {
                    // Padding only in the last group, only in its last two places, and contiguous.
                    guard index + 4 == characters.count, offset >= 2 else { throw .badPadding(index: index + offset) }
                    padding += 1
                    quad.append(0)
                    continue
                }
                guard padding == 0 else { throw .badPadding(index: index + offset) }
                guard let value = value(of: character) else { throw .invalidCharacter(index: index + offset) }
                quad.append(value)
            }
            let value = quad[0] << 18 | quad[1] << 12 | quad[2] << 6 | quad[3]
            output.append(UInt8(value >> 16))
            if padding < 2 { output.append(UInt8(truncatingIfNeeded: value >> 8)) }
            if padding < 1 { output.append(UInt8(truncatingIfNeeded: value)) }
            if padding == 2, value & 0xFFFF != 0 { throw .nonCanonicalTrailingBits }
            if padding == 1, value & 0xFF != 0 { throw .nonCanonicalTrailingBits }
            index += 4
        }
        return output
    }

    private static func value(of character: UInt8) -> UInt32? {
        switch character {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return UInt32(character - UInt8(ascii: "A"))
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return UInt32(character - UInt8(ascii: "a") + 26)
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(character - UInt8(ascii: "0") + 52)
        case UInt8(ascii: "+"): return 62
        case UInt8(ascii: "/"): return 63
        default: return nil
        }
    }
}
