/// Arithmetic modulo p = 2²⁵⁵ − 19 for Ed25519's points: five 51-bit limbs, products in
/// `UInt128`. Every operation returns limbs below 2⁵² so the next one cannot overflow. Used only
/// on public data (key decoding and signature verification), so it need not be constant-time;
/// signing stays with OpenSSL.
struct Field25519: Sendable {
    private static let mask: UInt64 = (1 << 51) - 1
    private var limbs: (UInt64, UInt64, UInt64, UInt64, UInt64)

    private init(_ l0: UInt64, _ l1: UInt64, _ l2: UInt64, _ l3: UInt64, _ l4: UInt64) {
        limbs = (l0, l1, l2, l3, l4)
    }

    static let zero = Field25519(0, 0, 0, 0, 0)
    static let one = Field25519(1, 0, 0, 0, 0)

    init(_ value: UInt64) {
        self = Field25519(value & Self.mask, value >> 51, 0, 0, 0)
    }

    /// From 32 little-endian bytes, ignoring the top bit (RFC 8032 §5.1.3 step 1).
    init(littleEndian bytes: [UInt8]) {
        var words = [UInt64](repeating: 0, count: 4)
        for index in 0..<32 { words[index / 8] |= UInt64(bytes[index]) << (8 * UInt64(index % 8)) }
        words[3] &= ~(1 << 63)
        self = Field25519(
            words[0] & Self.mask,
            (words[0] >> 51 | words[1] << 13) & Self.mask,
            (words[1] >> 38 | words[2] << 26) & Self.mask,
            (words[2] >> 25 | words[3] << 39) & Self.mask,
            words[3] >> 12)
    }

    @inline(__always)
    static func + (a: Field25519, b: Field25519) -> Field25519 {
        Field25519(
            a.limbs.0 &+ b.limbs.0, a.limbs.1 &+ b.limbs.1, a.limbs.2 &+ b.limbs.2, a.limbs.3 &+ b.limbs.3,
            a.limbs.4 &+ b.limbs.4
        ).carried()
    }

    /// a − b computed as a + 2p − b, so no limb goes negative.
    @inline(__always)
    static func - (a: Field25519, b: Field25519) -> Field25519 {
        let twoPLow: UInt64 = 0xF_FFFF_FFFF_FFDA
        let twoPHigh: UInt64 = 0xF_FFFF_FFFF_FFFE
        return Field25519(
            a.limbs.0 &+ twoPLow &- b.limbs.0, a.limbs.1 &+ twoPHigh &- b.limbs.1, a.limbs.2 &+ twoPHigh &- b.limbs.2,
            a.limbs.3 &+ twoPHigh &- b.limbs.3, a.limbs.4 &+ twoPHigh &- b.limbs.4
        ).carried()
    }

    static prefix func - (a: Field25519) -> Field25519 { zero - a }

    // The arithmetic below wraps (`&+`, `&*`) instead of checking: the limb bounds stated above
    // keep every sum far from overflowing, and the checks cost a third of a multiplication.

    @inline(__always)
    static func * (a: Field25519, b: Field25519) -> Field25519 {
        let (a0, a1, a2, a3, a4) = (
            UInt128(a.limbs.0), UInt128(a.limbs.1), UInt128(a.limbs.2), UInt128(a.limbs.3), UInt128(a.limbs.4)
        )
        let (b0, b1, b2, b3, b4) = (
            UInt128(b.limbs.0), UInt128(b.limbs.1), UInt128(b.limbs.2), UInt128(b.limbs.3), UInt128(b.limbs.4)
        )
        // 2²⁵⁵ ≡ 19 (mod p): limb products that land at 2²⁵⁵ and above wrap around times 19.
        let r0 = a0 &* b0 &+ 19 &* (a1 &* b4 &+ a2 &* b3 &+ a3 &* b2 &+ a4 &* b1)
        let r1 = a0 &* b1 &+ a1 &* b0 &+ 19 &* (a2 &* b4 &+ a3 &* b3 &+ a4 &* b2)
        let r2 = a0 &* b2 &+ a1 &* b1 &+ a2 &* b0 &+ 19 &* (a3 &* b4 &+ a4 &* b3)
        let r3 = a0 &* b3 &+ a1 &* b2 &+ a2 &* b1 &+ a3 &* b0 &+ 19 &* (a4 &* b4)
        let r4 = a0 &* b4 &+ a1 &* b3 &+ a2 &* b2 &+ a3 &* b1 &+ a4 &* b0
        return reduced(r0, r1, r2, r3, r4)
    }

