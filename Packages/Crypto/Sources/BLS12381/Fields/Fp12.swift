/// Fp12 = Fp6[w] / (w² - v): c0 + c1·w, the target group of the pairing.
///
/// Viewed over Fp2, an element is a0 + a1·w + … + a5·w⁵ with w⁶ = ξ; c0 holds (a0, a2, a4) and
/// c1 holds (a1, a3, a5). The Frobenius constants below are ξ^(i(p-1)/6) for those powers.
struct Fp12: Sendable, Equatable {
    var c0: Fp6
    var c1: Fp6

    init(_ c0: Fp6, _ c1: Fp6) {
        self.c0 = c0
        self.c1 = c1
    }

    static let one = Fp12(.one, .zero)

    var isOne: Bool { self == .one }

    static func + (a: Fp12, b: Fp12) -> Fp12 { Fp12(a.c0 + b.c0, a.c1 + b.c1) }
    static func - (a: Fp12, b: Fp12) -> Fp12 { Fp12(a.c0 - b.c0, a.c1 - b.c1) }

    /// Karatsuba over Fp6: three Fp6 multiplications.
    static func * (a: Fp12, b: Fp12) -> Fp12 {
        let aa = a.c0 * b.c0
        let bb = a.c1 * b.c1
        let c1 = (a.c0 + a.c1) * (b.c0 + b.c1) - aa - bb
        return Fp12(aa + bb.timesV, c1)
    }

    static func *= (a: inout Fp12, b: Fp12) { a = a * b }

    /// Complex squaring: two Fp6 multiplications.
    var squared: Fp12 {
        let ab = c0 * c1
        let c0New = (c0 + c1) * (c0 + c1.timesV) - ab - ab.timesV
        return Fp12(c0New, ab + ab)
    }

    /// Multiplication by the sparse line value b0 + b1·v + b4·v·w (coefficients 0, 1 and 4 when
    /// Fp12 is read as six Fp2 slots c0.c0, c0.c1, c0.c2, c1.c0, c1.c1, c1.c2).
    func multiplied(byLine b0: Fp2, _ b1: Fp2, _ b4: Fp2) -> Fp12 {
        let aa = c0.multiplied(by01: b0, b1)
        let bb = c1.multiplied(by1: b4)
        let sum = (c0 + c1).multiplied(by01: b0, b1 + b4)
        return Fp12(aa + bb.timesV, sum - aa - bb)
    }

    /// x^(p^6): negates the w-odd half. On the cyclotomic subgroup this is the inverse.
    var conjugate: Fp12 { Fp12(c0, -c1) }

    var inverse: Fp12 {
        let norm = (c0.squared - c1.squared.timesV).inverse
        return Fp12(c0 * norm, -(c1 * norm))
    }

    /// x ↦ x^p: conjugate every Fp2 slot and scale slot i by ξ^(i(p-1)/6).
    var frobenius: Fp12 {
        Fp12(
            Fp6(c0.c0.conjugate, c0.c1.conjugate * Fp12.gamma2, c0.c2.conjugate * Fp12.gamma4),
            Fp6(c1.c0.conjugate * Fp12.gamma1, c1.c1.conjugate * Fp12.gamma3, c1.c2.conjugate * Fp12.gamma5))
    }

    /// Granger–Scott squaring for elements of the cyclotomic subgroup (after the easy part of the
    /// final exponentiation): Fp12 is read as Fp4³ over the pairs (a_i, a_{i+3}), which costs
    /// three Fp4 squarings instead of a general squaring.
    var cyclotomicSquared: Fp12 {
        func fp4Square(_ a: Fp2, _ b: Fp2) -> (Fp2, Fp2) {
            let a2 = a.squared
            let b2 = b.squared
            return (b2.timesNonResidue + a2, (a + b).squared - a2 - b2)
        }
        var z0 = c0.c0
        var z4 = c0.c1
        var z3 = c0.c2
        var z2 = c1.c0
        var z1 = c1.c1
        var z5 = c1.c2
        let (t0, t1) = fp4Square(z0, z1)
        z0 = t0 - z0
        z0 = z0 + z0 + t0
        z1 = t1 + z1
        z1 = z1 + z1 + t1
        let (s0, s1) = fp4Square(z2, z3)
        let (s2, s3) = fp4Square(z4, z5)
        z4 = s0 - z4
        z4 = z4 + z4 + s0
        z5 = s1 + z5
        z5 = z5 + z5 + s1
        let s3v = s3.timesNonResidue
        z2 = s3v + z2
        z2 = z2 + z2 + s3v
        z3 = s2 - z3
        z3 = z3 + z3 + s2
        return Fp12(Fp6(z0, z4, z3), Fp6(z2, z1, z5))
    }

    static let gamma1 = Fp2(
        Fp(
            montgomery: (
                0x07089552b319d465, 0xc6695f92b50a8313, 0x97e83cccd117228f, 0xa35baecab2dc29ee, 0x1ce393ea5daace4d,
                0x08f2220fb0fb66eb
            )),
        Fp(
            montgomery: (
                0xb2f66aad4ce5d646, 0x5842a06bfc497cec, 0xcf4895d42599d394, 0xc11b9cba40a8e8d0, 0x2e3813cbe5a0de89,
                0x110eefda88847faf
            )))
    static let gamma2 = Fp2(
        Fp(
            montgomery: (
                0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000,
                0x0000000000000000
            )),
        Fp(
            montgomery: (
                0xcd03c9e48671f071, 0x5dab22461fcda5d2, 0x587042afd3851b95, 0x8eb60ebe01bacb9e, 0x03f97d6e83d050d2,
                0x18f0206554638741
            )))
    static let gamma3 = Fp2(
        Fp(
            montgomery: (
                0x7bcfa7a25aa30fda, 0xdc17dec12a927e7c, 0x2f088dd86b4ebef1, 0xd1ca2087da74d4a7, 0x2da2596696cebc1d,
                0x0e2b7eedbbfd87d2
            )),
        Fp(
            montgomery: (
                0x7bcfa7a25aa30fda, 0xdc17dec12a927e7c, 0x2f088dd86b4ebef1, 0xd1ca2087da74d4a7, 0x2da2596696cebc1d,
                0x0e2b7eedbbfd87d2
            )))
    static let gamma4 = Fp2(
        Fp(
            montgomery: (
                0x890dc9e4867545c3, 0x2af322533285a5d5, 0x50880866309b7e2c, 0xa20d1b8c7e881024, 0x14e4f04fe2db9068,
                0x14e56d3f1564853a
            )),
        Fp(
            montgomery: (
                0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000,
                0x0000000000000000
            )))
    static let gamma5 = Fp2(
        Fp(
            montgomery: (
                0x82d83cf50dbce43f, 0xa2813e53df9d018f, 0xc6f0caa53c65e181, 0x7525cf528d50fe95, 0x4a85ed50f4798a6b,
                0x171da0fd6cf8eebd
            )),
        Fp(
            montgomery: (
                0x3726c30af242c66c, 0x7c2ac1aad1b6fe70, 0xa04007fbba4b14a2, 0xef517c3266341429, 0x0095ba654ed2226b,
                0x02e370eccc86f7dd
            )))
}
