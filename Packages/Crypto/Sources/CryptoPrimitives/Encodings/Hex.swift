/// Base16 (hex) text: lower-case on output, either case on input, no prefix or separators.
public enum Hex {
    private static let digits = Array("0123456789abcdef".utf8)

    /// Lower-case hex of `bytes`.
    public static func encode<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        var utf8: [UInt8] = []
        utf8.reserveCapacity(bytes.underestimatedCount * 2)
        for byte in bytes {
            utf8.append(digits[Int(byte >> 4)])
            utf8.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: utf8, as: UTF8.self)
    }

    /// The bytes of a hex string (`"00ff"`, `"00FF"`).
    ///
    /// - Throws: ``EncodingError/invalidLength(encoding:length:)`` for an odd number of digits,
    ///   ``EncodingError/invalidCharacter(encoding:character:position:)`` with the position of
    ///   the first non-hex character.
    public static func decode(_ text: String) throws(EncodingError) -> [UInt8] {
        let scalars = Array(text.unicodeScalars)
        var output: [UInt8] = []
        output.reserveCapacity(scalars.count / 2)
        var high: UInt8 = 0
        for (position, scalar) in scalars.enumerated() {
            guard let nibble = value(of: scalar) else {
                throw .invalidCharacter(encoding: "hex", character: scalar, position: position)
            }
            if position % 2 == 0 {
                high = nibble
            } else {
                output.append(high << 4 | nibble)
            }
        }
        guard scalars.count % 2 == 0 else { throw .invalidLength(encoding: "hex", length: scalars.count) }
        return output
    }

    private static func value(of scalar: Unicode.Scalar) -> UInt8? {
        switch scalar.value {
        case 0x30...0x39: return UInt8(scalar.value - 0x30)
        case 0x61...0x66: return UInt8(scalar.value - 0x61 + 10)
        case 0x41...0x46: return UInt8(scalar.value - 0x41 + 10)
        default: return nil
        }
    }
}