    /// Five column sums of a product (each below 2¹¹²) back to limbs below 2⁵²: one carry
    /// chain, the top carry wrapped around times 19, and one more step from limb 0 to limb 1.
    @inline(__always)
    private static func reduced(
        _ c0: UInt128, _ c1: UInt128, _ c2: UInt128, _ c3: UInt128, _ c4: UInt128
    ) -> Field25519 {
        let mask = UInt128(Self.mask)
        var (r0, r1, r2, r3, r4) = (c0, c1, c2, c3, c4)
        r1 = r1 &+ (r0 >> 51)
        r0 &= mask
        r2 = r2 &+ (r1 >> 51)
        r1 &= mask
        r3 = r3 &+ (r2 >> 51)
        r2 &= mask
        r4 = r4 &+ (r3 >> 51)
        r3 &= mask
        // r4 < 2¹⁰⁸ here, so 19·(r4 >> 51) < 2⁶², and r0 stays below 2⁶³.
        r0 = r0 &+ 19 &* (r4 >> 51)
        r4 &= mask
        r1 = r1 &+ (r0 >> 51)
        r0 &= mask
        return Field25519(
            UInt64(truncatingIfNeeded: r0), UInt64(truncatingIfNeeded: r1), UInt64(truncatingIfNeeded: r2),
            UInt64(truncatingIfNeeded: r3), UInt64(truncatingIfNeeded: r4))
    }

    /// `self` squared: the products of the multiplication with the equal pairs folded (15 limb
    /// products instead of 25).
    @inline(__always)
    func squared() -> Field25519 {
        let (a0, a1, a2, a3, a4) = (
            UInt128(limbs.0), UInt128(limbs.1), UInt128(limbs.2), UInt128(limbs.3), UInt128(limbs.4)
        )
        let r0 = a0 &* a0 &+ 38 &* (a1 &* a4 &+ a2 &* a3)
        let r1 = 2 &* a0 &* a1 &+ 19 &* (2 &* a2 &* a4 &+ a3 &* a3)
        let r2 = 2 &* a0 &* a2 &+ a1 &* a1 &+ 38 &* a3 &* a4
        let r3 = 2 &* (a0 &* a3 &+ a1 &* a2) &+ 19 &* a4 &* a4
        let r4 = 2 &* (a0 &* a4 &+ a1 &* a3) &+ a2 &* a2
        return Self.reduced(r0, r1, r2, r3, r4)
    }

    /// `self` raised to a power given as big-endian bytes (square and multiply): for constants,
    /// made once.
    func power(_ exponent: [UInt8]) -> Field25519 {
        var result = Field25519.one
        for byte in exponent {
            for bit in stride(from: 7, through: 0, by: -1) {
                result = result.squared()
                if byte >> UInt8(bit) & 1 == 1 { result = result * self }
            }
        }
        return result
    }

    /// `self` squared `count` times in a row.
    func squared(times count: Int) -> Field25519 {
        var result = self
        for _ in 0..<count { result = result.squared() }
        return result
    }

    /// 1 / `self` (0 for 0): `self`^(p − 2), by the usual chain of 254 squarings and 11
    /// multiplications.
    func inverse() -> Field25519 {
        let (power11, power2To250Minus1) = powerChain()
        return power2To250Minus1.squared(times: 5) * power11  // 2²⁵⁵ − 32 + 11 = p − 2
    }

    /// `self`^((p − 5) / 8) = `self`^(2²⁵² − 3), the exponent of the square root in point
    /// decoding (RFC 8032 §5.1.3).
    func raisedToPMinus5Over8() -> Field25519 {
        let (_, power2To250Minus1) = powerChain()
        return power2To250Minus1.squared(times: 2) * self  // 2²⁵² − 4 + 1
    }

