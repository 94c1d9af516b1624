import ByteToolsTesting
import StreamFraming
import Testing

@Suite("LengthPrefixedFraming")
struct LengthPrefixedFramingTests {
    static let prefixes: [LengthPrefix] = [
        .oneByte, .twoBytes(.big), .twoBytes(.little), .fourBytes(.big), .fourBytes(.little), .leb128,
    ]
    /// Empty, one byte, bytes that look like prefixes and line ends, and one longer than 255.
    static let frames: [[UInt8]] = [
        [], [0x41], [0x00, 0x0A, 0x0D, 0xFF, 0x80], Array("hello, world".utf8), filler(200),
    ]
    static let longFrame = filler(1_000)

    static func filler(_ count: Int) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 7) }
    }

    static func stream(_ framing: LengthPrefixedFraming, _ frames: [[UInt8]]) throws -> [UInt8] {
        try frames.flatMap { try framing.encode($0) }
    }

    @Test(
        "the prefix is written as declared",
        arguments: [
            (LengthPrefix.oneByte, "05"),
            (.twoBytes(.big), "00 05"), (.twoBytes(.little), "05 00"),
            (.fourBytes(.big), "00 00 00 05"), (.fourBytes(.little), "05 00 00 00"),
            (.leb128, "05"),
        ])
    func prefixBytes(prefix: LengthPrefix, expected: String) throws {
        let body = Array("abcde".utf8)
        #expect(try LengthPrefixedFraming(prefix: prefix).encode(body) == hexLiteral(expected) + body)
    }

    @Test(
        "multi-byte lengths keep their byte order",
        arguments: [
            (LengthPrefix.twoBytes(.big), "01 02"), (.twoBytes(.little), "02 01"),
            (.fourBytes(.big), "00 00 01 02"), (.fourBytes(.little), "02 01 00 00"), (.leb128, "82 02"),
        ])
    func byteOrder(prefix: LengthPrefix, expected: String) throws {
        let body = Self.filler(0x0102)
        let encoded = try LengthPrefixedFraming(prefix: prefix).encode(body)
        #expect(Array(encoded.prefix(encoded.count - body.count)) == hexLiteral(expected))
        #expect(try decode([encoded], with: LengthPrefixedFraming(prefix: prefix)) == [body])
    }

    @Test("frames round-trip through every prefix", arguments: prefixes)
    func roundTrip(prefix: LengthPrefix) throws {
        let framing = LengthPrefixedFraming(prefix: prefix)
        var frames = Self.frames
        if prefix != .oneByte { frames.append(Self.longFrame) }
        #expect(try decode([Self.stream(framing, frames)], with: framing) == frames)
    }

    @Test("a stream split at any byte, or fed byte by byte, gives the same frames", arguments: prefixes)
    func splitAnywhere(prefix: LengthPrefix) throws {
        let framing = LengthPrefixedFraming(prefix: prefix)
        let stream = try Self.stream(framing, Self.frames)
        for position in 0...stream.count {
            #expect(try decode(split(stream, at: position), with: framing) == Self.frames, "split at \(position)")
        }
        #expect(try decode(bytewise(stream), with: framing) == Self.frames)
    }

    @Test("random chunkings give the same frames")
    func randomChunks() throws {
        var random = SplitMix64(seed: 22)
        for prefix in Self.prefixes {
            let framing = LengthPrefixedFraming(prefix: prefix)
            let frames = (0..<40).map { _ in random.bytes(random.int(in: 0...255)) }
            let stream = try Self.stream(framing, frames)
            var chunks: [[UInt8]] = []
            var rest = stream[...]
            while !rest.isEmpty {
                let size = random.int(in: 1...64)
                chunks.append(Array(rest.prefix(size)))
                rest = rest.dropFirst(size)
            }
            #expect(try decode(chunks, with: framing) == frames, "\(prefix)")
        }
    }

    @Test("an empty frame is a frame, not the end of the stream", arguments: prefixes)
    func emptyFrame(prefix: LengthPrefix) throws {
        let framing = LengthPrefixedFraming(prefix: prefix)
        let stream = try Self.stream(framing, [[], [0x01], []])
        #expect(try decode([stream], with: framing) == [[], [0x01], []])
    }

    @Test("a prefix announcing more than the maximum is refused before the body arrives", arguments: prefixes)
    func announcedTooLarge(prefix: LengthPrefix) throws {
        let framing = LengthPrefixedFraming(prefix: prefix, maximumFrameSize: 100)
        let first = try framing.encode([0x01])
        let oversized = try LengthPrefixedFraming(prefix: prefix).encode(Self.filler(101))
        let prefixOnly = Array(oversized.prefix(oversized.count - 101))
        var decoder = framing.makeDecoder()
        decoder.append(first + prefixOnly)
        #expect(try decoder.nextFrame() == [0x01])
        let expected = FramingError.announcedLengthTooLarge(length: 101, maximum: 100, offset: first.count)
        #expect(throws: expected) { try decoder.nextFrame() }
        // The decoder stays failed, holds nothing, and takes nothing more.
        #expect(decoder.bufferedByteCount == 0)
        decoder.append(Self.filler(101))
        #expect(decoder.bufferedByteCount == 0)
        #expect(throws: expected) { try decoder.nextFrame() }
        #expect(throws: expected) { try decoder.finish() }
    }

    @Test("a frame of exactly the maximum passes, in both directions", arguments: prefixes)
    func exactlyTheMaximum(prefix: LengthPrefix) throws {
        let framing = LengthPrefixedFraming(prefix: prefix, maximumFrameSize: 100)
        let frame = Self.filler(100)
        #expect(try decode([framing.encode(frame)], with: framing) == [frame])
    }

    @Test("a stream that ends inside a frame is truncated, with how much arrived", arguments: prefixes)
    func truncated(prefix: LengthPrefix) throws {
        let framing = LengthPrefixedFraming(prefix: prefix)
        let first = try framing.encode([0x01, 0x02])
        let second = try framing.encode(Self.filler(200))
        let prefixSize = second.count - 200
        for cut in 1..<second.count {
            let error = framingError { () throws(FramingError) in
                _ = try decode([first + second.prefix(cut)], with: framing)
            }
            // Inside the prefix the frame's size is not known yet.
            let expected = cut < prefixSize ? nil : second.count
            #expect(
                error == .truncatedFrame(offset: first.count, receivedBytes: cut, expectedBytes: expected),
                "cut at \(cut)")
        }
    }

    @Test("finish() leaves complete frames that were not taken yet")
    func finishKeepsCompleteFrames() throws {
        let framing = LengthPrefixedFraming(prefix: .twoBytes(.big))
        var decoder = framing.makeDecoder()
        decoder.append(try framing.encode([0x01]) + framing.encode([0x02]))
        try decoder.finish()
        #expect(try decoder.nextFrame() == [0x01])
        #expect(try decoder.nextFrame() == [0x02])
        #expect(try decoder.nextFrame() == nil)
    }

    @Test(
        "the encoder refuses what the prefix cannot express",
        arguments: [
            (LengthPrefix.oneByte, 256), (.twoBytes(.big), 65_536), (.twoBytes(.little), 65_536),
        ])
    func lengthNotRepresentable(prefix: LengthPrefix, size: Int) {
        let framing = LengthPrefixedFraming(prefix: prefix, maximumFrameSize: 1 << 20)
        #expect(throws: FramingError.lengthNotRepresentable(size: size, prefix: prefix)) {
            try framing.encode(Self.filler(size))
        }
        #expect(throws: Never.self) { try framing.encode(Self.filler(size - 1)) }
    }

    @Test("the encoder refuses a frame over the maximum", arguments: prefixes)
    func encoderMaximum(prefix: LengthPrefix) {
        let framing = LengthPrefixedFraming(prefix: prefix, maximumFrameSize: 10)
        #expect(throws: FramingError.frameTooLarge(size: 11, maximum: 10)) { try framing.encode(Self.filler(11)) }
    }

    @Test("a negative maximum counts as zero: only empty frames pass")
    func negativeMaximum() throws {
        let framing = LengthPrefixedFraming(prefix: .oneByte, maximumFrameSize: -5)
        #expect(framing.maximumFrameSize == 0)
        #expect(try framing.encode([]) == [0x00])
        #expect(throws: FramingError.frameTooLarge(size: 1, maximum: 0)) { try framing.encode([0x01]) }
    }

    @Test("a single byte can be appended")
    func appendOneByte() throws {
        var decoder = LengthPrefixedFraming(prefix: .oneByte).makeDecoder()
        decoder.append(UInt8(1))
        #expect(try decoder.nextFrame() == nil)
        decoder.append(UInt8(0x2A))
        #expect(try decoder.nextFrame() == [0x2A])
    }
}
