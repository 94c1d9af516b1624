/// The bytes a decoder has received and not handed out yet, and where they begin in the stream.
///
/// Frames are taken from the front by moving a read index, so taking many small frames out of
/// one large chunk copies nothing else; the bytes already read are dropped at the next append,
/// which keeps the storage at what is unread plus the newest chunk.
struct FrameBuffer: Sendable {
    private var storage: [UInt8] = []
    private var readIndex = 0

    /// The stream offset of the first unread byte, for error messages.
    private(set) var streamOffset = 0

    /// The number of unread bytes.
    var count: Int { storage.count - readIndex }

    var isEmpty: Bool { readIndex == storage.count }

    /// The unread byte at `offset` from the first unread one; `offset` must be below `count`.
    subscript(offset: Int) -> UInt8 { storage[readIndex + offset] }

    /// Gives `body` the unread bytes without copying them.
    func withUnreadBytes<Value, Failure: Error>(
        _ body: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Value
    ) throws(Failure) -> Value {
        let outcome: Result<Value, Failure> = storage.withUnsafeBufferPointer { all in
            do throws(Failure) {
                return .success(try body(UnsafeBufferPointer(rebasing: all[readIndex...])))
            } catch {
                return .failure(error)
            }
        }
        return try outcome.get()
    }

    mutating func append<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        if readIndex == storage.count {
            storage.removeAll(keepingCapacity: true)
            readIndex = 0
        } else if readIndex > 0 {
            storage.removeSubrange(0..<readIndex)
            readIndex = 0
        }
        storage.append(contentsOf: bytes)
    }

    /// Hands out the first `count` unread bytes; `count` must not exceed `self.count`.
    mutating func take(_ count: Int) -> [UInt8] {
        let bytes = Array(storage[readIndex..<(readIndex + count)])
        skip(count)
        return bytes
    }

    /// Marks the first `count` unread bytes read; `count` must not exceed `self.count`.
    mutating func skip(_ count: Int) {
        readIndex += count
        streamOffset += count
    }

    /// Drops everything and frees the storage: a failed decoder holds nothing.
    mutating func discardAll() {
        streamOffset += count
        storage = []
        readIndex = 0
    }

    /// Where `pattern` (non-empty) first starts among the unread bytes at or after `start`, as an
    /// offset from the first unread byte.
    func firstOccurrence(of pattern: [UInt8], from start: Int) -> Int? {
        let end = count - pattern.count
        guard start <= end, let first = pattern.first else { return nil }
        return storage.withUnsafeBufferPointer { bytes in
            var candidate = readIndex + start
            let last = readIndex + end
            while candidate <= last {
                if bytes[candidate] == first {
                    var matched = 1
                    while matched < pattern.count && bytes[candidate + matched] == pattern[matched] { matched += 1 }
                    if matched == pattern.count { return candidate - readIndex }
                }
                candidate += 1
            }
            return nil
        }
    }
}
