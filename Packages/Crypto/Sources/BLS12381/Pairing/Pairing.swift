/// An element of GT, the order-r subgroup of Fp12* that the pairing lands in.
///
/// This implementation's final exponentiation raises to 3·(p¹²-1)/r (the cube keeps the hard
/// part short, after Hayashida–Hayasaka–Teruya 2020); since 3 is prime to r, the map is still a
/// non-degenerate bilinear pairing and `isOne` answers the same question, but the values are the
/// cubes of what other libraries print.
public struct GTElement: Sendable, Equatable {
    var value: Fp12

    init(_ value: Fp12) {
        self.value = value
    }

    public static let one = GTElement(.one)
    public var isOne: Bool { value.isOne }

    public static func * (a: GTElement, b: GTElement) -> GTElement { GTElement(a.value * b.value) }
}

/// The output of a Miller loop, before the final exponentiation. Only equality to one after
/// `finalExponentiation()` is meaningful.
public struct MillerLoopResult: Sendable {
    var value: Fp12

    public static func * (a: MillerLoopResult, b: MillerLoopResult) -> MillerLoopResult {
        MillerLoopResult(value: a.value * b.value)
    }

    /// f^(3(p¹²-1)/r): first the easy part (p⁶-1)(p²+1), which lands in the cyclotomic subgroup
    /// where inversion is conjugation, then the hard part 3(p⁴-p²+1)/r = λ0 + λ1·p + λ2·p² + λ3·p³
    /// with λ3 = (x-1)², λ2 = λ3·x, λ1 = λ2·x - λ3, λ0 = λ1·x + 3.
    public func finalExponentiation() -> GTElement {
        let f = value
        var t = f.conjugate * f.inverse
        t = t.frobenius.frobenius * t
        let a0 = Pairing.powerX(t) * t.conjugate  // t^(x-1)
        let a = Pairing.powerX(a0) * a0.conjugate  // t^λ3
        let b = Pairing.powerX(a)  // t^λ2
        let c = Pairing.powerX(b) * a.conjugate  // t^λ1
        let d = Pairing.powerX(c) * t.cyclotomicSquared * t  // t^λ0
        return GTElement(d * c.frobenius * b.frobenius.frobenius * a.frobenius.frobenius.frobenius)
    }
}

/// The optimal ate pairing on BLS12-381: e(P, Q) = (f_{x,Q}(P))^(final exponent), x = -0xd201000000010000.
public enum Pairing {
    /// |x| for the BLS12-381 parameter x = -0xd201000000010000.
    static let xMagnitude: UInt64 = 0xd201000000010000

    /// m^x for m in the cyclotomic subgroup: square-and-multiply by |x|, then conjugate for the sign.
    static func powerX(_ m: Fp12) -> Fp12 {
        var result = m
        for bit in stride(from: 62, through: 0, by: -1) {
            result = result.cyclotomicSquared
            if (xMagnitude >> UInt64(bit)) & 1 == 1 { result = result * m }
        }
        return result.conjugate
    }

    /// e(P, Q).
    public static func pairing(_ p: G1Point, _ q: G2Point) -> GTElement {
        millerLoop([(p, q)]).finalExponentiation()
    }

    /// ∏ e(Pᵢ, Qᵢ) == 1, with one shared Miller loop accumulator and one final exponentiation.
    public static func productIsOne(_ pairs: [(G1Point, G2Point)]) -> Bool {
        millerLoop(pairs).finalExponentiation().isOne
    }

    /// The product of the Miller loops of all pairs, sharing the squarings of the accumulator.
    /// Pairs with an identity point contribute 1 and are skipped.
    public static func millerLoop(_ pairs: [(G1Point, G2Point)]) -> MillerLoopResult {
        millerLoop(prepared: pairs.map { ($0.0, G2Prepared($0.1)) })
    }

    /// The Miller loop over G2 points whose line coefficients were computed beforehand: only the
    /// evaluations at the G1 points and the Fp12 arithmetic remain.
    static func millerLoop(prepared pairs: [(G1Point, G2Prepared)]) -> MillerLoopResult {
        var points: [(px: Fp, py: Fp, lines: [G2Prepared.Line])] = []
        for (p, q) in pairs {
            guard let pa = p.jacobian.affine, !q.lines.isEmpty else { continue }
            points.append((pa.x, pa.y, q.lines))
        }
        var f = Fp12.one
        var step = 0
        for bit in stride(from: 62, through: 0, by: -1) {
            f = f.squared
            for point in points {
                let line = point.lines[step]
                f = f.multiplied(
                    byLine: line.constant, line.xCoefficient.scaled(by: point.px),
                    line.yCoefficient.scaled(by: point.py))
            }
            step += 1
            if (xMagnitude >> UInt64(bit)) & 1 == 1 {
                for point in points {
                    let line = point.lines[step]
                    f = f.multiplied(
                        byLine: line.constant, line.xCoefficient.scaled(by: point.px),
                        line.yCoefficient.scaled(by: point.py))
                }
                step += 1
            }
        }
        // x < 0: f_{-|x|} equals 1/f_{|x|} up to factors the final exponentiation kills, and
        // after it inversion is conjugation.
        return MillerLoopResult(value: f.conjugate)
    }
}

