/// Why a conversion between an integer and a fixed number of bytes failed.
public enum FixedWidthBytesError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The value needs `requiredBytes` bytes but only `byteCount` were allowed.
    case valueTooLarge(requiredBytes: Int, byteCount: Int)
    /// A fixed-width integer of `expected` bytes was given `actual` bytes.
    case wrongLength(expected: Int, actual: Int)
    /// The requested byte count is negative or above ``FixedWidthBytes/maxByteCount``.
    case invalidByteCount(Int, limit: Int)

    public var description: String {
        switch self {
        case let .valueTooLarge(required, count):
            return "value needs \(required) byte(s) and does not fit in \(count) byte(s)"
        case let .wrongLength(expected, actual):
            return "expected exactly \(expected) byte(s), got \(actual)"
        case let .invalidByteCount(count, limit):
            return "byte count \(count) is outside 0...\(limit)"
        }
    }
}
