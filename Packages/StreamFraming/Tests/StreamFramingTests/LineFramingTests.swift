import StreamFraming
import Testing

@Suite("LineFraming")
struct LineFramingTests {
    static let lines = ["", "GET / HTTP/1.1", "Host: example.com", "", "tab\there", "ünïcödé"].map { Array($0.utf8) }

    @Test("lines end with LF or CR LF; the CR is stripped by default")
    func mixedEndings() throws {
        let stream = Array("one\ntwo\r\n\r\nthree\r\r\n".utf8)
        #expect(try decode([stream], with: LineFraming()) == ["one", "two", "", "three\r"].map { Array($0.utf8) })
        #expect(
            try decode([stream], with: LineFraming(stripsCarriageReturn: false))
                == ["one", "two\r", "\r", "three\r\r"].map { Array($0.utf8) })
    }

    @Test("lines round-trip, split at any byte and byte by byte", arguments: [true, false])
    func splitAnywhere(strips: Bool) throws {
        let framing = LineFraming(stripsCarriageReturn: strips)
        let stream = try Self.lines.flatMap { try framing.encode($0) }
        #expect(stream == Array("\nGET / HTTP/1.1\nHost: example.com\n\ntab\there\nünïcödé\n".utf8))
        for position in 0...stream.count {
            #expect(try decode(split(stream, at: position), with: framing) == Self.lines, "split at \(position)")
        }
        #expect(try decode(bytewise(stream), with: framing) == Self.lines)
        let crlf = Array(Self.lines.map { String(decoding: $0, as: UTF8.self) + "\r\n" }.joined().utf8)
        if strips {
            #expect(try decode(bytewise(crlf), with: framing) == Self.lines)
        }
    }

    @Test("the encoder refuses an LF inside, a final CR it would strip, and a line over the maximum")
    func encoderRefusals() throws {
        let framing = LineFraming(maximumFrameSize: 5)
        #expect(throws: FramingError.frameContainsDelimiter(index: 2)) { try framing.encode(Array("ab\ncd".utf8)) }
        #expect(throws: FramingError.lineEndsWithCarriageReturn) { try framing.encode(Array("ab\r".utf8)) }
        #expect(throws: FramingError.frameTooLarge(size: 6, maximum: 5)) { try framing.encode(Array("abcdef".utf8)) }
        #expect(try framing.encode(Array("a\rb".utf8)) == Array("a\rb\n".utf8))
        #expect(try LineFraming(stripsCarriageReturn: false).encode(Array("ab\r".utf8)) == Array("ab\r\n".utf8))
    }

    @Test("a decoder refuses a line over the maximum as soon as that is certain")
    func accumulatedTooLarge() throws {
        var decoder = LineFraming(maximumFrameSize: 3).makeDecoder()
        decoder.append(Array("abc\r".utf8))  // may still be "abc" + CR LF
        #expect(try decoder.nextFrame() == nil)
        decoder.append(Array("d".utf8))
        #expect(throws: FramingError.delimitedFrameTooLarge(atLeast: 5, maximum: 3, offset: 0)) {
            try decoder.nextFrame()
        }

        var keepsCR = LineFraming(stripsCarriageReturn: false, maximumFrameSize: 3).makeDecoder()
        keepsCR.append(Array("abc\r".utf8))
        #expect(throws: FramingError.delimitedFrameTooLarge(atLeast: 4, maximum: 3, offset: 0)) {
            try keepsCR.nextFrame()
        }

        var plain = LineFraming(maximumFrameSize: 3).makeDecoder()
        plain.append(Array("abcd".utf8))
        #expect(throws: FramingError.delimitedFrameTooLarge(atLeast: 4, maximum: 3, offset: 0)) {
            try plain.nextFrame()
        }
    }

    @Test("a line of exactly the maximum passes with either ending")
    func exactlyTheMaximum() throws {
        #expect(
            try decode([Array("abc\r\nxyz\n".utf8)], with: LineFraming(maximumFrameSize: 3))
                == ["abc", "xyz"].map { Array($0.utf8) })
    }

    @Test("an unterminated last line is truncated")
    func unterminatedLastLine() {
        let error = framingError { () throws(FramingError) in
            _ = try decode([Array("one\ntwo".utf8)], with: LineFraming())
        }
        #expect(error == .truncatedFrame(offset: 4, receivedBytes: 3, expectedBytes: nil))
    }
}
