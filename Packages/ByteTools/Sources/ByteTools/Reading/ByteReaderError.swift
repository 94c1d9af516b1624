/// Why a ``ByteReader`` refused a read. Every case carries the byte offset so a decoder
/// higher up can say where in a message the problem is.
public enum ByteReaderError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The read needed `needed` bytes at `offset` but only `available` remain.
    case truncated(offset: Int, needed: Int, available: Int)
    /// A negative byte count was requested at `offset`.
    case negativeCount(Int, offset: Int)
    /// An attempt to move the read position to `offset`, outside `0...count`.
    case offsetOutOfRange(Int, count: Int)

    public var description: String {
        switch self {
        case let .truncated(offset, needed, available):
            return "unexpected end of input at byte offset \(offset): needed \(needed) byte(s), \(available) available"
        case let .negativeCount(count, offset):
            return "invalid byte count \(count) requested at byte offset \(offset)"
        case let .offsetOutOfRange(offset, count):
            return "byte offset \(offset) is outside the input (0...\(count))"
        }
    }
}
