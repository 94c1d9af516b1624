extension LineFraming {
    /// Cuts one stream into lines; see `FrameDecoder`.
    public struct Decoder: FrameDecoder {
        public let framing: LineFraming
        private var buffer = FrameBuffer()
        /// Where the search for the next LF resumes; the bytes before it hold none.
        private var searchStart = 0
        private var failure: FramingError?

        init(framing: LineFraming) {
            self.framing = framing
        }

        public var bufferedByteCount: Int { buffer.count }

        public mutating func append<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
            guard failure == nil else { return }
            buffer.append(bytes)
        }

        public mutating func nextFrame() throws(FramingError) -> [UInt8]? {
            if let failure { throw failure }
            let maximum = framing.maximumFrameSize
            guard let end = buffer.firstOccurrence(of: [LineFraming.lineFeed], from: searchStart) else {
                searchStart = buffer.count
                // The unterminated line is at least this long once a CR that may still turn out
                // to precede the LF is set aside.
                let awaitingLineFeed =
                    framing.stripsCarriageReturn && buffer.count > 0
                    && buffer[buffer.count - 1] == LineFraming.carriageReturn
                let atLeast = awaitingLineFeed ? buffer.count - 1 : buffer.count
                guard atLeast <= maximum else {
                    throw fail(.delimitedFrameTooLarge(atLeast: atLeast, maximum: maximum, offset: buffer.streamOffset))
                }
                return nil
            }
            let strip = framing.stripsCarriageReturn && end > 0 && buffer[end - 1] == LineFraming.carriageReturn
            let length = strip ? end - 1 : end
            guard length <= maximum else {
                throw fail(.delimitedFrameTooLarge(atLeast: length, maximum: maximum, offset: buffer.streamOffset))
            }
            searchStart = 0
            let line = buffer.take(length)
            buffer.skip(end + 1 - length)
            return line
        }

        public func finish() throws(FramingError) {
            if let failure { throw failure }
            var rest = self
            while try rest.nextFrame() != nil {}
            guard !rest.buffer.isEmpty else { return }
            throw .truncatedFrame(
                offset: rest.buffer.streamOffset, receivedBytes: rest.buffer.count, expectedBytes: nil)
        }

        /// Records `error` for every later call, drops the buffer, and returns `error` to throw.
        private mutating func fail(_ error: FramingError) -> FramingError {
            failure = error
            buffer.discardAll()
            return error
        }
    }
}
