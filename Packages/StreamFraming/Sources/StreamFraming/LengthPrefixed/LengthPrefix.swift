import ByteTools

/// How a frame's length is written before its body. The length counts the body only.
public enum LengthPrefix: Sendable, Hashable, CustomStringConvertible {
    /// One byte: bodies of up to 255 bytes.
    case oneByte
    /// Two bytes in the given order: bodies of up to 65 535 bytes (vpcd uses `.twoBytes(.big)`).
    case twoBytes(Endianness)
    /// Four bytes in the given order: bodies of up to 4 294 967 295 bytes.
    case fourBytes(Endianness)
    /// Unsigned LEB128: seven bits a byte, least significant group first, the high bit set on
    /// every byte but the last (Protocol Buffers' length-delimited messages, WebAssembly).
    /// Only the shortest encoding of a length is accepted.
    case leb128

    /// The longest body the prefix can announce.
    public var largestLength: Int {
        switch self {
        case .oneByte: return Int(UInt8.max)
        case .twoBytes: return Int(UInt16.max)
        // Int is 64 bits wide on every platform Swift 6 targets but watchOS's arm64_32.
        case .fourBytes: return Int(exactly: UInt32.max) ?? Int.max
        case .leb128: return Int.max
        }
    }

    public var description: String {
        switch self {
        case .oneByte: return "one-byte"
        case .twoBytes(let order): return "two-byte \(order)"
        case .fourBytes(let order): return "four-byte \(order)"
        case .leb128: return "LEB128"
        }
    }

    /// The prefix for a body of `length` bytes; `length` must be within `largestLength`.
    func encode(_ length: Int) -> [UInt8] {
        let value = UInt64(length)
        switch self {
        case .oneByte: return [UInt8(truncatingIfNeeded: value)]
        case .twoBytes(let order): return Self.fixedWidth(value, bytes: 2, order)
        case .fourBytes(let order): return Self.fixedWidth(value, bytes: 4, order)
        case .leb128: return LEB128.encode(value)
        }
    }

    /// What the unread bytes of `buffer` begin with: a complete prefix, or nil when it has not
    /// all arrived yet.
    func decode(from buffer: FrameBuffer) throws(FramingError) -> (length: UInt64, prefixSize: Int)? {
        let width: Int
        let order: Endianness
        switch self {
        case .oneByte: (width, order) = (1, .big)
        case .twoBytes(let byteOrder): (width, order) = (2, byteOrder)
        case .fourBytes(let byteOrder): (width, order) = (4, byteOrder)
        case .leb128: return try Self.decodeLEB128(from: buffer)
        }
        guard buffer.count >= width else { return nil }
        var length: UInt64 = 0
        for position in 0..<width {
            let byte = UInt64(buffer[order == .big ? position : width - 1 - position])
            length = length << 8 | byte
        }
        return (length, width)
    }

    /// A canonical LEB128 length (ByteTools' decoder stops at the tenth byte of a 64-bit value, so
    /// "truncated" here always means "wait for the next byte", never "wait for ever").
    private static func decodeLEB128(from buffer: FrameBuffer) throws(FramingError) -> (
        length: UInt64, prefixSize: Int
    )? {
        do {
            let decoded = try buffer.withUnreadBytes { bytes throws(LEB128Error) in
                try LEB128.decode(UInt64.self, from: bytes)
            }
            return (decoded.value, decoded.byteCount)
        } catch {
            switch error {
            case .truncated: return nil
            case .overlong: throw .overlongLength(offset: buffer.streamOffset)
            case .overflow, .tooLong: throw .lengthOverflow(offset: buffer.streamOffset)
            }
        }
    }

    private static func fixedWidth(_ value: UInt64, bytes count: Int, _ order: Endianness) -> [UInt8] {
        let bigEndian = (0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * UInt64(count - 1 - $0))) }
        return order == .big ? bigEndian : bigEndian.reversed()
    }
}
