/// A forward-only cursor over input bytes.
///
/// Every parser in this module reads through it so that all of them report the same kind of
/// error (`APDUError.truncated`) with the absolute byte offset where the input fell short, and so
/// that no read ever allocates before it has checked the bytes are actually there.
struct ByteReader {
    private let bytes: [UInt8]
    /// Offset of the next unread byte, counted from the start of the input.
    private(set) var offset: Int = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var remaining: Int { bytes.count - offset }
    var isAtEnd: Bool { offset >= bytes.count }

    /// The next byte without consuming it, or `nil` at the end of the input.
    func peek() -> UInt8? {
        isAtEnd ? nil : bytes[offset]
    }

    mutating func readByte() throws(APDUError) -> UInt8 {
        guard !isAtEnd else {
            throw .truncated(expected: 1, available: 0, offset: offset)
        }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// Reads `count` bytes; the availability check happens before anything is copied, so a huge
    /// declared length in hostile input costs nothing.
    mutating func read(_ count: Int) throws(APDUError) -> [UInt8] {
        guard count >= 0, count <= remaining else {
            throw .truncated(expected: count, available: remaining, offset: offset)
        }
        defer { offset += count }
        return Array(bytes[offset..<(offset + count)])
    }

    mutating func skip() {
        if !isAtEnd { offset += 1 }
    }

    /// Throws `.trailingBytes` unless every byte has been consumed.
    func expectEnd() throws(APDUError) {
        guard isAtEnd else {
            throw .trailingBytes(offset: offset, count: remaining)
        }
    }
}
