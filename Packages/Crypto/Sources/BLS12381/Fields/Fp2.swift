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

    /// Karatsuba: three Fp multiplications instead of four.
    static func * (a: Fp2, b: Fp2) -> Fp2 {
        let aa = a.c0 * b.c0
        let bb = a.c1 * b.c1
        let cross = (a.c0 + a.c1) * (b.c0 + b.c1)
        return Fp2(aa - bb, cross - aa - bb)
    }

    /// Scales both coordinates by an Fp element (line evaluations at a G1 point).
    func scaled(by k: Fp) -> Fp2 { Fp2(c0 * k, c1 * k) }

    /// (a + bu)² = (a + b)(a - b) + 2ab·u: two multiplications.
    var squared: Fp2 {
        let ab = c0 * c1
        return Fp2((c0 + c1) * (c0 - c1), ab + ab)
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

    /// A square root when one exists, through the norm: if x = a + bu with x² = c0 + c1·u, then
    /// a² - b² = c0 and a² + b² = √(c0² + c1²), so a² = (c0 ± √norm)/2 and b = c1 / 2a.
    func squareRoot() -> Fp2? {
        if c1.isZero {
            if let root = c0.squareRoot() { return Fp2(root, .zero) }
            if let root = (-c0).squareRoot() { return Fp2(.zero, root) }
            return nil
        }
        guard let normRoot = (c0.squared + c1.squared).squareRoot() else { return nil }
        let half = Fp2.oneHalf
        var aSquared = (c0 + normRoot) * half
        var a = aSquared.squareRoot()
        if a == nil {
            aSquared = (c0 - normRoot) * half
            a = aSquared.squareRoot()
        }
        guard let real = a, !real.isZero else { return nil }
        let candidate = Fp2(real, c1 * real.doubled.inverse)
        return candidate.squared == self ? candidate : nil
    }

    static let oneHalf = Fp(2).inverse

    /// ZCash's sign for Fp2: decided by c1 unless it is zero, then by c0.
    var isLexicographicallyLargest: Bool {
        c1.isZero ? c0.isLexicographicallyLargest : c1.isLexicographicallyLargest
    }
}
