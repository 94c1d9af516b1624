/// A way of cutting a byte stream into frames, and of writing frames so that it cuts them back.
///
/// A framing is a small immutable description (`LengthPrefixedFraming`, `DelimiterFraming`,
/// `LineFraming`). It makes decoders, which hold the state of one stream, and encodes frames.
/// Its `maximumFrameSize` binds both directions, so a peer using the same framing never sends
/// what this side would refuse.
public protocol Framing: Sendable {
    /// The decoder this framing makes, one per stream.
    associatedtype Decoder: FrameDecoder

    /// The longest frame body, in bytes, that is encoded or decoded; longer ones are refused.
    var maximumFrameSize: Int { get }

    /// A decoder for a new stream.
    func makeDecoder() -> Decoder

    /// The bytes that carry `frame` on the wire; throws when the framing cannot carry it
    /// (too long for the maximum or the prefix, or containing the delimiter).
    func encode<Frame: Collection>(_ frame: Frame) throws(FramingError) -> [UInt8] where Frame.Element == UInt8
}
