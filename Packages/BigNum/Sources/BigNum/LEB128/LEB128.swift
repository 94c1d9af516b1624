/// Unsigned LEB128 (little-endian base 128), as used by DWARF, WebAssembly and Candid.
///
/// Each byte carries 7 bits of the value, least significant group first; the high bit says
/// whether another byte follows. Decoding reads from a ByteTools `ByteReader` at its current offset and
/// advances it only on success.
public enum LEB128: Sendable {
    /// Default cap on the length of an arbitrary-precision value: 65,536 bytes encode numbers of
    /// up to 458,752 bits, far beyond any real amount, while keeping a hostile length field from
    /// turning into a large allocation.
    public static let defaultMaxBytes = 65_536

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
        bytes.reserveCapacity((T.bitWidth + 6) / 7)
        encode(value, into: &bytes)
        return bytes
    }

    /// Appends the encoding of an arbitrary-precision `value` to `bytes`, in time linear in its size.
    public static func encode(_ value: BigUInt, into bytes: inout [UInt8]) {
        if value.bitWidth <= 64 {
            // Same bytes as the general path, without copying the words.
            encode(UInt64(truncatingIfNeeded: value), into: &bytes)
            return
        }
        let words = Array(value.words)
        let groups = Swift.max(1, (value.bitWidth + 6) / 7)
        // Grow geometrically: reserving exactly `count + groups` on every call would reallocate
        // (and copy) the whole buffer for each value appended to a long stream.
        if bytes.capacity - bytes.count < groups {
            bytes.reserveCapacity(Swift.max(bytes.count + groups, bytes.capacity * 2))
        }
        for group in 0..<groups {
            let payload = sevenBits(of: words, at: group * 7, fill: 0)
            bytes.append(group == groups - 1 ? payload : payload | 0x80)
        }
    }

    /// The encoding of an arbitrary-precision `value`.
    public static func encode(_ value: BigUInt) -> [UInt8] {
        var bytes: [UInt8] = []
        encode(value, into: &bytes)
        return bytes
    }

    /// Number of bytes the encoding of `value` takes.
    public static func encodedCount(of value: BigUInt) -> Int {
        Swift.max(1, (value.bitWidth + 6) / 7)
    }

    // MARK: Decoding

    /// Decodes a fixed-width unsigned integer at the reader's offset.
    ///
    /// - Throws: ``LEB128Error/truncated(offset:end:)``, ``LEB128Error/overlong(offset:valueOffset:)``
    ///   (canonical only) or ``LEB128Error/overflow(offset:valueOffset:bitWidth:signed:)`` when the
    ///   value needs more than `T.bitWidth` bits.
    @inlinable
    public static func decode<T: FixedWidthInteger & UnsignedInteger>(
        _: T.Type = T.self, from reader: inout ByteReader, encoding: LEB128Encoding = .canonical
    ) throws(LEB128Error) -> T {
        try reader.withUnsafeUnreadBytes { (buffer, base) throws(LEB128Error) -> (result: T, consumed: Int) in
            guard let first = buffer.first else { throw .truncated(offset: base, end: base) }
            // Most integers on the wire are small; every unsigned type has at least 8 bits.
            if first < 0x80 { return (T(truncatingIfNeeded: first), 1) }
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
                index &+= 1
                if byte < 0x80 {
                    if encoding == .canonical, byte == 0 {
                        throw .overlong(offset: base &+ index &- 1, valueOffset: base)
                    }
                    return (result, index)
                }
                shift &+= 7
            }
        }
    }

    /// Decodes an arbitrary-precision unsigned integer at the reader's offset, in time linear in
    /// its length: 7-bit groups are packed into machine words and the `BigUInt` is built once.
    ///
    /// - Parameters:
    ///   - type: `BigUInt.self`.
    ///   - reader: read from its offset, which advances past the value only on success.
    ///   - encoding: whether redundant trailing bytes are rejected (``LEB128Encoding/canonical``).
    ///   - maxBytes: longest accepted encoding; longer input throws
    ///     ``LEB128Error/tooLong(offset:maxBytes:)`` before anything is allocated.
    public static func decode(
        _: BigUInt.Type, from reader: inout ByteReader, encoding: LEB128Encoding = .canonical,
        maxBytes: Int = LEB128.defaultMaxBytes
    ) throws(LEB128Error) -> BigUInt {
        try reader.withUnsafeUnreadBytes { (buffer, base) throws(LEB128Error) -> (result: BigUInt, consumed: Int) in
            let length = try terminatedLength(buffer, base: base, maxBytes: maxBytes)
            if encoding == .canonical, length > 1, buffer[length - 1] == 0 {
                throw .overlong(offset: base + length - 1, valueOffset: base)
            }
            if length <= 9 {
                // 63 bits fit in one word; skip the word array entirely.
                var value: UInt64 = 0
                for index in 0..<length {
                    value |= UInt64(buffer[index] & 0x7f) << (7 * index)
                }
                return (BigUInt(value), length)
            }
            let words = packSevenBitGroups(buffer, length: length)
            return (BigUInt(words: words), length)
        }
    }

    // MARK: Helpers shared with SLEB128

    /// Length of the encoding at the start of `buffer` (index of the first byte below 0x80, plus one).
    static func terminatedLength(
        _ buffer: UnsafeBufferPointer<UInt8>, base: Int, maxBytes: Int
    ) throws(LEB128Error) -> Int {
        let limit = Swift.min(buffer.count, Swift.max(0, maxBytes))
        var index = 0
        while index < limit {
            if buffer[index] < 0x80 { return index + 1 }
            index += 1
        }
        if limit < buffer.count || maxBytes <= 0 { throw .tooLong(offset: base, maxBytes: maxBytes) }
        throw .truncated(offset: base, end: base + buffer.count)
    }

    /// Little-endian machine words holding the 7-bit payloads of the first `length` bytes.
    static func packSevenBitGroups(_ buffer: UnsafeBufferPointer<UInt8>, length: Int) -> [UInt] {
        let wordBits = UInt.bitWidth
        let totalBits = 7 * length
        var words = [UInt](repeating: 0, count: (totalBits + wordBits - 1) / wordBits)
        var bit = 0
        for index in 0..<length {
            let payload = UInt(buffer[index] & 0x7f)
            let word = bit / wordBits
            let offset = bit % wordBits
            words[word] |= payload << offset
            if offset > wordBits - 7 {
                words[word + 1] |= payload >> (wordBits - offset)
            }
            bit += 7
        }
        return words
    }

    /// Seven bits of the little-endian word array starting at bit `bit`; bits past the end
    /// read as `fill` (all zeros, or all ones for a negative two's complement value).
    static func sevenBits(of words: [UInt], at bit: Int, fill: UInt) -> UInt8 {
        let wordBits = UInt.bitWidth
        let index = bit / wordBits
        let offset = bit % wordBits
        let low = index < words.count ? words[index] : fill
        var value = low >> offset
        if offset > wordBits - 7 {
            let high = index + 1 < words.count ? words[index + 1] : fill
            value |= high << (wordBits - offset)
        }
        return UInt8(truncatingIfNeeded: value) & 0x7f
    }
}

extension ByteReader {
    /// Reads an unsigned LEB128 value; see ``LEB128/decode(_:from:encoding:)``.
    @inlinable
    public mutating func readLEB128<T: FixedWidthInteger & UnsignedInteger>(
        _ type: T.Type = T.self, encoding: LEB128Encoding = .canonical
    ) throws(LEB128Error) -> T {
        try LEB128.decode(type, from: &self, encoding: encoding)
    }

    /// Reads an arbitrary-precision unsigned LEB128 value; see ``LEB128/decode(_:from:encoding:maxBytes:)``.
    public mutating func readLEB128(
        _ type: BigUInt.Type, encoding: LEB128Encoding = .canonical, maxBytes: Int = LEB128.defaultMaxBytes
    ) throws(LEB128Error) -> BigUInt {
        try LEB128.decode(type, from: &self, encoding: encoding, maxBytes: maxBytes)
    }
}
