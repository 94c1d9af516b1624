extension DelimiterFraming {
    /// Cuts one stream into delimited frames; see `FrameDecoder`.
    public struct Decoder: FrameDecoder {
        public let framing: DelimiterFraming
        private var buffer = FrameBuffer()
        /// Where the search for the delimiter resumes: the bytes before it were searched already
        /// and hold no delimiter start, so byte-by-byte input is not searched over and over.
        private var searchStart = 0
        private var failure: FramingError?

        init(framing: DelimiterFraming) {
            self.framing = framing
        }

        public var bufferedByteCount: Int { buffer.count }

        public mutating func append<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
            guard failure == nil else { return }
            buffer.append(bytes)
        }

        public mutating func nextFrame() throws(FramingError) -> [UInt8]? {
            if let failure { throw failure }
            let delimiter = framing.delimiter
            let maximum = framing.maximumFrameSize
            guard let end = buffer.firstOccurrence(of: delimiter, from: searchStart) else {
                searchStart = max(0, buffer.count - delimiter.count + 1)
                // A delimiter can still start at `searchStart` at the earliest, so the frame is
                // at least that long.
                guard searchStart <= maximum else {
                    throw fail(
                        .delimitedFrameTooLarge(atLeast: searchStart, maximum: maximum, offset: buffer.streamOffset))
                }
                return nil
            }
            guard end <= maximum else {
                throw fail(.delimitedFrameTooLarge(atLeast: end, maximum: maximum, offset: buffer.streamOffset))
            }
            searchStart = 0
            let frame = buffer.take(end)
            buffer.skip(delimiter.count)
            return frame
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
