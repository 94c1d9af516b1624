/// The frames in an asynchronous sequence of bytes: made by `frames(with:)` on a sequence of
/// byte chunks (`[UInt8]`, `ArraySlice<UInt8>`, `Data`, any `Sendable` sequence of bytes) or of
/// single bytes.
///
/// Iterating throws what the upstream throws, unchanged, and `FramingError` when the bytes break
/// the framing; an upstream that ends inside a frame throws `FramingError.truncatedFrame`. After
/// an error the iterator returns nil.
public struct AsyncFrameSequence<Base: AsyncSequence, Format: Framing>: AsyncSequence {
    public typealias Element = [UInt8]
    public typealias Failure = any Error

    private let base: Base
    private let framing: Format
    /// Hands one upstream element to a decoder: a chunk, or a single byte.
    private let feed: @Sendable (Base.Element, inout Format.Decoder) -> Void

    init(base: Base, framing: Format, feed: @escaping @Sendable (Base.Element, inout Format.Decoder) -> Void) {
        self.base = base
        self.framing = framing
        self.feed = feed
    }

    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(upstream: base.makeAsyncIterator(), decoder: framing.makeDecoder(), feed: feed)
    }

    public struct AsyncIterator: AsyncIteratorProtocol {
        private var upstream: Base.AsyncIterator
        private var decoder: Format.Decoder
        private let feed: @Sendable (Base.Element, inout Format.Decoder) -> Void
        private var isDone = false

        init(
            upstream: Base.AsyncIterator, decoder: Format.Decoder,
            feed: @escaping @Sendable (Base.Element, inout Format.Decoder) -> Void
        ) {
            self.upstream = upstream
            self.decoder = decoder
            self.feed = feed
        }

        public mutating func next(isolation actor: isolated (any Actor)?) async throws -> [UInt8]? {
            guard !isDone else { return nil }
            do {
                while true {
                    // Frames already buffered come out before the upstream is asked for more,
                    // which is also what bounds the buffer: one frame plus one chunk.
                    if let frame = try decoder.nextFrame() { return frame }
                    guard let element = try await upstream.next(isolation: actor) else {
                        isDone = true
                        try decoder.finish()
                        return nil
                    }
                    feed(element, &decoder)
                }
            } catch {
                isDone = true
                throw error
            }
        }

        public mutating func next() async throws -> [UInt8]? {
            try await next(isolation: nil)
        }
    }
}

extension AsyncFrameSequence: Sendable where Base: Sendable {}

extension AsyncSequence where Element: Sequence & Sendable, Element.Element == UInt8 {
    /// The frames in this sequence of byte chunks, cut by `framing`. Chunks may split frames
    /// anywhere and hold several. (Chunks are `Sendable` so that the frame sequence can be.)
    public func frames<Format: Framing>(with framing: Format) -> AsyncFrameSequence<Self, Format> {
        AsyncFrameSequence(base: self, framing: framing) { chunk, decoder in decoder.append(chunk) }
    }
}

extension AsyncSequence where Element == UInt8 {
    /// The frames in this sequence of single bytes (such as `FileHandle.bytes`), cut by `framing`.
    public func frames<Format: Framing>(with framing: Format) -> AsyncFrameSequence<Self, Format> {
        AsyncFrameSequence(base: self, framing: framing) { byte, decoder in decoder.append(byte) }
    }
}
