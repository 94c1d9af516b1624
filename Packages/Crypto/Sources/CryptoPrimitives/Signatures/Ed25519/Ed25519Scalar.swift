/// Numbers modulo the order of Ed25519's base point, L = 2²⁵² + 27742317777372353535851937790883648493,
/// as four little-endian 64-bit words: what signature verification needs of them (the range check of
/// S, the reduction of the 512-bit hash, and signed digits for scalar multiplication). Public data
/// only: nothing here is constant-time.
enum Ed25519Scalar {
    typealias Words = (UInt64, UInt64, UInt64, UInt64)

    /// L, little-endian words.
    static let order: Words = (0x5812_631A_5CF5_D3ED, 0x14DE_F9DE_A2F7_9CD6, 0, 0x1000_0000_0000_0000)

    /// `bytes` (32, little-endian) as words.
    static func words(littleEndian bytes: ArraySlice<UInt8>) -> Words {
        var words: [UInt64] = [0, 0, 0, 0]
        for (index, byte) in bytes.enumerated() { words[index / 8] |= UInt64(byte) << (8 * UInt64(index % 8)) }
        return (words[0], words[1], words[2], words[3])
    }

    /// Whether `value` < L: S of a signature must be, or the signature is malleable (RFC 8032
    /// §5.1.7 step 1).
    static func isReduced(_ value: Words) -> Bool {
        isLess(value, order)
    }

    /// A 64-byte little-endian number (a SHA-512 digest) modulo L.
    ///
    /// Bit by bit from the top, doubling a remainder that stays below L, so below 2²⁵³ once
    /// doubled: simple and plainly right, at about a microsecond.
    static func reduce(littleEndian bytes: [UInt8]) -> Words {
        var remainder: Words = (0, 0, 0, 0)
        for index in stride(from: bytes.count - 1, through: 0, by: -1) {
            let byte = bytes[index]
            for bit in stride(from: 7, through: 0, by: -1) {
                let incoming = UInt64(byte >> UInt8(bit) & 1)
                remainder = (
                    remainder.0 << 1 | incoming, remainder.1 << 1 | remainder.0 >> 63,
                    remainder.2 << 1 | remainder.1 >> 63, remainder.3 << 1 | remainder.2 >> 63
                )
                if !isLess(remainder, order) { remainder = subtracting(order, from: remainder) }
            }
        }
        return remainder
    }

    /// The width-`width` non-adjacent form of `value`: 257 signed digits, least significant
    /// first, each 0 or odd with magnitude below 2^(width−1), and any two nonzero ones at least
    /// `width` apart, so that Σ digitᵢ·2ⁱ = `value`.
    static func nonAdjacentForm(_ value: Words, width: Int) -> [Int8] {
        var digits = [Int8](repeating: 0, count: 257)
        var limbs: [UInt64] = [value.0, value.1, value.2, value.3, 0]
        let window = UInt64(1) << UInt64(width)
        let mask = window - 1
        var position = 0
        while position < 257 && limbs.contains(where: { $0 != 0 }) {
            if limbs[0] & 1 == 1 {
                var digit = Int64(limbs[0] & mask)
                if digit >= Int64(window / 2) { digit -= Int64(window) }
                digits[position] = Int8(digit)
                if digit > 0 {
                    // The low `width` bits are the digit: subtracting it only clears them.
                    limbs[0] -= UInt64(digit)
                } else {
                    // Adding −digit sets those bits to zero with a carry upwards.
                    var carry = UInt64(-digit)
                    for index in limbs.indices where carry != 0 {
                        let (sum, overflow) = limbs[index].addingReportingOverflow(carry)
                        limbs[index] = sum
                        carry = overflow ? 1 : 0
                    }
                }
            }
            for index in 0..<4 { limbs[index] = limbs[index] >> 1 | limbs[index + 1] << 63 }
            limbs[4] >>= 1
            position += 1
        }
        return digits
    }

    private static func isLess(_ a: Words, _ b: Words) -> Bool {
        if a.3 != b.3 { return a.3 < b.3 }
        if a.2 != b.2 { return a.2 < b.2 }
        if a.1 != b.1 { return a.1 < b.1 }
        return a.0 < b.0
    }

    /// `a` − `b` for `a` ≥ `b`.
    private static func subtracting(_ b: Words, from a: Words) -> Words {
        let (r0, borrow0) = a.0.subtractingReportingOverflow(b.0)
        let (r1a, borrow1a) = a.1.subtractingReportingOverflow(b.1)
        let (r1, borrow1b) = r1a.subtractingReportingOverflow(borrow0 ? 1 : 0)
        let (r2a, borrow2a) = a.2.subtractingReportingOverflow(b.2)
        let (r2, borrow2b) = r2a.subtractingReportingOverflow(borrow1a || borrow1b ? 1 : 0)
        let r3 = a.3 &- b.3 &- (borrow2a || borrow2b ? 1 : 0)
        return (r0, r1, r2, r3)
    }
}