/// A G2 point's Miller-loop lines, computed once: every line is c0 + (cx·xP)·w² + (cy·yP)·w³
/// for the G1 point P = (xP, yP) it is evaluated at, so the point arithmetic on the twist need
/// not be repeated for a key that verifies many signatures (or for the fixed generator).
struct G2Prepared: Sendable {
    struct Line: Sendable {
        let constant: Fp2
        let xCoefficient: Fp2
        let yCoefficient: Fp2
    }

    /// 68 lines (63 doublings, 5 additions) in loop order; empty for the identity.
    let lines: [Line]

    init(_ q: G2Point) {
        lines = G2Prepared.walk(q)?.lines ?? []
    }

    init(lines: [Line]) {
        self.lines = lines
    }

    /// The lines of Q's Miller loop and the point the loop's doublings and additions end on,
    /// [|x|]Q (which Scott's subgroup test needs too); nil for the identity. Should Q have small
    /// order, a degenerate step leaves the point at infinity, which no subgroup test accepts.
    static func walk(_ q: G2Point) -> (lines: [Line], xMagnitudeMultiple: JacobianPoint<G2Curve>)? {
        guard let (qx, qy) = q.jacobian.affine else { return nil }
        var lines: [Line] = []
        lines.reserveCapacity(68)
        var t = JacobianPoint<G2Curve>(affineX: qx, affineY: qy)
        for bit in stride(from: 62, through: 0, by: -1) {
            lines.append(G2Prepared.doublingStep(&t))
            if (Pairing.xMagnitude >> UInt64(bit)) & 1 == 1 {
                lines.append(G2Prepared.additionStep(&t, qx: qx, qy: qy))
            }
        }
        return (lines, t)
    }

    /// T ← 2T, returning the tangent line at T.
    ///
    /// With the untwist (x', y') ↦ (x'/w², y'/w³), the tangent at T evaluated at P = (xP, yP) and
    /// scaled by w³ is (λx' - y') - λ·xP·w² + yP·w³, λ = 3x'²/2y'. In Jacobian coordinates
    /// x' = X/Z², y' = Y/Z³, and scaling by 2YZ³ (an Fp2 factor, removed by the final
    /// exponentiation) clears denominators: (3X³ - 2Y²) - 3X²Z²·xP·w² + 2YZ³·yP·w³.
    static func doublingStep(_ t: inout JacobianPoint<G2Curve>) -> Line {
        let a = t.x.squared
        let b = t.y.squared
        let c = b.squared
        let d = ((t.x + b).squared - a - c).doubled
        let e = a.doubled + a
        let zz = t.z.squared
        let x3 = e.squared - d.doubled
        let y3 = e * (d - x3) - c.doubled.doubled.doubled
        let z3 = (t.y * t.z).doubled
        let line = Line(constant: e * t.x - b.doubled, xCoefficient: -(e * zz), yCoefficient: z3 * zz)
        t = JacobianPoint(x: x3, y: y3, z: z3)
        return line
    }

    /// T ← T + Q (Q affine), returning the line through T and Q.
    ///
    /// The chord has slope λ = R/(Z·H) with H = xQ·Z² - X and R = yQ·Z³ - Y; through Q it reads
    /// (λ·xQ - yQ) - λ·xP·w² + yP·w³, scaled by Z·H (the new Z): (R·xQ - yQ·Z3) - R·xP·w² + Z3·yP·w³.
    static func additionStep(_ t: inout JacobianPoint<G2Curve>, qx: Fp2, qy: Fp2) -> Line {
        let zz = t.z.squared
        let u2 = qx * zz
        let s2 = qy * t.z * zz
        let h = u2 - t.x
        let r = s2 - t.y
        let hh = h.squared
        let hhh = h * hh
        let v = t.x * hh
        let x3 = r.squared - hhh - v.doubled
        let y3 = r * (v - x3) - t.y * hhh
        let z3 = t.z * h
        let line = Line(constant: r * qx - qy * z3, xCoefficient: -r, yCoefficient: z3)
        t = JacobianPoint(x: x3, y: y3, z: z3)
        return line
    }
}
