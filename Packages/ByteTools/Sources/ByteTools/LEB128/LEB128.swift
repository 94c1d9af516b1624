/// Unsigned LEB128 (little-endian base 128) for fixed-width integers, as used by DWARF,
/// WebAssembly, Candid, ICP certificates and length-prefixed framing.
///
/// Each byte carries 7 bits of the value, least significant group first; the high bit says
/// whether another byte follows. BigNum extends this type with arbitrary-precision `BigUInt`
/// forms; the fixed-width ones live here so that packages which only need lengths and counts
/// do not depend on a big-number library.
public enum LEB128: Sendable {
    // MARK: Encoding

    /// Appends the encoding of `value` to `bytes`.
    @inlinable
    public static func encode<T: FixedWidthInteger & UnsignedInteger>(_ value: T, into bytes: inout [UInt8]) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(truncatingIfNeeded: rest))
    }

    /// The encoding of `value`.
    @inlinable
    public static func encode<T: FixedWidthInteger & UnsignedInteger>(_ value: T) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(maximumByteCount(of: T.self))
        encode(value, into: &bytes)
        return bytes
    }

    /// The longest canonical encoding of a `T`: one byte per started group of seven bits.
    @inlinable
    public static func maximumByteCount<T: FixedWidthInteger>(of _: T.Type) -> Int { (T.bitWidth + 6) / 7 }

    // MARK: Decoding

    /// Decodes a fixed-width unsigned integer at the reader's offset, advancing it only on success.
    ///
    /// - Throws: ``LEB128Error/truncated(offset:end:)``, ``LEB128Error/overlong(offset:valueOffset:)``
    ///   (canonical only) or ``LEB128Error/overflow(offset:valueOffset:bitWidth:signed:)`` when the
    ///   value needs more than `T.bitWidth` bits.
    @inlinable
    public static func decode<T: FixedWidthInteger & UnsignedInteger>(
        _: T.Type = T.self, from reader: inout ByteReader, encoding: LEB128Encoding = .canonical
    ) throws(LEB128Error) -> T {
        try reader.withUnsafeUnreadBytes { (buffer, base) throws(LEB128Error) -> (result: T, consumed: Int) in
            let decoded = try decode(T.self, from: buffer, baseOffset: base, encoding: encoding)
            return (decoded.value, decoded.byteCount)
        }
    }

    /// Decodes a fixed-width unsigned integer at the start of `buffer`, for decoders that keep
    /// their own buffers (a stream's unread bytes, say). `baseOffset` is where `buffer` starts in
    /// the whole input and only shifts the offsets in errors.
    ///
    /// In canonical mode a value never reads more than ``maximumByteCount(of:)`` bytes: when the
    /// last group a `T` can have asks for another byte, the value is overlong or too large
    /// whatever follows, and ``LEB128Error/overflow(offset:valueOffset:bitWidth:signed:)`` is
    /// thrown at once. A stream decoder can therefore treat ``LEB128Error/truncated(offset:end:)``
    /// as "wait for more bytes" without waiting forever.
    @inlinable
    public static func decode<T: FixedWidthInteger & UnsignedInteger>(
        _: T.Type = T.self, from buffer: UnsafeBufferPointer<UInt8>, baseOffset base: Int = 0,
        encoding: LEB128Encoding = .canonical
    ) throws(LEB128Error) -> (value: T, byteCount: Int) {
        guard let first = buffer.first else { throw .truncated(offset: base, end: base) }
        // Most integers on the wire are small; every unsigned type has at least 8 bits.
        if first < 0x80 { return (T(truncatingIfNeeded: first), 1) }
        let lastCanonicalIndex = maximumByteCount(of: T.self) &- 1
        var result: T = 0
        var shift = 0
        var index = 0
        while true {
            guard index < buffer.count else { throw .truncated(offset: base, end: base &+ buffer.count) }
            let byte = buffer[index]
            let payload = byte & 0x7f
            if shift < T.bitWidth {
                let room = T.bitWidth &- shift
                if room < 7, payload >> room != 0 {
                    throw .overflow(offset: base &+ index, valueOffset: base, bitWidth: T.bitWidth, signed: false)
                }
                result |= T(truncatingIfNeeded: payload) << shift
            } else if payload != 0 {
                throw .overflow(offset: base &+ index, valueOffset: base, bitWidth: T.bitWidth, signed: false)
            }
            if byte < 0x80 {
                if encoding == .canonical, byte == 0 {
                    throw .overlong(offset: base &+ index, valueOffset: base)
                }
                return (result, index &+ 1)
            }
            if encoding == .canonical, index == lastCanonicalIndex {
                throw .overflow(offset: base &+ index, valueOffset: base, bitWidth: T.bitWidth, signed: false)
            }
            index &+= 1
            shift &+= 7
        }
    }
}

extension ByteReader {
    /// Reads an unsigned LEB128 value; see ``LEB128``.
    @inlinable
    public mutating func readLEB128<T: FixedWidthInteger & UnsignedInteger>(
        _ type: T.Type = T.self, encoding: LEB128Encoding = .canonical
    ) throws(LEB128Error) -> T {
        try LEB128.decode(type, from: &self, encoding: encoding)
    }
}
