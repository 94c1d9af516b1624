import Testing

@testable import CoordinatorsTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("Reading lines from a descriptor")
struct StandardInputReaderTests {
    /// The items a reader makes of `bytes` written to a pipe that is then closed.
    private func items(of bytes: [UInt8], limit: Int = 8) throws -> [LineMailbox.Item] {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]) }
        // Small enough for the pipe's buffer: the write does not block.
        let written = bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
        close(ends[1])
        try #require(written == bytes.count)
        var reader = StandardInputReader(descriptor: ends[0], limit: limit)
        var items: [LineMailbox.Item] = []
        for _ in 0..<100 {
            guard let item = reader.next() else { return items }
            items.append(item)
        }
        Issue.record("the reader did not reach the end of input")
        return items
    }

    @Test("Lines end at \\n or \\r\\n, and a last line without a newline still counts")
    func lineEndings() throws {
        #expect(
            try items(of: Array("one\ntwo\r\n\nlast".utf8)) == [.line("one"), .line("two"), .line(""), .line("last")])
    }

    @Test("A line longer than the limit is reported once and dropped whole; the next line is read")
    func tooLong() throws {
        let long = String(repeating: "x", count: 30)
        #expect(
            try items(of: Array("\(long)\nok\n12345678\n123456789\n".utf8)) == [
                .tooLong(limit: 8), .line("ok"), .line("12345678"), .tooLong(limit: 8),
            ])
    }

    @Test("A too-long last line without a newline is reported too")
    func tooLongAtTheEnd() throws {
        #expect(
            try items(of: Array("ok\n\(String(repeating: "y", count: 20))".utf8)) == [.line("ok"), .tooLong(limit: 8)])
    }

    @Test("Bytes that are not UTF-8 are replaced, not fatal")
    func invalidUTF8() throws {
        #expect(try items(of: [0x61, 0xFF, 0x62, 0x0A]) == [.line("a\u{FFFD}b")])
    }
}
