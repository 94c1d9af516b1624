/// The state of one incoming byte stream: bytes go in as they arrive, in chunks of any size,
/// and complete frames come out.
///
/// The calls are synchronous, so a reader on a blocking socket can use a decoder as well as an
/// asynchronous one (`AsyncSequence.frames(with:)` is built on it):
///
/// ```swift
/// var decoder = LengthPrefixedFraming(prefix: .twoBytes(.big)).makeDecoder()
/// while true {
///     while let frame = try decoder.nextFrame() { handle(frame) }
///     let chunk = readSomeBytes()          // empty at the end of the stream
///     if chunk.isEmpty { try decoder.finish(); break }
///     decoder.append(chunk)
/// }
/// ```
///
/// Take every complete frame (`nextFrame()` until it returns nil) before appending more: that
/// is when limits are checked, so a decoder used that way never holds more than one frame of
/// the maximum size (with its prefix or delimiter) plus one chunk. After an error the decoder stays failed: `nextFrame()` and
/// `finish()` throw the same error again and appended bytes are dropped.
public protocol FrameDecoder: Sendable {
    /// Adds bytes that arrived, after those appended before.
    mutating func append<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8

    /// The next complete frame's body, or nil when more bytes are needed for it. Throws when
    /// the stream breaks the framing: a frame longer than the maximum (refused as soon as that is
    /// certain, before its body is buffered), or a malformed length.
    mutating func nextFrame() throws(FramingError) -> [UInt8]?

    /// Declares the end of the stream: throws `FramingError.truncatedFrame` when bytes remain
    /// that do not make a complete frame. Complete frames not yet taken stay available.
    func finish() throws(FramingError)

    /// How many received bytes the decoder holds and has not handed out as frames.
    var bufferedByteCount: Int { get }
}

extension FrameDecoder {
    /// Adds one byte that arrived.
    public mutating func append(_ byte: UInt8) {
        append(CollectionOfOne(byte))
    }
}
