/// RFC 4648 base32 (alphabet `a`–`z`, `2`–`7`) in the form ICP principals use: lower-case, no
/// `=` padding. Decoding accepts either case and rejects padding, impossible lengths and
/// non-zero leftover bits, so every accepted text is the canonical form of its bytes.
public enum Base32 {
    private static let alphabet = Array("abcdefghijklmnopqrstuvwxyz234567".utf8)

    /// Lower-case, unpadded base32 of `bytes`.
    public static func encode<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        var output: [UInt8] = []
        var buffer: UInt32 = 0
        var bits = 0
        for byte in bytes {
            buffer = (buffer << 8) | UInt32(byte)
            bits += 8
            while bits >= 5 {
                bits -= 5
                output.append(alphabet[Int((buffer >> UInt32(bits)) & 0x1f)])
            }
            buffer &= (1 << UInt32(bits)) - 1
        }
        if bits > 0 {
            output.append(alphabet[Int((buffer << UInt32(5 - bits)) & 0x1f)])
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The bytes of unpadded base32 text in either case.
    ///
    /// - Throws: ``Base32DecodingError`` naming the first invalid character and its position, an
    ///   impossible length (1, 3 or 6 characters past a multiple of 8), or non-zero unused bits.
    public static func decode(_ text: some StringProtocol) throws(Base32DecodingError) -> [UInt8] {
        let scalars = Array(text.unicodeScalars)
        switch scalars.count % 8 {
        case 1, 3, 6: throw .invalidLength(scalars.count)
        default: break
        }
        var output: [UInt8] = []
        output.reserveCapacity(scalars.count * 5 / 8)
        var buffer: UInt32 = 0
        var bits = 0
        for (position, scalar) in scalars.enumerated() {
            guard let value = value(of: scalar) else {
                throw .invalidCharacter(scalar, position: position)
            }
            buffer = (buffer << 5) | UInt32(value)
            bits += 5
            if bits >= 8 {
                bits -= 8
                output.append(UInt8(truncatingIfNeeded: buffer >> UInt32(bits)))
                buffer &= (1 << UInt32(bits)) - 1
            }
        }
        guard buffer == 0 else { throw .nonCanonicalTrailingBits }
        return output
    }

    private static func value(of scalar: Unicode.Scalar) -> UInt8? {
        switch scalar.value {
        case 0x61...0x7a: return UInt8(scalar.value - 0x61)
        case 0x41...0x5a: return UInt8(scalar.value - 0x41)
        case 0x32...0x37: return UInt8(scalar.value - 0x32 + 26)
        default: return nil
        }
    }
}
