/// Why an LEB128 or SLEB128 value could not be decoded. Offsets count from the start of the
/// reader's input, so they point into the original message.
public enum LEB128Error: Error, Sendable, Hashable, CustomStringConvertible {
    /// The value starting at `offset` has no terminating byte before the input ends at `end`.
    case truncated(offset: Int, end: Int)
    /// The byte at `offset` is redundant (a non-canonical, overlong encoding of the value that
    /// starts at `valueOffset`). Only reported with ``LEB128Encoding/canonical``.
    case overlong(offset: Int, valueOffset: Int)
    /// The value starting at `valueOffset` does not fit in a `bitWidth`-bit integer; `offset` is
    /// the byte where that became certain. A canonical decoder reports it as soon as the last
    /// group a `bitWidth`-bit value can have asks for another byte, so a stream decoder never
    /// waits for bytes that cannot make the value valid.
    case overflow(offset: Int, valueOffset: Int, bitWidth: Int, signed: Bool)
    /// The value starting at `offset` is longer than the caller's `maxBytes` limit.
    case tooLong(offset: Int, maxBytes: Int)

    public var description: String {
        switch self {
        case let .truncated(offset, end):
            return
                "LEB128 value at byte offset \(offset) is truncated: input ends at byte offset \(end) without a final byte"
        case let .overlong(offset, valueOffset):
            return
                "LEB128 value at byte offset \(valueOffset) is overlong: byte at offset \(offset) is redundant (non-canonical encoding)"
        case let .overflow(offset, valueOffset, bitWidth, signed):
            return
                "LEB128 value at byte offset \(valueOffset) does not fit in a \(bitWidth)-bit \(signed ? "signed" : "unsigned") integer (detected at byte offset \(offset))"
        case let .tooLong(offset, maxBytes):
            return "LEB128 value at byte offset \(offset) is longer than the limit of \(maxBytes) byte(s)"
        }
    }
}
