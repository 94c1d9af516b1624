/// Why percent-encoded text could not be decoded.
public enum PercentDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A `%` at this byte offset is not followed by two hex digits.
    case invalidEscape(offset: Int)

    public var description: String {
        switch self {
        case let .invalidEscape(offset):
            return "invalid percent-encoding at byte \(offset): \"%\" must be followed by two hex digits"
        }
    }
}
