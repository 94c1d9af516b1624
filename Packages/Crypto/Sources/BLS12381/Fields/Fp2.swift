/// Fp2 = Fp[u] / (u² + 1): the field of G2 coordinates. c0 + c1·u.
struct Fp2: Sendable, Equatable {
    var c0: Fp
    var c1: Fp

    init(_ c0: Fp, _ c1: Fp) {
        self.c0 = c0
        self.c1 = c1
    }

    static let zero = Fp2(.zero, .zero)
    static let one = Fp2(.one, .zero)

    var isZero: Bool { c0.isZero && c1.isZero }

    static func + (a: Fp2, b: Fp2) -> Fp2 { Fp2(a.c0 + b.c0, a.c1 + b.c1) }
    static func - (a: Fp2, b: Fp2) -> Fp2 { Fp2(a.c0 - b.c0, a.c1 - b.c1) }
    static prefix func - (a: Fp2) -> Fp2 { Fp2(-a.c0, -a.c1) }
    var doubled: Fp2 { self + self }

    static func += (a: inout Fp2, b: Fp2) { a = a + b }
    static func -= (a: inout Fp2, b: Fp2) { a = a - b }
    static func *= (a: inout Fp2, b: Fp2) { a = a * b }

    /// Karatsuba: three Fp multiplications instead of four; the sums in the third need no
    /// reduction, since they only go into it.
    static func * (a: Fp2, b: Fp2) -> Fp2 {
        let (aa, bb, cross) = Fp.products(
            a.c0, b.c0, a.c1, b.c1, Fp.unreducedSum(a.c0, a.c1), Fp.unreducedSum(b.c0, b.c1))
        return Fp2(aa - bb, cross - aa - bb)
    }

    /// Scales both coordinates by an Fp element (line evaluations at a G1 point).
    func scaled(by k: Fp) -> Fp2 {
        let (r0, r1) = Fp.products(c0, k, c1, k)
        return Fp2(r0, r1)
    }

    /// (a + bu)² = (a + b)(a - b) + 2ab·u: two multiplications.
    var squared: Fp2 {
        let (ab, square) = Fp.products(c0, c1, Fp.unreducedSum(c0, c1), c0 - c1)
        return Fp2(square, ab + ab)
    }

    /// Multiplies by ξ = 1 + u, the non-residue that defines Fp6 and the twist.
    var timesNonResidue: Fp2 { Fp2(c0 - c1, c0 + c1) }

    /// The Frobenius map x ↦ x^p, which on Fp2 is conjugation.
    var conjugate: Fp2 { Fp2(c0, -c1) }

    /// 1 / (a + bu) = (a - bu) / (a² + b²); zero maps to zero.
    var inverse: Fp2 {
        let norm = (c0.squared + c1.squared).inverse
        return Fp2(c0 * norm, -(c1 * norm))
    }

    /// A square root when one exists, through the norm, with two exponentiations and no inversion.
    ///
    /// If (a + bu)² = c0 + c1·u, then a² - b² = c0 and a² + b² = n = √(c0² + c1²), so a² is
    /// x = (c0 + n)/2 or x' = (c0 - n)/2 = -c1²/(4x), and b = c1/2a. One power t = x^((p-3)/4)
    /// serves both cases, because t²·x = x^((p-1)/2) = ±1:
    /// - t²x = 1: x is a square, a = t·x and 1/a = t, so b = c1·t/2;
    /// - t²x = -1: x' is the square, a = c1·t/2 (its square is -c1²/(4x)) and b = 1/t = -t·x.
    func squareRoot() -> Fp2? {
        if c1.isZero {
            if let root = c0.squareRoot() { return Fp2(root, .zero) }
            if let root = (-c0).squareRoot() { return Fp2(.zero, root) }
            return nil
        }
        guard let normRoot = (c0.squared + c1.squared).squareRoot() else { return nil }
        // c1 ≠ 0 keeps x away from zero: x = 0 would make x·x' = -c1²/4 vanish.
        let x = (c0 + normRoot) * Fp2.oneHalf
        let t = x.power(Fp.pMinus3Over4)
        let tx = t * x
        let halfC1T = c1 * t * Fp2.oneHalf
        let candidate = t * tx == .one ? Fp2(tx, halfC1T) : Fp2(halfC1T, -tx)
        return candidate.squared == self ? candidate : nil
    }

    /// 1/2 in Fp, (p+1)/2 in Montgomery form.
    static let oneHalf = Fp(
        montgomery: (
            0x1804000000015554, 0x855000053ab00001, 0x633cb57c253c276f, 0x6e22d1ec31ebb502, 0xd3916126f2d14ca2,
            0x17fbb8571a006596
        ))

    /// ZCash's sign for Fp2: decided by c1 unless it is zero, then by c0.
    var isLexicographicallyLargest: Bool {
        c1.isZero ? c0.isLexicographicallyLargest : c1.isLexicographicallyLargest
    }
}
