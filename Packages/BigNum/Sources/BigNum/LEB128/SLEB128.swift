/// Signed LEB128: two's complement in 7-bit groups, least significant first, where bit 6 of the
/// last byte is the sign. Decoding reads from a ByteTools `ByteReader` and advances it only on success.
///
/// A trailing byte is redundant (overlong) when it is `0x00` and the byte before has bit 6
/// clear, or `0x7f` and the byte before has bit 6 set: in both cases the previous byte already
/// implied the same sign extension.
public enum SLEB128: Sendable {
    // MARK: Encoding

    /// Appends the encoding of `value` to `bytes`.
    @inlinable
    public static func encode<T: FixedWidthInteger & SignedInteger>(_ value: T, into bytes: inout [UInt8]) {
        var rest = value
        while true {
            let payload = UInt8(truncatingIfNeeded: rest) & 0x7f
            rest >>= 7
            let signBitSet = payload & 0x40 != 0
            if (rest == 0 && !signBitSet) || (rest == -1 && signBitSet) {
                bytes.append(payload)
                return
            }
            bytes.append(payload | 0x80)
        }
    }

    /// The encoding of `value`.
    @inlinable
    public static func encode<T: FixedWidthInteger & SignedInteger>(_ value: T) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity((T.bitWidth + 6) / 7)
        encode(value, into: &bytes)
        return bytes
    }

    /// Appends the encoding of an arbitrary-precision `value` to `bytes`, in time linear in its size.
    public static func encode(_ value: BigInt, into bytes: inout [UInt8]) {
        if value.magnitude.bitWidth <= 63 {
            // Same bytes as the general path, without building a word array.
            encode(Int64(truncatingIfNeeded: value), into: &bytes)
            return
        }
        let negative = value.sign == .minus && !value.magnitude.isZero
        // Two's complement of −m is ~(m − 1); working on m − 1 keeps everything unsigned.
        let base = negative ? value.magnitude - 1 : value.magnitude
        var words = Array(base.words)
        if negative {
            for index in words.indices { words[index] = ~words[index] }
        }
        let groups = encodedCount(significantBits: base.bitWidth)
        let fill: UInt = negative ? ~0 : 0
        // Grow geometrically: reserving exactly `count + groups` on every call would reallocate
        // (and copy) the whole buffer for each value appended to a long stream.
        if bytes.capacity - bytes.count < groups {
            bytes.reserveCapacity(Swift.max(bytes.count + groups, bytes.capacity * 2))
        }
        for group in 0..<groups {
            let payload = LEB128.sevenBits(of: words, at: group * 7, fill: fill)
            bytes.append(group == groups - 1 ? payload : payload | 0x80)
        }
    }

    /// The encoding of an arbitrary-precision `value`.
    public static func encode(_ value: BigInt) -> [UInt8] {
        var bytes: [UInt8] = []
        encode(value, into: &bytes)
        return bytes
    }

    /// Number of bytes the encoding of `value` takes.
    public static func encodedCount(of value: BigInt) -> Int {
        let negative = value.sign == .minus && !value.magnitude.isZero
        let base = negative ? value.magnitude - 1 : value.magnitude
        return encodedCount(significantBits: base.bitWidth)
    }

    private static func encodedCount(significantBits: Int) -> Int {
        // One extra bit for the sign.
        (significantBits + 1 + 6) / 7
    }

    // MARK: Decoding

    /// Decodes a fixed-width signed integer at the reader's offset.
    ///
    /// - Throws: ``LEB128Error/truncated(offset:end:)``, ``LEB128Error/overlong(offset:valueOffset:)``
    ///   (canonical only) or ``LEB128Error/overflow(offset:valueOffset:bitWidth:signed:)``.
    @inlinable
    public static func decode<T: FixedWidthInteger & SignedInteger>(
        _: T.Type = T.self, from reader: inout ByteReader, encoding: LEB128Encoding = .canonical
    ) throws(LEB128Error) -> T {
        try reader.withUnsafeUnreadBytes { (buffer, base) throws(LEB128Error) -> (result: T, consumed: Int) in
            guard let first = buffer.first else { throw .truncated(offset: base, end: base) }
            if first < 0x80 {
                // Sign-extend the 7-bit payload; every signed type has at least 8 bits.
                return (T(truncatingIfNeeded: Int8(bitPattern: first << 1) >> 1), 1)
            }
            let width = T.bitWidth
            var result: T = 0
            var shift = 0
            var index = 0
            // Bits at positions >= width - 1 must all equal the final sign bit for the value to fit.
            var highBitsAllZero = true
            var highBitsAllOne = true
            var byte: UInt8 = 0
            repeat {
                guard index < buffer.count else { throw .truncated(offset: base, end: base &+ buffer.count) }
                byte = buffer[index]
                let payload = byte & 0x7f
                if shift < width {
                    result |= T(truncatingIfNeeded: payload) << shift
                }
                if shift &+ 7 > width &- 1 {
                    let low = Swift.max(0, width &- 1 &- shift)
                    let high = payload >> UInt8(low)
                    let all: UInt8 = 0x7f >> UInt8(low)
                    if high != 0 { highBitsAllZero = false }
                    if high != all { highBitsAllOne = false }
                }
                index &+= 1
                shift &+= 7
            } while byte >= 0x80
            if encoding == .canonical, index > 1 {
                let previous = buffer[index &- 2]
                if SLEB128.isRedundant(last: byte, previous: previous) {
                    throw .overlong(offset: base &+ index &- 1, valueOffset: base)
                }
            }
            let negative = byte & 0x40 != 0
            guard negative ? highBitsAllOne : highBitsAllZero else {
                throw .overflow(offset: base &+ index &- 1, valueOffset: base, bitWidth: width, signed: true)
            }
            if negative, shift < width {
                result |= T(-1) << shift
            }
            return (result, index)
        }
    }

    /// Decodes an arbitrary-precision signed integer at the reader's offset, in time linear in its length.
    ///
    /// - Parameters:
    ///   - type: `BigInt.self`.
    ///   - reader: read from its offset, which advances past the value only on success.
    ///   - encoding: whether redundant trailing bytes are rejected (``LEB128Encoding/canonical``).
    ///   - maxBytes: longest accepted encoding; longer input throws
    ///     ``LEB128Error/tooLong(offset:maxBytes:)`` before anything is allocated.
    public static func decode(
        _: BigInt.Type, from reader: inout ByteReader, encoding: LEB128Encoding = .canonical,
        maxBytes: Int = LEB128.defaultMaxBytes
    ) throws(LEB128Error) -> BigInt {
        try reader.withUnsafeUnreadBytes { (buffer, base) throws(LEB128Error) -> (result: BigInt, consumed: Int) in
            let length = try LEB128.terminatedLength(buffer, base: base, maxBytes: maxBytes)
            if encoding == .canonical, length > 1,
                isRedundant(last: buffer[length - 1], previous: buffer[length - 2])
            {
                throw .overlong(offset: base + length - 1, valueOffset: base)
            }
            let negative = buffer[length - 1] & 0x40 != 0
            if length <= 9 {
                // 63 bits of two's complement always fit in Int64.
                var bits: UInt64 = 0
                for index in 0..<length {
                    bits |= UInt64(buffer[index] & 0x7f) << (7 * index)
                }
                let unused = 64 - 7 * length
                let value = Int64(bitPattern: bits << unused) >> unused
                return (BigInt(value), length)
            }
            var words = LEB128.packSevenBitGroups(buffer, length: length)
            guard negative else { return (BigInt(sign: .plus, magnitude: BigUInt(words: words)), length) }
            // value = raw − 2^(7·length); its magnitude is the two's complement of raw within 7·length bits.
            for index in words.indices { words[index] = ~words[index] }
            let usedBits = 7 * length - (words.count - 1) * UInt.bitWidth
            if usedBits < UInt.bitWidth {
                words[words.count - 1] &= (1 << UInt(usedBits)) - 1
            }
            let magnitude = BigUInt(words: words) + 1
            return (BigInt(sign: .minus, magnitude: magnitude), length)
        }
    }

    @usableFromInline
    static func isRedundant(last: UInt8, previous: UInt8) -> Bool {
        let previousSign = previous & 0x40 != 0
        return (last == 0x00 && !previousSign) || (last == 0x7f && previousSign)
    }
}

extension ByteReader {
    /// Reads a signed LEB128 value; see ``SLEB128/decode(_:from:encoding:)``.
    @inlinable
    public mutating func readSLEB128<T: FixedWidthInteger & SignedInteger>(
        _ type: T.Type = T.self, encoding: LEB128Encoding = .canonical
    ) throws(LEB128Error) -> T {
        try SLEB128.decode(type, from: &self, encoding: encoding)
    }

    /// Reads an arbitrary-precision signed LEB128 value; see ``SLEB128/decode(_:from:encoding:maxBytes:)``.
    public mutating func readSLEB128(
        _ type: BigInt.Type, encoding: LEB128Encoding = .canonical, maxBytes: Int = LEB128.defaultMaxBytes
    ) throws(LEB128Error) -> BigInt {
        try SLEB128.decode(type, from: &self, encoding: encoding, maxBytes: maxBytes)
    }
}
