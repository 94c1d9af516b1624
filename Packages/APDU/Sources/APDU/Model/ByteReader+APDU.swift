import ByteTools

/// The APDU parsers read through the workspace's shared `ByteReader`; these reads report a
/// short input as APDU's own ``APDUError/truncated(expected:available:offset:)`` at the same
/// offset, so every parser error of this module is one type. The availability check happens
/// before anything is copied, so a huge declared length in hostile input costs nothing.
extension ByteReader {
    mutating func nextByte() throws(APDUError) -> UInt8 {
        do {
            return try readByte()
        } catch {
            throw APDUError(error)
        }
    }

    mutating func nextBytes(_ count: Int) throws(APDUError) -> [UInt8] {
        do {
            return try readBytes(count: count)
        } catch {
            throw APDUError(error)
        }
    }

    /// Throws ``APDUError/trailingBytes(offset:count:)`` unless every byte has been consumed.
    func expectEnd() throws(APDUError) {
        guard isAtEnd else { throw .trailingBytes(offset: offset, count: remaining) }
    }
}

extension APDUError {
    /// The APDU error for a read the shared byte reader refused. APDU's parsers only read
    /// forward with counts that are never negative, so only `truncated` arises; the other two
    /// cases map to a truncation too so that the conversion is total.
    init(_ error: ByteReaderError) {
        switch error {
        case let .truncated(offset, needed, available):
            self = .truncated(expected: needed, available: available, offset: offset)
        case let .negativeCount(count, offset):
            self = .truncated(expected: count, available: 0, offset: offset)
        case let .offsetOutOfRange(offset, count):
            self = .truncated(expected: offset, available: count, offset: count)
        }
    }
}
