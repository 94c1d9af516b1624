import BigInt
import BigNum
import ByteToolsTesting
import Testing

/// Every random property test draws from ByteToolsTesting's SplitMix64, so a failure reproduces from its seed.
typealias SeededGenerator = SplitMix64

extension SplitMix64 {

    /// A UInt64 with a random bit length, so small and large values are equally likely.
    mutating func mixedUInt64() -> UInt64 {
        let bits = Int(next() % 65)
        if bits == 0 { return 0 }
        return next() >> (64 - bits)
    }

    mutating func mixedInt64() -> Int64 {
        let magnitude = Int64(bitPattern: mixedUInt64() >> 1)
        return next() & 1 == 0 ? magnitude : ~magnitude
    }

    /// A BigUInt of up to `maxBits` bits with a random length.
    mutating func bigUInt(maxBits: Int) -> BigUInt {
        let bits = Int(next() % UInt64(maxBits + 1))
        if bits == 0 { return 0 }
        var words: [UInt] = []
        for _ in 0..<((bits + 63) / 64) { words.append(UInt(next())) }
        let extra = words.count * 64 - bits
        words[words.count - 1] >>= UInt(extra)
        return BigUInt(words: words)
    }

    mutating func bigInt(maxBits: Int) -> BigInt {
        let magnitude = bigUInt(maxBits: maxBits)
        return BigInt(sign: next() & 1 == 0 ? .plus : .minus, magnitude: magnitude)
    }
}

func hex(_ bytes: [UInt8]) -> String {
    Hex.encode(bytes, separator: " ")
}

/// A hex literal written by the test (spaces and `0x` allowed); a malformed one is a test issue.
func bytes(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> [UInt8] {
    hexLiteral(text, sourceLocation: sourceLocation)
}

/// Deliberately naive LEB128, written from the definition bit by bit, to check the real codec against.
enum ReferenceLEB128 {
    static func unsigned(_ value: BigUInt) -> [UInt8] {
        var bits = bitsOf(value, count: value.bitWidth)
        repeat { bits.append(false) } while bits.count % 7 != 0
        if bits.count > 7, !bits[(bits.count - 7)...].contains(true) { bits.removeLast(7) }
        return groups(bits)
    }

    static func signed(_ value: BigInt) -> [UInt8] {
        // Smallest n with −2^(7n−1) <= value < 2^(7n−1); encode value mod 2^(7n).
        var groupCount = 1
        while true {
            let half = BigInt(1) << (7 * groupCount - 1)
            if value >= -half && value < half { break }
            groupCount += 1
        }
        var unsignedValue = value
        if value < 0 { unsignedValue += BigInt(1) << (7 * groupCount) }
        return groups(bitsOf(unsignedValue.magnitude, count: 7 * groupCount))
    }

    /// The lowest `count` bits, least significant first, read one at a time from the words.
    private static func bitsOf(_ value: BigUInt, count: Int) -> [Bool] {
        let words = Array(value.words)
        return (0..<count).map { bit in
            let word = bit / 64 < words.count ? words[bit / 64] : 0
            return (word >> UInt(bit % 64)) & 1 == 1
        }
    }

    private static func groups(_ bits: [Bool]) -> [UInt8] {
        var result: [UInt8] = []
        for start in stride(from: 0, to: bits.count, by: 7) {
            var byte: UInt8 = 0
            for bit in 0..<7 where bits[start + bit] { byte |= 1 << UInt8(bit) }
            if start + 7 < bits.count { byte |= 0x80 }
            result.append(byte)
        }
        return result
    }

    /// Shift-and-add decoding of an unsigned value.
    static func decodeUnsigned(_ bytes: [UInt8]) -> BigUInt {
        var value = BigUInt(0)
        for (index, byte) in bytes.enumerated() {
            value += BigUInt(byte & 0x7f) << (7 * index)
        }
        return value
    }

    /// Shift-and-add decoding of a signed value.
    static func decodeSigned(_ bytes: [UInt8]) -> BigInt {
        let raw = BigInt(decodeUnsigned(bytes))
        guard let last = bytes.last, last & 0x40 != 0 else { return raw }
        return raw - (BigInt(1) << (7 * bytes.count))
    }
}
