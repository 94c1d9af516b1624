/// Frames that end with a delimiter, a fixed non-empty byte sequence that is not part of the
/// frame (a NUL after each JSON document, `\r\n\r\n` after a header block).
///
/// Frames cannot contain the delimiter, so the encoder refuses one that does; for text lines,
/// `LineFraming` also accepts CR LF endings.
public struct DelimiterFraming: Framing, Hashable {
    public let delimiter: [UInt8]
    public let maximumFrameSize: Int

    /// - Parameters:
    ///   - delimiter: the bytes that end each frame; throws `emptyDelimiter` when empty.
    ///   - maximumFrameSize: the longest frame accepted or sent, delimiter not counted; a decoder
    ///     refuses as soon as it holds more without a delimiter. The default is 1 MiB; a negative
    ///     value counts as 0.
    public init(delimiter: [UInt8], maximumFrameSize: Int = 1 << 20) throws(FramingError) {
        guard !delimiter.isEmpty else { throw .emptyDelimiter }
        self.delimiter = delimiter
        self.maximumFrameSize = max(0, maximumFrameSize)
    }

    public func makeDecoder() -> Decoder {
        Decoder(framing: self)
    }

    /// The frame followed by the delimiter. Throws `frameTooLarge` beyond `maximumFrameSize`, and
    /// `frameContainsDelimiter` when a decoder would find the delimiter before the frame's end:
    /// inside it, or straddling its end (with `aa`, the frame `xa` would read back as `x`).
    public func encode<Frame: Collection>(_ frame: Frame) throws(FramingError) -> [UInt8] where Frame.Element == UInt8 {
        let size = frame.count
        guard size <= maximumFrameSize else { throw .frameTooLarge(size: size, maximum: maximumFrameSize) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size + delimiter.count)
        bytes.append(contentsOf: frame)
        bytes.append(contentsOf: delimiter)
        var buffer = FrameBuffer()
        buffer.append(bytes)
        if let cut = buffer.firstOccurrence(of: delimiter, from: 0), cut < size {
            throw .frameContainsDelimiter(index: cut)
        }
        return bytes
    }
}
