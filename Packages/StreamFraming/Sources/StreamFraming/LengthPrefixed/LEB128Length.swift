/// Unsigned LEB128 for frame lengths: at most ten bytes for 64 bits, shortest form only.
///
/// BigNum has the workspace's general LEB128, but framing depends on the standard library alone,
/// and a length needs only the 64-bit unsigned case with its strict checks.
enum LEB128Length {
    /// Ten groups of seven bits cover 64; the tenth may carry only the top bit.
    static let maximumByteCount = 10

    static func encode(_ value: UInt64) -> [UInt8] {
        var bytes: [UInt8] = []
        var rest = value
        repeat {
            let group = UInt8(truncatingIfNeeded: rest & 0x7F)
            rest >>= 7
            bytes.append(rest == 0 ? group : group | 0x80)
        } while rest != 0
        return bytes
    }

    /// The length at the start of `buffer`'s unread bytes and how many bytes it took, or nil
    /// when its last byte has not arrived. Throws for an overlong or overflowing encoding.
    static func decode(from buffer: FrameBuffer) throws(FramingError) -> (length: UInt64, prefixSize: Int)? {
        var value: UInt64 = 0
        for index in 0..<min(buffer.count, maximumByteCount) {
            let byte = buffer[index]
            if index == maximumByteCount - 1 && byte > 0x01 {
                // Anything above the top bit, or a continuation, needs a 65th bit.
                throw .lengthOverflow(offset: buffer.streamOffset)
            }
            value |= UInt64(byte & 0x7F) << (7 * UInt64(index))
            if byte & 0x80 == 0 {
                if byte == 0 && index > 0 { throw .overlongLength(offset: buffer.streamOffset) }
                return (value, index + 1)
            }
        }
        return nil
    }
}
