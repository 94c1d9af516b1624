/// A cursor over an immutable byte array, shared by every binary decoder in the workspace
/// (LEB128, CBOR, Candid, DER, APDUs and TLV) so that bounds handling is written once.
///
/// Modelled on swift-nio's `ByteBuffer` reader side: every read advances ``offset``, and a read
/// past the end throws ``ByteReaderError`` with the offset instead of trapping. A failed read
/// never moves the offset, so a caller can report the error position or try another decoding.
public struct ByteReader: Sendable {
    // `@usableFromInline` so the small generic reads below can be specialised and inlined into
    // decoders in other modules; without it every `readInteger` would be an unspecialised call.
    @usableFromInline let storage: [UInt8]
    @usableFromInline var position: Int

    /// Creates a reader positioned at the first byte.
    @inlinable
    public init(_ bytes: [UInt8]) {
        self.storage = bytes
        self.position = 0
    }

    /// Creates a reader over any byte sequence (`Data`, `ArraySlice<UInt8>`, `[UInt8]`...).
    /// The bytes are copied once; offsets count from the first byte of `bytes`.
    @inlinable
    public init<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        self.init(Array(bytes))
    }

    /// All bytes, including those already read.
    @inlinable public var bytes: [UInt8] { storage }

    /// Index of the next byte to read, counted from the start of the input.
    @inlinable public var offset: Int { position }

    /// Total number of bytes in the input.
    @inlinable public var count: Int { storage.count }

    /// Number of bytes not yet read.
    @inlinable public var remaining: Int { storage.count &- position }

    /// Whether every byte has been read.
    @inlinable public var isAtEnd: Bool { position >= storage.count }

    /// The next byte without consuming it, or `nil` at the end of the input.
    @inlinable
    public func peekByte() -> UInt8? {
        position < storage.count ? storage[position] : nil
    }

    /// Reads one byte.
    @inlinable
    public mutating func readByte() throws(ByteReaderError) -> UInt8 {
        guard position < storage.count else {
            throw .truncated(offset: position, needed: 1, available: 0)
        }
        let byte = storage[position]
        position &+= 1
        return byte
    }

    /// Reads `count` bytes as a slice that shares the reader's storage (no copy).
    @inlinable
    public mutating func readSlice(count: Int) throws(ByteReaderError) -> ArraySlice<UInt8> {
        try checkAvailable(count)
        let start = position
        position &+= count
        return storage[start..<position]
    }

    /// Reads `count` bytes into a new array.
    @inlinable
    public mutating func readBytes(count: Int) throws(ByteReaderError) -> [UInt8] {
        Array(try readSlice(count: count))
    }

    /// Reads everything that is left (possibly nothing).
    @inlinable
    public mutating func readRemainingBytes() -> ArraySlice<UInt8> {
        let start = Swift.min(position, storage.count)
        position = storage.count
        return storage[start...]
    }

    /// Skips `count` bytes.
    @inlinable
    public mutating func skip(_ count: Int) throws(ByteReaderError) {
        try checkAvailable(count)
        position &+= count
    }

    /// Moves the read position, e.g. to re-read a value after a failed attempt.
    @inlinable
    public mutating func moveOffset(to newOffset: Int) throws(ByteReaderError) {
        guard newOffset >= 0, newOffset <= storage.count else {
            throw .offsetOutOfRange(newOffset, count: storage.count)
        }
        position = newOffset
    }

    /// Reads a fixed-width integer stored in `T.bitWidth / 8` bytes.
    @inlinable
    public mutating func readInteger<T: FixedWidthInteger>(
        _: T.Type = T.self, endian: Endianness = .big
    ) throws(ByteReaderError) -> T {
        let size = T.bitWidth / 8
        try checkAvailable(size)
        let start = position
        let value: T = storage.withUnsafeBufferPointer { buffer in
            var result: T = 0
            switch endian {
            case .big:
                for index in start..<(start &+ size) {
                    result = (result << 8) | T(truncatingIfNeeded: buffer[index])
                }
            case .little:
                var index = start &+ size
                while index > start {
                    index &-= 1
                    result = (result << 8) | T(truncatingIfNeeded: buffer[index])
                }
            }
            return result
        }
        position &+= size
        return value
    }

    /// Gives `body` the unread bytes; `body` returns how many it consumed along with its result.
    ///
    /// This is the fast path for decoders that scan bytes in a loop (LEB128, CBOR heads):
    /// one bounds check for the whole scan instead of one per byte. A thrown error consumes nothing.
    @inlinable
    public mutating func withUnsafeUnreadBytes<Value, Failure: Error>(
        _ body: (_ unread: UnsafeBufferPointer<UInt8>, _ baseOffset: Int) throws(Failure) -> (
            result: Value, consumed: Int
        )
    ) throws(Failure) -> Value {
        let start = Swift.min(position, storage.count)
        let outcome: Swift.Result<(result: Value, consumed: Int), Failure> = storage.withUnsafeBufferPointer { buffer in
            let unread = UnsafeBufferPointer(rebasing: buffer[start...])
            do throws(Failure) {
                return .success(try body(unread, start))
            } catch {
                return .failure(error)
            }
        }
        let (result, consumed) = try outcome.get()
        // A misbehaving closure must not be able to push the cursor outside the input.
        position = start &+ Swift.max(0, Swift.min(consumed, storage.count &- start))
        return result
    }

    @inlinable
    func checkAvailable(_ count: Int) throws(ByteReaderError) {
        guard count >= 0 else { throw .negativeCount(count, offset: position) }
        let available = remaining
        guard count <= available else {
            throw .truncated(offset: position, needed: count, available: Swift.max(0, available))
        }
    }
}
