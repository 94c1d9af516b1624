/// Arithmetic modulo p = 2²⁵⁵ − 19, just enough to decode an Ed25519 point: five 51-bit limbs,
/// products in `UInt128`. Every operation returns limbs below 2⁵² so the next one cannot overflow.
/// Used only on public data (key validation), so it need not be constant-time.
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

    static func + (a: Field25519, b: Field25519) -> Field25519 {
        Field25519(
            a.limbs.0 + b.limbs.0, a.limbs.1 + b.limbs.1, a.limbs.2 + b.limbs.2, a.limbs.3 + b.limbs.3,
            a.limbs.4 + b.limbs.4
        ).carried()
    }

    /// a − b computed as a + 2p − b, so no limb goes negative.
    static func - (a: Field25519, b: Field25519) -> Field25519 {
        let twoPLow: UInt64 = 0xF_FFFF_FFFF_FFDA
        let twoPHigh: UInt64 = 0xF_FFFF_FFFF_FFFE
        return Field25519(
            a.limbs.0 + twoPLow - b.limbs.0, a.limbs.1 + twoPHigh - b.limbs.1, a.limbs.2 + twoPHigh - b.limbs.2,
            a.limbs.3 + twoPHigh - b.limbs.3, a.limbs.4 + twoPHigh - b.limbs.4
        ).carried()
    }

    static prefix func - (a: Field25519) -> Field25519 { zero - a }

    static func * (a: Field25519, b: Field25519) -> Field25519 {
        let (a0, a1, a2, a3, a4) = (
            UInt128(a.limbs.0), UInt128(a.limbs.1), UInt128(a.limbs.2), UInt128(a.limbs.3), UInt128(a.limbs.4)
        )
        let (b0, b1, b2, b3, b4) = (
            UInt128(b.limbs.0), UInt128(b.limbs.1), UInt128(b.limbs.2), UInt128(b.limbs.3), UInt128(b.limbs.4)
        )
        // 2²⁵⁵ ≡ 19 (mod p): limb products that land at 2²⁵⁵ and above wrap around times 19.
        var r0 = a0 * b0 + 19 * (a1 * b4 + a2 * b3 + a3 * b2 + a4 * b1)
        var r1 = a0 * b1 + a1 * b0 + 19 * (a2 * b4 + a3 * b3 + a4 * b2)
        var r2 = a0 * b2 + a1 * b1 + a2 * b0 + 19 * (a3 * b4 + a4 * b3)
        var r3 = a0 * b3 + a1 * b2 + a2 * b1 + a3 * b0 + 19 * (a4 * b4)
        var r4 = a0 * b4 + a1 * b3 + a2 * b2 + a3 * b1 + a4 * b0
        let mask = UInt128(Self.mask)
        r1 += r0 >> 51
        r0 &= mask
        r2 += r1 >> 51
        r1 &= mask
        r3 += r2 >> 51
        r2 &= mask
        r4 += r3 >> 51
        r3 &= mask
        r0 += 19 * (r4 >> 51)
        r4 &= mask
        return Field25519(
            UInt64(truncatingIfNeeded: r0), UInt64(truncatingIfNeeded: r1), UInt64(truncatingIfNeeded: r2),
            UInt64(truncatingIfNeeded: r3), UInt64(truncatingIfNeeded: r4)
        ).carried()
    }

    /// `self` raised to a power given as big-endian bytes (square and multiply).
    func power(_ exponent: [UInt8]) -> Field25519 {
        var result = Field25519.one
        for byte in exponent {
            for bit in stride(from: 7, through: 0, by: -1) {
                result = result * result
                if byte >> UInt8(bit) & 1 == 1 { result = result * self }
            }
        }
        return result
    }

    /// One carry pass: limbs back below 2⁵¹ plus a small remainder in limb 0.
    private func carried() -> Field25519 {
        var (l0, l1, l2, l3, l4) = limbs
        l1 += l0 >> 51
        l0 &= Self.mask
        l2 += l1 >> 51
        l1 &= Self.mask
        l3 += l2 >> 51
        l2 &= Self.mask
        l4 += l3 >> 51
        l3 &= Self.mask
        l0 += 19 * (l4 >> 51)
        l4 &= Self.mask
        l1 += l0 >> 51
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

    static func == (a: Field25519, b: Field25519) -> Bool {
        let (x, y) = (a.canonical, b.canonical)
        return x.0 == y.0 && x.1 == y.1 && x.2 == y.2 && x.3 == y.3 && x.4 == y.4
    }
}
