import BLS12381Kernels

/// An element of the BLS12-381 base field Fp, p = 0x1a0111ea…ffffaaab (381 bits).
///
/// Stored in Montgomery form (a·R mod p, R = 2^384) on six 64-bit limbs, least significant
/// first. Six named stored properties rather than an array keep the value inline: field
/// arithmetic never allocates, which is what makes the pairing fast enough.
struct Fp: Sendable, Equatable {
    var l0: UInt64, l1: UInt64, l2: UInt64, l3: UInt64, l4: UInt64, l5: UInt64

    @inline(__always)
    init(montgomery limbs: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)) {
        (l0, l1, l2, l3, l4, l5) = limbs
    }

    // The modulus p appears as literal limbs (least significant first) in the arithmetic below:
    // 0xb9feffffffffaaab, 0x1eabfffeb153ffff, 0x6730d2a0f6b0f624, 0x64774b84f38512bf,
    // 0x4b1ba7b6434bacd7, 0x1a0111ea397fe69a; and -p⁻¹ mod 2^64 = 0x89f3fffcfffcfffd. Literals
    // rather than static lets, which compile to lazily initialised globals behind a check.

    static let zero = Fp(montgomery: (0, 0, 0, 0, 0, 0))
    /// R mod p: the Montgomery form of 1.
    static let one = Fp(
        montgomery: (
            0x760900000002fffd, 0xebf4000bc40c0002, 0x5f48985753c758ba, 0x77ce585370525745, 0x5c071a97a256ec6d,
            0x15f65ec3fa80e493
        ))
    /// R² mod p: multiplying a plain integer by it converts to Montgomery form.
    static let r2 = Fp(
        montgomery: (
            0xf4df1f341c341746, 0x0a76e6a609d104f1, 0x8de5476c4c95b6d5, 0x67eb88a9939d83c0, 0x9a793e85b519952d,
            0x11988fe592cae3aa
        ))

    /// R³ mod p: a Montgomery multiplication by it turns the plain inverse (xR)⁻¹ into x⁻¹R.
    static let r3 = Fp(
        montgomery: (
            0xed48ac6bd94ca1e0, 0x315f831e03a7adf8, 0x9a53352a615e29dd, 0x34c04e5e921e1761, 0x2512d43565724728,
            0x0aa6346091755d4d
        ))

    // Exponents for square roots and (p-1)/2 for the sign of an element. p ≡ 3 (mod 4), so
    // a^((p-3)/4) is both an inverse square root (of a square) and, times a, a square root.
    static let pMinus3Over4: [UInt64] = [
        0xee7fbfffffffeaaa, 0x07aaffffac54ffff, 0xd9cc34a83dac3d89, 0xd91dd2e13ce144af, 0x92c6e9ed90d2eb35,
        0x0680447a8e5ff9a6,
    ]
    static let pMinus1Over2: [UInt64] = [
        0xdcff7fffffffd555, 0x0f55ffff58a9ffff, 0xb39869507b587b12, 0xb23ba5c279c2895f, 0x258dd3db21a5d66b,
        0x0d0088f51cbff34d,
    ]

    /// A small integer (used for curve constants such as 4 and 11).
    init(_ value: UInt64) {
        self = Fp(montgomery: (value, 0, 0, 0, 0, 0)) * Fp.r2
    }

    var isZero: Bool { (l0 | l1 | l2 | l3 | l4 | l5) == 0 }

    // MARK: Addition

    /// Subtracts p when the value is at least p; the input must be below 2p.
    @inline(__always)
    static func reduceOnce(_ a: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)) -> Fp {
        var borrow: UInt64 = 0
        let d0 = sbb(a.0, 0xb9feffffffffaaab, &borrow)
        let d1 = sbb(a.1, 0x1eabfffeb153ffff, &borrow)
        let d2 = sbb(a.2, 0x6730d2a0f6b0f624, &borrow)
        let d3 = sbb(a.3, 0x64774b84f38512bf, &borrow)
        let d4 = sbb(a.4, 0x4b1ba7b6434bacd7, &borrow)
        let d5 = sbb(a.5, 0x1a0111ea397fe69a, &borrow)
        // borrow == 1 means a < p: keep a. A mask instead of a branch keeps timing flat.
        let keep = 0 &- borrow
        return Fp(
            montgomery: (
                (a.0 & keep) | (d0 & ~keep), (a.1 & keep) | (d1 & ~keep), (a.2 & keep) | (d2 & ~keep),
                (a.3 & keep) | (d3 & ~keep), (a.4 & keep) | (d4 & ~keep), (a.5 & keep) | (d5 & ~keep)
            ))
    }

    @inline(__always)
    static func + (a: Fp, b: Fp) -> Fp {
        // Both operands are below p < 2^382, so the sum fits six limbs without a carry out.
        var carry: UInt64 = 0
        let s0 = adc(a.l0, b.l0, &carry)
        let s1 = adc(a.l1, b.l1, &carry)
        let s2 = adc(a.l2, b.l2, &carry)
        let s3 = adc(a.l3, b.l3, &carry)
        let s4 = adc(a.l4, b.l4, &carry)
        let s5 = adc(a.l5, b.l5, &carry)
        return reduceOnce((s0, s1, s2, s3, s4, s5))
    }

    @inline(__always)
    static func - (a: Fp, b: Fp) -> Fp {
        var borrow: UInt64 = 0
        let d0 = sbb(a.l0, b.l0, &borrow)
        let d1 = sbb(a.l1, b.l1, &borrow)
        let d2 = sbb(a.l2, b.l2, &borrow)
        let d3 = sbb(a.l3, b.l3, &borrow)
        let d4 = sbb(a.l4, b.l4, &borrow)
        let d5 = sbb(a.l5, b.l5, &borrow)
        // On underflow add p back (masked, no branch).
        let mask = 0 &- borrow
        var carry: UInt64 = 0
        let r0 = adc(d0, 0xb9feffffffffaaab & mask, &carry)
        let r1 = adc(d1, 0x1eabfffeb153ffff & mask, &carry)
        let r2 = adc(d2, 0x6730d2a0f6b0f624 & mask, &carry)
        let r3 = adc(d3, 0x64774b84f38512bf & mask, &carry)
        let r4 = adc(d4, 0x4b1ba7b6434bacd7 & mask, &carry)
        let r5 = adc(d5, 0x1a0111ea397fe69a & mask, &carry)
        return Fp(montgomery: (r0, r1, r2, r3, r4, r5))
    }

    static prefix func - (a: Fp) -> Fp {
        var borrow: UInt64 = 0
        let d0 = sbb(0xb9feffffffffaaab, a.l0, &borrow)
        let d1 = sbb(0x1eabfffeb153ffff, a.l1, &borrow)
        let d2 = sbb(0x6730d2a0f6b0f624, a.l2, &borrow)
        let d3 = sbb(0x64774b84f38512bf, a.l3, &borrow)
        let d4 = sbb(0x4b1ba7b6434bacd7, a.l4, &borrow)
        let d5 = sbb(0x1a0111ea397fe69a, a.l5, &borrow)
        // -0 must stay 0, not become p.
        let nonZero: UInt64 = a.isZero ? 0 : ~0
        return Fp(montgomery: (d0 & nonZero, d1 & nonZero, d2 & nonZero, d3 & nonZero, d4 & nonZero, d5 & nonZero))
    }

    var doubled: Fp { self + self }

    /// a + b left unreduced (below 2p < 2^382, so no carry out), for a sum that goes straight
    /// into a multiplication, which accepts factors below 2p. Never stored or compared.
    @inline(__always)
    static func unreducedSum(_ a: Fp, _ b: Fp) -> Fp {
        var carry: UInt64 = 0
        return Fp(
            montgomery: (
                adc(a.l0, b.l0, &carry), adc(a.l1, b.l1, &carry), adc(a.l2, b.l2, &carry), adc(a.l3, b.l3, &carry),
                adc(a.l4, b.l4, &carry), adc(a.l5, b.l5, &carry)
            ))
    }

    static func += (a: inout Fp, b: Fp) { a = a + b }
    static func -= (a: inout Fp, b: Fp) { a = a - b }
    static func *= (a: inout Fp, b: Fp) { a = a * b }

    // MARK: Multiplication

    /// Montgomery multiplication: a·b·R⁻¹ mod p, below p, for factors below 2p (see
    /// `portableProduct` for why 2p is enough).
    ///
    /// On x86-64 processors with BMI2 and ADX (most since 2015) the assembly kernel in
    /// BLS12381Kernels does it, 1.6 times faster; elsewhere `portableProduct`. Kept out of line:
    /// inlined into every caller, the pairing measured slower.
    @inline(never)
    static func * (a: Fp, b: Fp) -> Fp {
        #if arch(x86_64) && os(Linux)
            if bls12381_adx_available() != 0 {
                var operands = (a, b)
                var result = Fp.zero
                kernelProducts(&operands, into: &result, count: 1)
                return result
            }
        #endif
        return portableProduct(a, b)
    }

    /// Two or three independent products, for Fp2's multiplication and squaring: through the
    /// kernel, the operands are laid out in memory once for all of them instead of once per
    /// product (which cost a pairing about 15%).
    @inline(__always)
    static func products(_ a0: Fp, _ b0: Fp, _ a1: Fp, _ b1: Fp) -> (Fp, Fp) {
        #if arch(x86_64) && os(Linux)
            if bls12381_adx_available() != 0 {
                var operands = (a0, b0, a1, b1)
                var results = (Fp.zero, Fp.zero)
                kernelProducts(&operands, into: &results, count: 2)
                return results
            }
        #endif
        return (portableProduct(a0, b0), portableProduct(a1, b1))
    }

    @inline(__always)
    static func products(_ a0: Fp, _ b0: Fp, _ a1: Fp, _ b1: Fp, _ a2: Fp, _ b2: Fp) -> (Fp, Fp, Fp) {
        #if arch(x86_64) && os(Linux)
            if bls12381_adx_available() != 0 {
                var operands = (a0, b0, a1, b1, a2, b2)
                var results = (Fp.zero, Fp.zero, Fp.zero)
                kernelProducts(&operands, into: &results, count: 3)
                return results
            }
        #endif
        return (portableProduct(a0, b0), portableProduct(a1, b1), portableProduct(a2, b2))
    }

    #if arch(x86_64) && os(Linux)
        /// `count` kernel products over tuples of `Fp` (six words after six words): operands
        /// (a0, b0, a1, b1, …), results (a0·b0, a1·b1, …).
        @inline(__always)
        private static func kernelProducts<Operands, Results>(
            _ operands: inout Operands, into results: inout Results, count: Int
        ) {
            withUnsafeMutablePointer(to: &operands) { operands in
                withUnsafeMutablePointer(to: &results) { results in
                    let o = UnsafeRawPointer(operands).assumingMemoryBound(to: UInt64.self)
                    let r = UnsafeMutableRawPointer(results).assumingMemoryBound(to: UInt64.self)
                    for index in 0..<count { bls12381_fp_mul_adx(r + 6 * index, o + 12 * index, o + 12 * index + 6) }
                }
            }
        }
    #endif

    /// Montgomery multiplication in Swift (CIOS, Koç–Acar–Kaliski 1996), unrolled: the portable
    /// path, and the reference the kernel is tested against.
    ///
    /// Factors may be up to 2p (an unreduced sum): after round i, t = (a·(b mod 2^64i) + m·p) /
    /// 2^64i < a + p < 3p < 2^383 fits six limbs, so t6 only carries the top word of a·b[i]
    /// into the reduction; and the result is below (4p² + R·p)/R < 2p because 4p < R, so one
    /// conditional subtraction of p finishes it.
    static func portableProduct(_ a: Fp, _ b: Fp) -> Fp {
        var t: Limbs = (0, 0, 0, 0, 0, 0)
        montgomeryRound(&t, a, b.l0)
        montgomeryRound(&t, a, b.l1)
        montgomeryRound(&t, a, b.l2)
        montgomeryRound(&t, a, b.l3)
        montgomeryRound(&t, a, b.l4)
        montgomeryRound(&t, a, b.l5)
        return reduceOnce(t)
    }

    typealias Limbs = (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)

    /// One CIOS round: t += a·bi, then add m·p so the low limb vanishes, and shift one limb down.
    /// Always inlined, so the six calls compile to the same straight-line code as writing them out.
    @inline(__always)
    private static func montgomeryRound(_ t: inout Limbs, _ a: Fp, _ bi: UInt64) {
        var carry: UInt64 = 0
        let s0 = mac(t.0, a.l0, bi, &carry)
        let s1 = mac(t.1, a.l1, bi, &carry)
        let s2 = mac(t.2, a.l2, bi, &carry)
        let s3 = mac(t.3, a.l3, bi, &carry)
        let s4 = mac(t.4, a.l4, bi, &carry)
        let s5 = mac(t.5, a.l5, bi, &carry)
        let s6 = carry
        let m = s0 &* 0x89f3fffcfffcfffd
        carry = 0
        _ = mac(s0, m, 0xb9feffffffffaaab, &carry)
        t.0 = mac(s1, m, 0x1eabfffeb153ffff, &carry)
        t.1 = mac(s2, m, 0x6730d2a0f6b0f624, &carry)
        t.2 = mac(s3, m, 0x64774b84f38512bf, &carry)
        t.3 = mac(s4, m, 0x4b1ba7b6434bacd7, &carry)
        t.4 = mac(s5, m, 0x1a0111ea397fe69a, &carry)
        t.5 = s6 &+ carry
    }

    var squared: Fp { self * self }

    /// self^e for an exponent given as little-endian 64-bit limbs (public exponents only: the
    /// window pattern follows the exponent's bits).
    ///
    /// A sliding window of up to four bits, so that a 381-bit exponent costs its squarings and
    /// about 80 multiplications by a table of the odd powers self¹ … self¹⁵, not one per set bit.
    func power(_ exponent: [UInt64]) -> Fp {
        func bit(_ index: Int) -> Bool { (exponent[index >> 6] >> UInt64(index & 63)) & 1 == 1 }
        var oddPowers = [self]
        oddPowers.reserveCapacity(8)
        let selfSquared = squared
        for index in 1..<8 { oddPowers.append(oddPowers[index - 1] * selfSquared) }
        var result = Fp.one
        var started = false
        var index = exponent.count * 64 - 1
        while index >= 0 {
            guard bit(index) else {
                if started { result = result.squared }
                index -= 1
                continue
            }
            // The window ends at the lowest set bit within four places, so its value is odd.
            var low = max(index - 3, 0)
            while !bit(low) { low += 1 }
            var window = 0
            for position in stride(from: index, through: low, by: -1) { window = window << 1 | (bit(position) ? 1 : 0) }
            if started {
                for _ in low...index { result = result.squared }
                result = result * oddPowers[window >> 1]
            } else {
                result = oddPowers[window >> 1]
                started = true
            }
            index = low - 1
        }
        return result
    }

    /// A square root when one exists: a^((p+1)/4) = a·a^((p-3)/4) is a root of every square.
    func squareRoot() -> Fp? {
        let candidate = self * power(Fp.pMinus3Over4)
        return candidate.squared == self ? candidate : nil
    }

    // MARK: Conversion

    /// The canonical integer (leaves Montgomery form by multiplying with 1).
    var canonicalLimbs: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) {
        let plain = self * Fp(montgomery: (1, 0, 0, 0, 0, 0))
        return (plain.l0, plain.l1, plain.l2, plain.l3, plain.l4, plain.l5)
    }

    /// The 48-byte big-endian encoding of the canonical value.
    var bigEndianBytes: [UInt8] {
        let c = canonicalLimbs
        var out: [UInt8] = []
        out.reserveCapacity(48)
        for limb in [c.5, c.4, c.3, c.2, c.1, c.0] {
            for shift in stride(from: 56, through: 0, by: -8) {
                out.append(UInt8(truncatingIfNeeded: limb >> UInt64(shift)))
            }
        }
        return out
    }

    /// Reads 48 big-endian bytes; nil unless the integer is below p (encodings must be canonical).
    init?<Bytes: RandomAccessCollection>(bigEndian bytes: Bytes) where Bytes.Element == UInt8, Bytes.Index == Int {
        guard bytes.count == 48 else { return nil }
        let limbs = Fp.limbs(bigEndian: bytes)
        var borrow: UInt64 = 0
        _ = sbb(limbs.0, 0xb9feffffffffaaab, &borrow)
        _ = sbb(limbs.1, 0x1eabfffeb153ffff, &borrow)
        _ = sbb(limbs.2, 0x6730d2a0f6b0f624, &borrow)
        _ = sbb(limbs.3, 0x64774b84f38512bf, &borrow)
        _ = sbb(limbs.4, 0x4b1ba7b6434bacd7, &borrow)
        _ = sbb(limbs.5, 0x1a0111ea397fe69a, &borrow)
        guard borrow == 1 else { return nil }
        self = Fp(montgomery: limbs) * Fp.r2
    }

    /// A 64-byte big-endian integer reduced mod p (hash_to_field's OS2IP(tv) mod p).
    ///
    /// Split as hi·2^376 + lo, so that both parts are below p (lo has 376 bits, hi 136) as
    /// Montgomery multiplication requires: lo·R² gives lo·R, and hi·(2^376·R² mod p) gives
    /// hi·2^376·R; their sum is the Montgomery form of the whole value.
    init<Bytes: RandomAccessCollection>(wideBigEndian bytes: Bytes) where Bytes.Element == UInt8, Bytes.Index == Int {
        let start = bytes.startIndex
        let high = [UInt8](repeating: 0, count: 31) + Array(bytes[start..<(start + 17)])
        let low = [0] + Array(bytes[(start + 17)..<(start + 64)])
        self =
            Fp(montgomery: Fp.limbs(bigEndian: low)) * Fp.r2 + Fp(montgomery: Fp.limbs(bigEndian: high)) * Fp.twoTo376R2
    }

    /// 2^376·R² mod p, for `init(wideBigEndian:)`.
    static let twoTo376R2 = Fp(
        montgomery: (
            0xdeace8ac6bd92ca2, 0x68b1df82a08327ad, 0x284ca23186e3ba77, 0xede17ca039e4051f, 0x294f71b88ea1d317,
            0x09cb0cec36216bd7
        ))

    static func limbs<Bytes: RandomAccessCollection>(bigEndian bytes: Bytes) -> (
        UInt64, UInt64, UInt64, UInt64, UInt64, UInt64
    )
    where Bytes.Element == UInt8, Bytes.Index == Int {
        func limb(_ index: Int) -> UInt64 {
            var value: UInt64 = 0
            let base = bytes.startIndex + 40 - 8 * index
            for offset in 0..<8 { value = value << 8 | UInt64(bytes[base + offset]) }
            return value
        }
        return (limb(0), limb(1), limb(2), limb(3), limb(4), limb(5))
    }

    /// True when the canonical value exceeds (p-1)/2: the ZCash "lexicographically largest" flag.
    var isLexicographicallyLargest: Bool {
        let c = canonicalLimbs
        let half = Fp.pMinus1Over2
        let values = [c.0, c.1, c.2, c.3, c.4, c.5]
        for index in stride(from: 5, through: 0, by: -1) where values[index] != half[index] {
            return values[index] > half[index]
        }
        return false
    }

    /// RFC 9380 sgn0 for Fp: the parity of the canonical value.
    var sgn0: Bool { canonicalLimbs.0 & 1 == 1 }
}

