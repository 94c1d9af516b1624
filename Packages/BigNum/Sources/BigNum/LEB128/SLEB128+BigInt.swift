import BigInt

/// Arbitrary-precision `BigInt` forms of ByteTools' ``SLEB128``, in time linear in the value's size.
extension SLEB128 {
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
            let payload = SevenBitGroups.sevenBits(of: words, at: group * 7, fill: fill)
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

    /// Decodes an arbitrary-precision signed integer at the reader's offset, in time linear in its length.
    ///
    /// - Parameters:
    ///   - type: `BigInt.self`.
    ///   - reader: read from its offset, which advances past the value only on success.
    ///   - encoding: whether redundant trailing bytes are rejected (ByteTools' `LEB128Encoding.canonical`).
    ///   - maxBytes: longest accepted encoding; longer input throws
    ///     `LEB128Error.tooLong` before anything is allocated.
    public static func decode(
        _: BigInt.Type, from reader: inout ByteReader, encoding: LEB128Encoding = .canonical,
        maxBytes: Int = LEB128.defaultMaxBytes
    ) throws(LEB128Error) -> BigInt {
        try reader.withUnsafeUnreadBytes { (buffer, base) throws(LEB128Error) -> (result: BigInt, consumed: Int) in
            let length = try SevenBitGroups.terminatedLength(buffer, base: base, maxBytes: maxBytes)
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
            var words = SevenBitGroups.pack(buffer, length: length)
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
}

extension ByteReader {
    /// Reads an arbitrary-precision signed LEB128 value; see ``SLEB128/decode(_:from:encoding:maxBytes:)``.
    public mutating func readSLEB128(
        _ type: BigInt.Type, encoding: LEB128Encoding = .canonical, maxBytes: Int = LEB128.defaultMaxBytes
    ) throws(LEB128Error) -> BigInt {
        try SLEB128.decode(type, from: &self, encoding: encoding, maxBytes: maxBytes)
    }
}
