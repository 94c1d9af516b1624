extension LengthPrefixedFraming {
    /// Cuts one stream into length-prefixed frames; see `FrameDecoder`.
    public struct Decoder: FrameDecoder {
        public let framing: LengthPrefixedFraming
        private var buffer = FrameBuffer()
        private var failure: FramingError?

        init(framing: LengthPrefixedFraming) {
            self.framing = framing
        }

        public var bufferedByteCount: Int { buffer.count }

        public mutating func append<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
            guard failure == nil else { return }
            buffer.append(bytes)
        }

        public mutating func nextFrame() throws(FramingError) -> [UInt8]? {
            if let failure { throw failure }
            do {
                guard let (bodySize, prefixSize) = try pendingFrame() else { return nil }
                guard buffer.count - prefixSize >= bodySize else { return nil }
                buffer.skip(prefixSize)
                return buffer.take(bodySize)
            } catch {
                failure = error
                buffer.discardAll()
                throw error
            }
        }

        public func finish() throws(FramingError) {
            if let failure { throw failure }
            var rest = self
            while try rest.nextFrame() != nil {}
            guard !rest.buffer.isEmpty else { return }
            let expected = try rest.pendingFrame().map { $0.prefixSize + $0.bodySize }
            throw .truncatedFrame(
                offset: rest.buffer.streamOffset, receivedBytes: rest.buffer.count, expectedBytes: expected)
        }

        /// The sizes of the frame at the front once its prefix is complete; throws at once when
        /// the prefix announces more than the maximum, before any of the body is kept.
        private func pendingFrame() throws(FramingError) -> (bodySize: Int, prefixSize: Int)? {
            guard let (length, prefixSize) = try framing.prefix.decode(from: buffer) else { return nil }
            guard length <= UInt64(framing.maximumFrameSize) else {
                throw .announcedLengthTooLarge(
                    length: length, maximum: framing.maximumFrameSize, offset: buffer.streamOffset)
            }
            return (Int(length), prefixSize)
        }
    }
}
