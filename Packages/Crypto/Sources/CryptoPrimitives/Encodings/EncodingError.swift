import ByteTools

/// Why a text or checksum decoding failed. Positions count characters (Unicode scalars) from 0.
public enum EncodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A character outside the encoding's alphabet.
    case invalidCharacter(encoding: String, character: Unicode.Scalar, position: Int)
    /// Base58Check: fewer than the 4 checksum bytes.
    case tooShortForChecksum(byteCount: Int)
    /// Base58Check: the 4-byte checksum does not match.
    case checksumMismatch(expected: [UInt8], found: [UInt8])
    /// The input is longer than the decoder accepts (base58 decoding is quadratic).
    case inputTooLong(encoding: String, length: Int, limit: Int)

    public var description: String {
        switch self {
        case let .invalidCharacter(encoding, character, position):
            return "invalid \(encoding) character \"\(character.escaped(asASCII: true))\" at position \(position)"
        case let .tooShortForChecksum(count):
            return "base58check payload has \(count) byte(s), fewer than the 4 checksum bytes"
        case let .checksumMismatch(expected, found):
            return "base58check checksum mismatch: expected \(Hex.encode(expected)), found \(Hex.encode(found))"
        case let .inputTooLong(encoding, length, limit):
            return "\(encoding) input of \(length) characters exceeds the limit of \(limit)"
        }
    }
}
