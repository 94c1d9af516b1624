import StreamFraming
import Testing

@Suite("DelimiterFraming")
struct DelimiterFramingTests {
    static let delimiters: [[UInt8]] = [[0x00], [0x0D, 0x0A], Array("--end--".utf8), [0x61, 0x61]]
    /// Frames that contain no delimiter above and do not end with a byte that starts one.
    static let frames: [[UInt8]] = [
        [], Array("x".utf8), Array("hello, world".utf8), [0x0D], [0x0A, 0x01], [], Array("-end-".utf8),
    ]

    static func stream(_ framing: DelimiterFraming, _ frames: [[UInt8]]) throws -> [UInt8] {
        try frames.flatMap { try framing.encode($0) }
    }

    @Test("a frame is written with the delimiter after it")
    func encoding() throws {
        let framing = try DelimiterFraming(delimiter: [0x0D, 0x0A])
        #expect(try framing.encode(Array("ok".utf8)) == [0x6F, 0x6B, 0x0D, 0x0A])
        #expect(try framing.encode([]) == [0x0D, 0x0A])
    }

    @Test("frames round-trip, split at any byte and byte by byte", arguments: delimiters)
    func splitAnywhere(delimiter: [UInt8]) throws {
        let framing = try DelimiterFraming(delimiter: delimiter)
        let stream = try Self.stream(framing, Self.frames)
        #expect(try decode([stream], with: framing) == Self.frames)
        for position in 0...stream.count {
            #expect(
                try decode(split(stream, at: position), with: framing, overhead: delimiter.count) == Self.frames,
                "split at \(position)")
        }
        #expect(try decode(bytewise(stream), with: framing, overhead: delimiter.count) == Self.frames)
    }

    @Test("an empty delimiter is refused")
    func emptyDelimiter() {
        #expect(throws: FramingError.emptyDelimiter) { try DelimiterFraming(delimiter: []) }
    }

    @Test("the encoder refuses a frame containing the delimiter, inside or across its end")
    func containsDelimiter() throws {
        let framing = try DelimiterFraming(delimiter: Array("ab".utf8))
        #expect(throws: FramingError.frameContainsDelimiter(index: 2)) { try framing.encode(Array("xyabz".utf8)) }
        #expect(throws: FramingError.frameContainsDelimiter(index: 0)) { try framing.encode(Array("ab".utf8)) }
        let doubled = try DelimiterFraming(delimiter: Array("aa".utf8))
        // "xa" + "aa" would read back as "x", then "a…".
        #expect(throws: FramingError.frameContainsDelimiter(index: 1)) { try doubled.encode(Array("xa".utf8)) }
        #expect(try doubled.encode(Array("ax".utf8)) == Array("axaa".utf8))
    }

    @Test("the encoder refuses a frame over the maximum")
    func encoderMaximum() throws {
        let framing = try DelimiterFraming(delimiter: [0x00], maximumFrameSize: 3)
        #expect(throws: FramingError.frameTooLarge(size: 4, maximum: 3)) { try framing.encode([1, 2, 3, 4]) }
        #expect(try framing.encode([1, 2, 3]) == [1, 2, 3, 0])
    }

    @Test("a decoder refuses as soon as it holds more than the maximum without a delimiter")
    func accumulatedTooLarge() throws {
        let framing = try DelimiterFraming(delimiter: Array("--".utf8), maximumFrameSize: 4)
        var decoder = framing.makeDecoder()
        decoder.append(Array("ab--".utf8))
        #expect(try decoder.nextFrame() == Array("ab".utf8))
        // Four bytes and a possible first half of the delimiter: still a frame of four.
        for byte in Array("wxyz-".utf8) {
            decoder.append(byte)
            #expect(try decoder.nextFrame() == nil)
        }
        decoder.append(Array("q".utf8))
        #expect(throws: FramingError.delimitedFrameTooLarge(atLeast: 5, maximum: 4, offset: 4)) {
            try decoder.nextFrame()
        }
        #expect(decoder.bufferedByteCount == 0)
    }

    @Test("a delimiter found beyond the maximum in one chunk is refused too")
    func delimiterBeyondMaximum() throws {
        let framing = try DelimiterFraming(delimiter: [0x00], maximumFrameSize: 4)
        let error = framingError { () throws(FramingError) in _ = try decode([[1, 2, 3, 4, 5, 0]], with: framing) }
        #expect(error == .delimitedFrameTooLarge(atLeast: 5, maximum: 4, offset: 0))
        #expect(try decode([[1, 2, 3, 4, 0]], with: framing) == [[1, 2, 3, 4]])
    }

    @Test("a stream that ends before the delimiter is truncated")
    func truncated() throws {
        let framing = try DelimiterFraming(delimiter: [0x0D, 0x0A])
        let error = framingError { () throws(FramingError) in
            _ = try decode([Array("one\r\ntwo\r".utf8)], with: framing)
        }
        #expect(error == .truncatedFrame(offset: 5, receivedBytes: 4, expectedBytes: nil))
    }

    @Test("many frames in one chunk come out one by one")
    func manyInOneChunk() throws {
        let framing = try DelimiterFraming(delimiter: [0x00], maximumFrameSize: 2)
        let frames = (0..<1_000).map { [UInt8(truncatingIfNeeded: $0 % 255 + 1)] }
        #expect(try decode([Self.stream(framing, frames)], with: framing) == frames)
    }
}
