import BigInt

/// Conversions between integers and exactly-N-byte strings (32-byte scalars, 8-byte EOS amounts...).
public enum FixedWidthBytes: Sendable {
    /// Largest byte count a `bytes(count:)` conversion will produce. 65,536 bytes is far above
    /// any key, hash or scalar size, and stops a length read from untrusted input from becoming
    /// an unbounded allocation.
    public static let maxByteCount = 65_536

    static func checkCount(_ count: Int) throws(FixedWidthBytesError) {
        guard count >= 0, count <= maxByteCount else {
            throw .invalidByteCount(count, limit: maxByteCount)
        }
    }

    /// Little-endian words from bytes in the given order.
    static func words<Bytes: Collection>(from bytes: Bytes, endianness: Endianness) -> [UInt]
    where Bytes.Element == UInt8 {
        let byteCount = bytes.count
        let bytesPerWord = UInt.bitWidth / 8
        var words = [UInt](repeating: 0, count: (byteCount + bytesPerWord - 1) / bytesPerWord)
        var littleIndex = endianness == .little ? 0 : byteCount - 1
        let step = endianness == .little ? 1 : -1
        for byte in bytes {
            words[littleIndex / bytesPerWord] |= UInt(byte) << (8 * (littleIndex % bytesPerWord))
            littleIndex += step
        }
        return words
    }

    /// `count` bytes of the little-endian `words`, padded with `fill`, in the given order.
    static func bytes(of words: [UInt], count: Int, fill: UInt8, endianness: Endianness) -> [UInt8] {
        let bytesPerWord = UInt.bitWidth / 8
        var result = [UInt8](repeating: fill, count: count)
        let available = Swift.min(count, words.count * bytesPerWord)
        for littleIndex in 0..<available {
            let byte = UInt8(
                truncatingIfNeeded: words[littleIndex / bytesPerWord] >> (8 * (littleIndex % bytesPerWord)))
            result[endianness == .little ? littleIndex : count - 1 - littleIndex] = byte
        }
        return result
    }
}

extension BigUInt {
    /// The unsigned integer whose bytes are `bytes` (any length; leading zeros are allowed).
    public init<Bytes: Collection>(bytes: Bytes, endianness: Endianness = .big) where Bytes.Element == UInt8 {
        self.init(words: FixedWidthBytes.words(from: bytes, endianness: endianness))
    }

    /// Exactly `count` bytes, left-padded with zeros (big-endian) or right-padded (little-endian).
    ///
    /// - Throws: ``FixedWidthBytesError/valueTooLarge(requiredBytes:byteCount:)`` when the value
    ///   needs more than `count` bytes; ``FixedWidthBytesError/invalidByteCount(_:limit:)``.
    public func bytes(count: Int, endianness: Endianness = .big) throws(FixedWidthBytesError) -> [UInt8] {
        try FixedWidthBytes.checkCount(count)
        let required = (bitWidth + 7) / 8
        guard required <= count else { throw .valueTooLarge(requiredBytes: required, byteCount: count) }
        return FixedWidthBytes.bytes(of: Array(words), count: count, fill: 0, endianness: endianness)
    }

    /// The shortest byte string for the value (no leading zero bytes; zero is empty).
    public func minimalBytes(endianness: Endianness = .big) -> [UInt8] {
        FixedWidthBytes.bytes(of: Array(words), count: (bitWidth + 7) / 8, fill: 0, endianness: endianness)
    }
}

extension BigInt {
    /// The signed integer whose two's complement bytes are `bytes`; the top bit of the most
    /// significant byte is the sign. Empty input is zero.
    public init<Bytes: Collection>(twosComplementBytes bytes: Bytes, endianness: Endianness = .big)
    where Bytes.Element == UInt8 {
        let count = bytes.count
        guard count > 0 else {
            self.init(0)
            return
        }
        var words = FixedWidthBytes.words(from: bytes, endianness: endianness)
        let topByte = UInt8(
            truncatingIfNeeded: words[(count - 1) / (UInt.bitWidth / 8)] >> (8 * ((count - 1) % (UInt.bitWidth / 8))))
        guard topByte & 0x80 != 0 else {
            self.init(sign: .plus, magnitude: BigUInt(words: words))
            return
        }
        // Negative: magnitude = 2^(8·count) − raw = (~raw within 8·count bits) + 1.
        for index in words.indices { words[index] = ~words[index] }
        let usedBits = 8 * count - (words.count - 1) * UInt.bitWidth
        if usedBits < UInt.bitWidth {
            words[words.count - 1] &= (1 << UInt(usedBits)) - 1
        }
        self.init(sign: .minus, magnitude: BigUInt(words: words) + 1)
    }

    /// Exactly `count` bytes of two's complement, sign-extended.
    ///
    /// - Throws: ``FixedWidthBytesError/valueTooLarge(requiredBytes:byteCount:)`` when the value is
    ///   outside −2^(8·count−1) ... 2^(8·count−1) − 1; ``FixedWidthBytesError/invalidByteCount(_:limit:)``.
    public func twosComplementBytes(count: Int, endianness: Endianness = .big) throws(FixedWidthBytesError) -> [UInt8] {
        try FixedWidthBytes.checkCount(count)
        let negative = sign == .minus && !magnitude.isZero
        let base = negative ? magnitude - 1 : magnitude
        // One more bit than the magnitude needs, for the sign; zero needs no bytes at all.
        let required = base.isZero && !negative ? 0 : (base.bitWidth + 1 + 7) / 8
        guard required <= count else { throw .valueTooLarge(requiredBytes: required, byteCount: count) }
        var words = Array(base.words)
        if negative {
            for index in words.indices { words[index] = ~words[index] }
        }
        return FixedWidthBytes.bytes(of: words, count: count, fill: negative ? 0xff : 0, endianness: endianness)
    }
}

extension FixedWidthInteger {
    /// The integer stored in exactly `Self.bitWidth / 8` bytes.
    ///
    /// - Throws: ``FixedWidthBytesError/wrongLength(expected:actual:)`` for any other length.
    @inlinable
    public init<Bytes: Collection>(bytes: Bytes, endianness: Endianness = .big) throws(FixedWidthBytesError)
    where Bytes.Element == UInt8 {
        let size = Self.bitWidth / 8
        guard bytes.count == size else { throw .wrongLength(expected: size, actual: bytes.count) }
        var value: Self = 0
        switch endianness {
        case .big:
            for byte in bytes { value = (value << 8) | Self(truncatingIfNeeded: byte) }
        case .little:
            for byte in bytes.reversed() { value = (value << 8) | Self(truncatingIfNeeded: byte) }
        }
        self = value
    }

    /// The `Self.bitWidth / 8` bytes of the value (two's complement for signed types).
    @inlinable
    public func bytes(endianness: Endianness = .big) -> [UInt8] {
        let size = Self.bitWidth / 8
        var result = [UInt8](repeating: 0, count: size)
        var rest = self
        for index in 0..<size {
            result[endianness == .little ? index : size - 1 - index] = UInt8(truncatingIfNeeded: rest)
            rest >>= 8
        }
        return result
    }
}
