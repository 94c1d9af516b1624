import StreamFraming
import Testing

/// Feeds `chunks` to a fresh decoder of `framing` the way a reader should (every complete frame
/// taken after each chunk), then ends the stream; returns the frames. Also checks the memory
/// bound on the way: the decoder never holds more than one frame's worth plus the newest chunk.
func decode<F: Framing>(_ chunks: [[UInt8]], with framing: F, overhead: Int = 10) throws(FramingError) -> [[UInt8]] {
    var decoder = framing.makeDecoder()
    var frames: [[UInt8]] = []
    for chunk in chunks {
        decoder.append(chunk)
        while let frame = try decoder.nextFrame() { frames.append(frame) }
        #expect(decoder.bufferedByteCount - chunk.count - overhead <= framing.maximumFrameSize)
    }
    try decoder.finish()
    return frames
}

/// The stream cut into two chunks at `position`.
func split(_ stream: [UInt8], at position: Int) -> [[UInt8]] {
    [Array(stream[..<position]), Array(stream[position...])]
}

/// The stream one byte at a time.
func bytewise(_ stream: [UInt8]) -> [[UInt8]] {
    stream.map { [$0] }
}

/// The error `body` throws, or nil.
func framingError(_ body: () throws(FramingError) -> Void) -> FramingError? {
    do {
        try body()
        return nil
    } catch {
        return error
    }
}
