import StreamFraming
import Testing

/// Compiles and runs the example in Packages/StreamFraming/README.md; the region between the
/// markers must stay identical to the README's code block (a workspace check compares them).
@Suite struct ReadmeExampleTests {
    @Test func readmeExample() async throws {
        // README-EXAMPLE-BEGIN
        // vpcd's framing: a two-byte big-endian length, then the body.
        let framing = LengthPrefixedFraming(prefix: .twoBytes(.big), maximumFrameSize: 65_535)
        let wire = try framing.encode([0x00, 0xA4, 0x04, 0x00]) + framing.encode([0x04])

        // Synchronously, as bytes arrive (here one at a time) from a blocking socket.
        var decoder = framing.makeDecoder()
        var received: [[UInt8]] = []
        for byte in wire {
            decoder.append(byte)
            while let frame = try decoder.nextFrame() { received.append(frame) }
        }
        try decoder.finish()  // throws .truncatedFrame if a frame was cut off

        // Asynchronously, from any AsyncSequence of byte chunks (or of single bytes).
        let chunks = AsyncStream<[UInt8]> { continuation in
            continuation.yield(Array("GET / HTTP/1.1\r\nHost: a".utf8))
            continuation.yield(Array(".example\r\n\r\n".utf8))
            continuation.finish()
        }
        var lines: [String] = []
        for try await line in chunks.frames(with: LineFraming(maximumFrameSize: 8_192)) {
            lines.append(String(decoding: line, as: UTF8.self))
        }
        // README-EXAMPLE-END

        #expect(wire == [0x00, 0x04, 0x00, 0xA4, 0x04, 0x00, 0x00, 0x01, 0x04])
        #expect(received == [[0x00, 0xA4, 0x04, 0x00], [0x04]])
        #expect(lines == ["GET / HTTP/1.1", "Host: a.example", ""])
    }
}
