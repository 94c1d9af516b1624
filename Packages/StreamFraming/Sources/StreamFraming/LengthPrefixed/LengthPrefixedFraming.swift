/// Frames that carry their body's length in front of them: `prefix` says how it is written
/// (one, two or four bytes in either order, or LEB128), and the length counts the body only.
///
/// ```swift
/// let vpcd = LengthPrefixedFraming(prefix: .twoBytes(.big), maximumFrameSize: 65_535)
/// let bytes = try vpcd.encode([0x00, 0xA4, 0x04, 0x00])   // 00 04 00 A4 04 00
/// ```
public struct LengthPrefixedFraming: Framing, Hashable {
    public let prefix: LengthPrefix
    public let maximumFrameSize: Int

    /// - Parameters:
    ///   - prefix: how the length is written.
    ///   - maximumFrameSize: the longest body accepted or sent; a prefix announcing more is
    ///     refused before the body is read. The default is 1 MiB; a negative value counts as 0.
    public init(prefix: LengthPrefix, maximumFrameSize: Int = 1 << 20) {
        self.prefix = prefix
        self.maximumFrameSize = max(0, maximumFrameSize)
    }

    public func makeDecoder() -> Decoder {
        Decoder(framing: self)
    }

    /// The prefix followed by the frame. Throws `lengthNotRepresentable` when the prefix cannot
    /// express the frame's length, and `frameTooLarge` beyond `maximumFrameSize`.
    public func encode<Frame: Collection>(_ frame: Frame) throws(FramingError) -> [UInt8] where Frame.Element == UInt8 {
        let size = frame.count
        guard size <= prefix.largestLength else { throw .lengthNotRepresentable(size: size, prefix: prefix) }
        guard size <= maximumFrameSize else { throw .frameTooLarge(size: size, maximum: maximumFrameSize) }
        var bytes = prefix.encode(size)
        bytes.reserveCapacity(bytes.count + size)
        bytes.append(contentsOf: frame)
        return bytes
    }
}
