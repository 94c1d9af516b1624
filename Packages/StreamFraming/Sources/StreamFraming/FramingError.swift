/// Everything framing can fail with, in decoding a stream or encoding a frame. Offsets count
/// bytes from the start of the stream the decoder was given.
public enum FramingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A length prefix announced a body longer than the decoder's maximum. Refused as soon as
    /// the prefix was read, before any of the body was buffered.
    case announcedLengthTooLarge(length: UInt64, maximum: Int, offset: Int)
    /// No delimiter (or line end) within the maximum frame size: the frame starting at `offset`
    /// has at least `atLeast` bytes. Refused as soon as that is certain.
    case delimitedFrameTooLarge(atLeast: Int, maximum: Int, offset: Int)
    /// A LEB128 length has a needless trailing zero group (for example `80 00` for 0), so the
    /// same length would have two encodings.
    case overlongLength(offset: Int)
    /// A LEB128 length does not fit in 64 bits.
    case lengthOverflow(offset: Int)
    /// The stream ended inside a frame: `receivedBytes` of it arrived (prefix or delimiter
    /// included), and `expectedBytes` were needed when the framing knows how many.
    case truncatedFrame(offset: Int, receivedBytes: Int, expectedBytes: Int?)
    /// The frame to encode is longer than the framing's maximum frame size.
    case frameTooLarge(size: Int, maximum: Int)
    /// The frame to encode is longer than its length prefix can express.
    case lengthNotRepresentable(size: Int, prefix: LengthPrefix)
    /// The frame to encode contains the delimiter (a line, a line feed), so a decoder would cut
    /// it at `index`, a byte offset in the frame.
    case frameContainsDelimiter(index: Int)
    /// The line to encode ends with a carriage return, which a decoder that strips one before
    /// the line feed would drop: the line would not read back as sent.
    case lineEndsWithCarriageReturn
    /// A delimiter framing was made with an empty delimiter, which cannot end anything.
    case emptyDelimiter

    public var description: String {
        switch self {
        case .announcedLengthTooLarge(let length, let maximum, let offset):
            return
                "the length prefix at byte \(offset) announces a \(length)-byte frame, more than the maximum of \(maximum) bytes"
        case .delimitedFrameTooLarge(let atLeast, let maximum, let offset):
            return
                "the frame starting at byte \(offset) has at least \(atLeast) bytes without a delimiter, more than the maximum of \(maximum) bytes"
        case .overlongLength(let offset):
            return "the LEB128 length at byte \(offset) is overlong: it ends with a needless zero group"
        case .lengthOverflow(let offset):
            return "the LEB128 length at byte \(offset) does not fit in 64 bits"
        case .truncatedFrame(let offset, let received, let expected):
            let needed = expected.map { " of the \($0) it needs" } ?? " and no delimiter"
            return "the stream ended inside the frame starting at byte \(offset): \(received) bytes arrived\(needed)"
        case .frameTooLarge(let size, let maximum):
            return "a \(size)-byte frame is longer than the maximum of \(maximum) bytes"
        case .lengthNotRepresentable(let size, let prefix):
            return
                "a \(size)-byte frame's length does not fit a \(prefix) length prefix (at most \(prefix.largestLength) bytes)"
        case .frameContainsDelimiter(let index):
            return "the frame contains the delimiter at byte \(index), where a decoder would cut it"
        case .lineEndsWithCarriageReturn:
            return "the line ends with a carriage return, which a decoder would strip before the line feed"
        case .emptyDelimiter:
            return "the delimiter is empty; it must have at least one byte"
        }
    }
}