// The carry helpers below turn overflow flags into 0/1 words with a bit cast: `flag ? 1 : 0`
// became branches in release builds, and UInt128 arithmetic is a library call in debug builds
// (forty times slower there). These compile to add/adc/setb sequences in both.

/// a + b + carry, with the carry out (0 or 1) written back. The two additions cannot both
/// overflow, so OR-ing their flags is their sum.
@inline(__always)
func adc(_ a: UInt64, _ b: UInt64, _ carry: inout UInt64) -> UInt64 {
    let (s1, o1) = a.addingReportingOverflow(b)
    let (s2, o2) = s1.addingReportingOverflow(carry)
    carry = UInt64(unsafeBitCast(o1, to: UInt8.self) | unsafeBitCast(o2, to: UInt8.self))
    return s2
}

/// a - b - borrow, with the borrow out (0 or 1) written back.
@inline(__always)
func sbb(_ a: UInt64, _ b: UInt64, _ borrow: inout UInt64) -> UInt64 {
    let (d1, o1) = a.subtractingReportingOverflow(b)
    let (d2, o2) = d1.subtractingReportingOverflow(borrow)
    borrow = UInt64(unsafeBitCast(o1, to: UInt8.self) | unsafeBitCast(o2, to: UInt8.self))
    return d2
}

/// t + a·b + carry as a 128-bit value: returns the low word, leaves the high word in carry.
/// Cannot overflow: (2^64-1) + (2^64-1)² + (2^64-1) = 2^128 - 1.
@inline(__always)
func mac(_ t: UInt64, _ a: UInt64, _ b: UInt64, _ carry: inout UInt64) -> UInt64 {
    let (high, low) = a.multipliedFullWidth(by: b)
    let (s1, o1) = low.addingReportingOverflow(t)
    let (s2, o2) = s1.addingReportingOverflow(carry)
    carry = high &+ UInt64(unsafeBitCast(o1, to: UInt8.self)) &+ UInt64(unsafeBitCast(o2, to: UInt8.self))
    return s2
}
