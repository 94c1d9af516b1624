import BigInt

/// Arbitrary-precision `BigUInt` forms of ByteTools' ``LEB128``, in time linear in the value's size.
extension LEB128 {
    /// Default cap on the length of an arbitrary-precision value: 65,536 bytes encode numbers of
    /// up to 458,752 bits, far beyond any real amount, while keeping a hostile length field from
    /// turning into a large allocation.
    public static let defaultMaxBytes = 65_536

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
            let payload = SevenBitGroups.sevenBits(of: words, at: group * 7, fill: 0)
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

    /// Decodes an arbitrary-precision unsigned integer at the reader's offset, in time linear in
    /// its length: 7-bit groups are packed into machine words and the `BigUInt` is built once.
    ///
    /// - Parameters:
    ///   - type: `BigUInt.self`.
    ///   - reader: read from its offset, which advances past the value only on success.
    ///   - encoding: whether redundant trailing bytes are rejected (ByteTools' `LEB128Encoding.canonical`).
    ///   - maxBytes: longest accepted encoding; longer input throws
    ///     `LEB128Error.tooLong` before anything is allocated.
    public static func decode(
        _: BigUInt.Type, from reader: inout ByteReader, encoding: LEB128Encoding = .canonical,
        maxBytes: Int = LEB128.defaultMaxBytes
    ) throws(LEB128Error) -> BigUInt {
        try reader.withUnsafeUnreadBytes { (buffer, base) throws(LEB128Error) -> (result: BigUInt, consumed: Int) in
            let length = try SevenBitGroups.terminatedLength(buffer, base: base, maxBytes: maxBytes)
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
            let words = SevenBitGroups.pack(buffer, length: length)
            return (BigUInt(words: words), length)
        }
    }
}

extension ByteReader {
    /// Reads an arbitrary-precision unsigned LEB128 value; see ``LEB128/decode(_:from:encoding:maxBytes:)``.
    public mutating func readLEB128(
        _ type: BigUInt.Type, encoding: LEB128Encoding = .canonical, maxBytes: Int = LEB128.defaultMaxBytes
    ) throws(LEB128Error) -> BigUInt {
        try LEB128.decode(type, from: &self, encoding: encoding, maxBytes: maxBytes)
    }
}
