/// Fp6 = Fp2[v] / (v³ - ξ), ξ = 1 + u: c0 + c1·v + c2·v².
struct Fp6: Sendable, Equatable {
    var c0: Fp2
    var c1: Fp2
    var c2: Fp2

    init(_ c0: Fp2, _ c1: Fp2, _ c2: Fp2) {
        self.c0 = c0
        self.c1 = c1
        self.c2 = c2
    }

    static let zero = Fp6(.zero, .zero, .zero)
    static let one = Fp6(.one, .zero, .zero)

    var isZero: Bool { c0.isZero && c1.isZero && c2.isZero }

    static func + (a: Fp6, b: Fp6) -> Fp6 { Fp6(a.c0 + b.c0, a.c1 + b.c1, a.c2 + b.c2) }
    static func - (a: Fp6, b: Fp6) -> Fp6 { Fp6(a.c0 - b.c0, a.c1 - b.c1, a.c2 - b.c2) }
    static prefix func - (a: Fp6) -> Fp6 { Fp6(-a.c0, -a.c1, -a.c2) }

    /// Karatsuba over three coefficients: six Fp2 multiplications.
    static func * (a: Fp6, b: Fp6) -> Fp6 {
        let aa = a.c0 * b.c0
        let bb = a.c1 * b.c1
        let cc = a.c2 * b.c2
        let c0 = ((a.c1 + a.c2) * (b.c1 + b.c2) - bb - cc).timesNonResidue + aa
        let c1 = (a.c0 + a.c1) * (b.c0 + b.c1) - aa - bb + cc.timesNonResidue
        let c2 = (a.c0 + a.c2) * (b.c0 + b.c2) - aa - cc + bb
        return Fp6(c0, c1, c2)
    }

    var squared: Fp6 { self * self }

    /// Multiplication by b0 + b1·v (b2 = 0), the shape of line functions: five Fp2 products.
    func multiplied(by01 b0: Fp2, _ b1: Fp2) -> Fp6 {
        let aa = c0 * b0
        let bb = c1 * b1
        let r0 = (c2 * b1).timesNonResidue + aa
        let r1 = (c0 + c1) * (b0 + b1) - aa - bb
        let r2 = c2 * b0 + bb
        return Fp6(r0, r1, r2)
    }

    /// Multiplication by b1·v.
    func multiplied(by1 b1: Fp2) -> Fp6 {
        Fp6((c2 * b1).timesNonResidue, c0 * b1, c1 * b1)
    }

    /// Multiplies by v: (c0, c1, c2) ↦ (ξ·c2, c0, c1).
    var timesV: Fp6 { Fp6(c2.timesNonResidue, c0, c1) }

    /// Inverse via the adjugate: the norm to Fp2 needs one Fp2 inversion.
    var inverse: Fp6 {
        let t0 = c0.squared - (c1 * c2).timesNonResidue
        let t1 = c2.squared.timesNonResidue - c0 * c1
        let t2 = c1.squared - c0 * c2
        let norm = (c0 * t0 + (c2 * t1).timesNonResidue + (c1 * t2).timesNonResidue).inverse
        return Fp6(t0 * norm, t1 * norm, t2 * norm)
    }
}
