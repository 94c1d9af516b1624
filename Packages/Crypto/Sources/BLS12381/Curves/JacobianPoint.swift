/// The curve a Jacobian point lives on: y² = x³ + b over `Field` (a = 0 for both BLS12-381 groups).
protocol CurveParameters: Sendable {
    associatedtype Field: FieldElement
    static var b: Field { get }
}

/// A point (X : Y : Z) standing for the affine (X/Z², Y/Z³); Z = 0 is the point at infinity.
///
/// Jacobian coordinates avoid a field inversion per group operation; only `affine` inverts.
/// The formulas branch on public conditions (infinity, doubling) only: these points are
/// signatures, keys and hashes, not secrets (signing is documented as test-only).
struct JacobianPoint<Curve: CurveParameters>: Sendable {
    typealias F = Curve.Field
    var x: F
    var y: F
    var z: F

    init(x: F, y: F, z: F) {
        self.x = x
        self.y = y
        self.z = z
    }

    init(affineX: F, affineY: F) {
        self.init(x: affineX, y: affineY, z: .one)
    }

    static var infinity: JacobianPoint { JacobianPoint(x: .one, y: .one, z: .zero) }

    var isInfinity: Bool { z.isZero }

    /// (x, y), or nil for the point at infinity.
    var affine: (x: F, y: F)? {
        guard !isInfinity else { return nil }
        // Decoded points arrive with Z = 1; they need no inversion.
        if z == .one { return (x, y) }
        let zInverse = z.inverse
        let zInverse2 = zInverse.squared
        return (x * zInverse2, y * zInverse2 * zInverse)
    }

    /// Y² = X³ + b·Z⁶, the curve equation scaled to Jacobian coordinates.
    var isOnCurve: Bool {
        if isInfinity { return true }
        let z2 = z.squared
        let z6 = z2.squared * z2
        return y.squared == x.squared * x + Curve.b * z6
    }

    var negated: JacobianPoint { JacobianPoint(x: x, y: -y, z: z) }

    /// dbl-2009-l (Lange's explicit-formulas database), for a = 0.
    var doubled: JacobianPoint {
        let a = x.squared
        let b = y.squared
        let c = b.squared
        let d = ((x + b).squared - a - c).doubled
        let e = a.doubled + a
        let f = e.squared
        let x3 = f - d.doubled
        let y3 = e * (d - x3) - c.doubled.doubled.doubled
        let z3 = (y * z).doubled
        return JacobianPoint(x: x3, y: y3, z: z3)
    }

    /// add-2007-bl, with the exceptional cases (infinity, P = Q, P = -Q) handled first.
    static func + (p: JacobianPoint, q: JacobianPoint) -> JacobianPoint {
        if p.isInfinity { return q }
        if q.isInfinity { return p }
        let z1z1 = p.z.squared
        let z2z2 = q.z.squared
        let u1 = p.x * z2z2
        let u2 = q.x * z1z1
        let s1 = p.y * q.z * z2z2
        let s2 = q.y * p.z * z1z1
        let h = u2 - u1
        let r = (s2 - s1).doubled
        if h.isZero {
            return r.isZero ? p.doubled : .infinity
        }
        let i = h.doubled.squared
        let j = h * i
        let v = u1 * i
        let x3 = r.squared - j - v.doubled
        let y3 = r * (v - x3) - (s1 * j).doubled
        let z3 = ((p.z + q.z).squared - z1z1 - z2z2) * h
        return JacobianPoint(x: x3, y: y3, z: z3)
    }

    /// Double-and-add over little-endian 64-bit limbs, most significant bit first. Not constant
    /// time: the scalars here are public (subgroup orders, cofactors) or test-only secrets.
    func multiplied(byLimbs limbs: [UInt64]) -> JacobianPoint {
        var result = JacobianPoint.infinity
        var started = false
        for limb in limbs.reversed() {
            for bit in stride(from: 63, through: 0, by: -1) {
                // Doubling the identity is wasted work until the first set bit.
                if started { result = result.doubled }
                if (limb >> UInt64(bit)) & 1 == 1 {
                    result = started ? result + self : self
                    started = true
                }
            }
        }
        return result
    }

    /// Projective equality: X1·Z2² = X2·Z1² and Y1·Z2³ = Y2·Z1³.
    func isEqual(to other: JacobianPoint) -> Bool {
        if isInfinity || other.isInfinity { return isInfinity && other.isInfinity }
        let z1z1 = z.squared
        let z2z2 = other.z.squared
        return x * z2z2 == other.x * z1z1 && y * z2z2 * other.z == other.y * z1z1 * z
    }
}

/// The prime order r of G1, G2 and GT, as little-endian limbs.
let subgroupOrderLimbs: [UInt64] = [0xffffffff00000001, 0x53bda402fffe5bfe, 0x3339d80809a1d805, 0x73eda753299d7d48]
