import StreamFraming
import Testing

@Suite("AsyncFrameSequence")
struct AsyncFrameSequenceTests {
    struct UpstreamFailure: Error, Equatable {}

    static let framing = LengthPrefixedFraming(prefix: .twoBytes(.big), maximumFrameSize: 1_000)
    static let frames: [[UInt8]] = [[0x01], [], Array("frame three".utf8), [UInt8](repeating: 0xAB, count: 600)]

    /// An upstream that has every element ready, then ends or throws.
    static func upstream<Element: Sendable>(_ elements: [Element], failure: UpstreamFailure? = nil)
        -> AsyncThrowingStream<Element, any Error>
    {
        let (stream, continuation) = AsyncThrowingStream<Element, any Error>.makeStream()
        for element in elements { continuation.yield(element) }
        continuation.finish(throwing: failure)
        return stream
    }

    static func collect<S: AsyncSequence>(_ frames: S) async throws -> [[UInt8]] where S.Element == [UInt8] {
        var collected: [[UInt8]] = []
        for try await frame in frames { collected.append(frame) }
        return collected
    }

    static func stream() throws -> [UInt8] {
        try frames.flatMap { try framing.encode($0) }
    }

    @Test("chunks of every size give the same frames", arguments: [1, 2, 3, 7, 64, 10_000])
    func chunked(size: Int) async throws {
        let bytes = try Self.stream()
        let chunks = stride(from: 0, to: bytes.count, by: size).map { Array(bytes[$0..<min($0 + size, bytes.count)]) }
        #expect(try await Self.collect(Self.upstream(chunks).frames(with: Self.framing)) == Self.frames)
    }

    @Test("array slices and single bytes are upstreams too")
    func otherElementTypes() async throws {
        let bytes = try Self.stream()
        let slices = [bytes[..<5], bytes[5...]]
        #expect(try await Self.collect(Self.upstream(slices).frames(with: Self.framing)) == Self.frames)
        #expect(try await Self.collect(Self.upstream(bytes).frames(with: Self.framing)) == Self.frames)
        let lines = AsyncStream<UInt8> { continuation in
            for byte in "a\r\nb\n".utf8 { continuation.yield(byte) }
            continuation.finish()
        }
        #expect(try await Self.collect(lines.frames(with: LineFraming())) == [[0x61], [0x62]])
    }

    @Test("an upstream error comes through after the frames before it, and ends the sequence")
    func upstreamThrows() async throws {
        let bytes = try Self.stream()
        let frames = Self.upstream([Array(bytes.prefix(20))], failure: UpstreamFailure()).frames(with: Self.framing)
        var iterator = frames.makeAsyncIterator()
        #expect(try await iterator.next() == [0x01])
        #expect(try await iterator.next() == [])
        #expect(try await iterator.next() == Array("frame three".utf8))
        await #expect(throws: UpstreamFailure()) { try await iterator.next() }
        #expect(try await iterator.next() == nil)
    }

    @Test("an upstream that ends inside a frame throws truncatedFrame")
    func truncated() async throws {
        let bytes = try Self.stream()
        let frames = Self.upstream([Array(bytes.dropLast())]).frames(with: Self.framing)
        let expected = FramingError.truncatedFrame(offset: bytes.count - 602, receivedBytes: 601, expectedBytes: 602)
        await #expect(throws: expected) { try await Self.collect(frames) }
    }

    @Test("a framing error ends the sequence: an oversized frame is refused")
    func framingErrorEnds() async throws {
        let oversized = try LengthPrefixedFraming(prefix: .twoBytes(.big)).encode([UInt8](repeating: 0, count: 1_001))
        let frames = Self.upstream([[0x00, 0x00] + oversized.prefix(2), Array(oversized.dropFirst(2))]).frames(
            with: Self.framing)
        var iterator = frames.makeAsyncIterator()
        #expect(try await iterator.next() == [])
        await #expect(throws: FramingError.announcedLengthTooLarge(length: 1_001, maximum: 1_000, offset: 2)) {
            try await iterator.next()
        }
        #expect(try await iterator.next() == nil)
    }
}
