/// Signed LEB128 for fixed-width integers: two's complement in 7-bit groups, least significant
/// first, where bit 6 of the last byte is the sign. BigNum extends it with `BigInt` forms.
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
        bytes.reserveCapacity(LEB128.maximumByteCount(of: T.self))
        encode(value, into: &bytes)
        return bytes
    }

    // MARK: Decoding

    /// Decodes a fixed-width signed integer at the reader's offset, advancing it only on success.
    ///
    /// - Throws: ``LEB128Error/truncated(offset:end:)``, ``LEB128Error/overlong(offset:valueOffset:)``
    ///   (canonical only) or ``LEB128Error/overflow(offset:valueOffset:bitWidth:signed:)``; in
    ///   canonical mode the overflow comes as soon as the last group a `T` can have asks for
    ///   another byte, as with ``LEB128``.
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
            let lastCanonicalIndex = LEB128.maximumByteCount(of: T.self) &- 1
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
                if encoding == .canonical, byte >= 0x80, index == lastCanonicalIndex {
                    throw .overflow(offset: base &+ index, valueOffset: base, bitWidth: width, signed: true)
                }
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
            if encoding == .canonical, index > 1,
                isRedundant(last: byte, previous: buffer[index &- 2])
            {
                throw .overlong(offset: base &+ index &- 1, valueOffset: base)
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

    /// Whether `last`, the final byte of an encoding, only repeats the sign that `previous`
    /// already implied: such an encoding is not the shortest one.
    @inlinable
    public static func isRedundant(last: UInt8, previous: UInt8) -> Bool {
        let previousSign = previous & 0x40 != 0
        return (last == 0x00 && !previousSign) || (last == 0x7f && previousSign)
    }
}

extension ByteReader {
    /// Reads a signed LEB128 value; see ``SLEB128``.
    @inlinable
    public mutating func readSLEB128<T: FixedWidthInteger & SignedInteger>(
        _ type: T.Type = T.self, encoding: LEB128Encoding = .canonical
    ) throws(LEB128Error) -> T {
        try SLEB128.decode(type, from: &self, encoding: encoding)
    }
}