    /// `self`¹¹ and `self`^(2²⁵⁰ − 1), the common start of ``inverse()`` and
    /// ``raisedToPMinus5Over8()``; each name says the exponent reached.
    private func powerChain() -> (power11: Field25519, power2To250Minus1: Field25519) {
        let power2 = squared()
        let power9 = power2.squared(times: 2) * self
        let power11 = power9 * power2
        let power2To5Minus1 = power11.squared() * power9  // 22 + 9 = 31
        let power2To10Minus1 = power2To5Minus1.squared(times: 5) * power2To5Minus1
        let power2To20Minus1 = power2To10Minus1.squared(times: 10) * power2To10Minus1
        let power2To40Minus1 = power2To20Minus1.squared(times: 20) * power2To20Minus1
        let power2To50Minus1 = power2To40Minus1.squared(times: 10) * power2To10Minus1
        let power2To100Minus1 = power2To50Minus1.squared(times: 50) * power2To50Minus1
        let power2To200Minus1 = power2To100Minus1.squared(times: 100) * power2To100Minus1
        let power2To250Minus1 = power2To200Minus1.squared(times: 50) * power2To50Minus1
        return (power11, power2To250Minus1)
    }

    /// One carry pass: limbs back below 2⁵¹ plus a small remainder in limb 0.
    @inline(__always)
    private func carried() -> Field25519 {
        var (l0, l1, l2, l3, l4) = limbs
        l1 = l1 &+ (l0 >> 51)
        l0 &= Self.mask
        l2 = l2 &+ (l1 >> 51)
        l1 &= Self.mask
        l3 = l3 &+ (l2 >> 51)
        l2 &= Self.mask
        l4 = l4 &+ (l3 >> 51)
        l3 &= Self.mask
        l0 = l0 &+ 19 &* (l4 >> 51)
        l4 &= Self.mask
        l1 = l1 &+ (l0 >> 51)
        l0 &= Self.mask
        return Field25519(l0, l1, l2, l3, l4)
    }

    /// The unique representative in 0..<p.
    private var canonical: (UInt64, UInt64, UInt64, UInt64, UInt64) {
        var (l0, l1, l2, l3, l4) = carried().carried().limbs
        // q = 1 exactly when the value is ≥ p, i.e. when adding 19 carries out of bit 255.
        var q = (l0 + 19) >> 51
        q = (l1 + q) >> 51
        q = (l2 + q) >> 51
        q = (l3 + q) >> 51
        q = (l4 + q) >> 51
        l0 += 19 * q
        l1 += l0 >> 51
        l0 &= Self.mask
        l2 += l1 >> 51
        l1 &= Self.mask
        l3 += l2 >> 51
        l2 &= Self.mask
        l4 += l3 >> 51
        l3 &= Self.mask
        l4 &= Self.mask
        return (l0, l1, l2, l3, l4)
    }

    var isZero: Bool { self == .zero }

    /// Whether the canonical value is odd: the "negative" x of RFC 8032's encodings.
    var isNegative: Bool { canonical.0 & 1 == 1 }

    /// The canonical value as 32 little-endian bytes (the top bit clear).
    var littleEndianBytes: [UInt8] {
        let (l0, l1, l2, l3, l4) = canonical
        let words = [l0 | l1 << 51, l1 >> 13 | l2 << 38, l2 >> 26 | l3 << 25, l3 >> 39 | l4 << 12]
        var bytes = [UInt8](repeating: 0, count: 32)
        for index in 0..<32 { bytes[index] = UInt8(truncatingIfNeeded: words[index / 8] >> (8 * UInt64(index % 8))) }
        return bytes
    }

    static func == (a: Field25519, b: Field25519) -> Bool {
        let (x, y) = (a.canonical, b.canonical)
        return x.0 == y.0 && x.1 == y.1 && x.2 == y.2 && x.3 == y.3 && x.4 == y.4
    }
}
