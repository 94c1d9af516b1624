/// Text lines: each frame ends with a line feed (LF, 0x0A), which is not part of it. By default a
/// carriage return right before the LF is dropped too, so `\n` and `\r\n` endings both read.
///
/// The encoder ends each line with a bare LF and refuses a line that would not read back as
/// sent: one containing an LF, or, when carriage returns are stripped, one ending with a CR.
/// An unterminated last line is not a line: the decoder's `finish()` reports it as truncated.
public struct LineFraming: Framing, Hashable {
    static let lineFeed: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D

    /// Whether a CR right before the LF is dropped from the line.
    public let stripsCarriageReturn: Bool
    /// The longest line accepted or sent, its ending not counted.
    public let maximumFrameSize: Int

    /// - Parameters:
    ///   - stripsCarriageReturn: drop a CR right before each LF (true, the default), or keep it as
    ///     the line's last byte.
    ///   - maximumFrameSize: the longest line, ending not counted; a decoder refuses as soon as
    ///     it holds more without a line end. The default is 1 MiB; a negative value counts as 0.
    public init(stripsCarriageReturn: Bool = true, maximumFrameSize: Int = 1 << 20) {
        self.stripsCarriageReturn = stripsCarriageReturn
        self.maximumFrameSize = max(0, maximumFrameSize)
    }

    public func makeDecoder() -> Decoder {
        Decoder(framing: self)
    }

    /// The line followed by LF. Throws `frameTooLarge` beyond `maximumFrameSize`,
    /// `frameContainsDelimiter` for an LF inside, and `lineEndsWithCarriageReturn` for a final CR
    /// that the decoder would strip.
    public func encode<Frame: Collection>(_ frame: Frame) throws(FramingError) -> [UInt8] where Frame.Element == UInt8 {
        let size = frame.count
        guard size <= maximumFrameSize else { throw .frameTooLarge(size: size, maximum: maximumFrameSize) }
        if let index = frame.firstIndex(of: Self.lineFeed) {
            throw .frameContainsDelimiter(index: frame.distance(from: frame.startIndex, to: index))
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size + 1)
        bytes.append(contentsOf: frame)
        if stripsCarriageReturn && bytes.last == Self.carriageReturn { throw .lineEndsWithCarriageReturn }
        bytes.append(Self.lineFeed)
        return bytes
    }
}
