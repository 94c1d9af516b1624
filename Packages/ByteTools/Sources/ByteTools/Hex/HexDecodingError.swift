/// Why a text is not hex. Positions count characters (Unicode scalars) from 0.
public enum HexDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A character that is not a hex digit (nor, for lenient decoding, whitespace).
    case invalidCharacter(Unicode.Scalar, position: Int)
    /// An odd number of digits: the last byte is missing a digit.
    case oddDigitCount(Int)

    public var description: String {
        switch self {
        case let .invalidCharacter(character, position):
            return
                "invalid hex character \"\(character.escaped(asASCII: true))\" at position \(position): expected 0-9, a-f or A-F"
        case let .oddDigitCount(count):
            return "hex has an odd number of digits (\(count)): every byte needs two"
        }
    }
}
