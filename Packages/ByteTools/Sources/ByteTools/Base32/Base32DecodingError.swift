/// Why a text is not canonical unpadded base32. Positions count characters (Unicode scalars) from 0.
public enum Base32DecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A character outside `a`–`z`, `A`–`Z`, `2`–`7` (padding `=` included: it is never written).
    case invalidCharacter(Unicode.Scalar, position: Int)
    /// A length no byte string encodes to: 1, 3 or 6 characters past a multiple of 8.
    case invalidLength(Int)
    /// The unused low bits of the last character are not zero, so the text is not the
    /// canonical encoding of any bytes.
    case nonCanonicalTrailingBits

    public var description: String {
        switch self {
        case let .invalidCharacter(character, position):
            return
                "invalid base32 character \"\(character.escaped(asASCII: true))\" at position \(position): expected a-z or 2-7"
        case let .invalidLength(length):
            return "\(length) characters cannot be valid base32"
        case .nonCanonicalTrailingBits:
            return "the last base32 character has non-zero unused bits (not a canonical encoding)"
        }
    }
}
