import ByteTools
import CryptoPrimitives

/// The sextic twist E': y² = x³ + 4(1 + u) over Fp2, home of G2 (and of IC public keys).
enum G2Curve: CurveParameters {
    static let b = Fp2(Fp(4), Fp(4))
}

/// A point of G2, the order-r subgroup of E'(Fp2). Values built through the public API are
/// always in the subgroup: decoding checks it, and the group operations preserve it.
public struct G2Point: Sendable, Equatable, CustomStringConvertible {
    var jacobian: JacobianPoint<G2Curve>

    init(_ jacobian: JacobianPoint<G2Curve>) {
        self.jacobian = jacobian
    }

    /// The standard generator.
    public static let generator = G2Point(
        JacobianPoint(
            affineX: Fp2(
                Fp(
                    montgomery: (
                        0xf5f28fa202940a10, 0xb3f5fb2687b4961a, 0xa1a893b53e2ae580, 0x9894999d1a3caee9,
                        0x6f67b7631863366b, 0x058191924350bcd7
                    )),
                Fp(
                    montgomery: (
                        0xa5a9c0759e23f606, 0xaaa0c59dbccd60c3, 0x3bb17e18e2867806, 0x1b1ab6cc8541b367,
                        0xc2b6ed0ef2158547, 0x11922a097360edf3
                    ))),
            affineY: Fp2(
                Fp(
                    montgomery: (
                        0x4c730af860494c4a, 0x597cfa1f5e369c5a, 0xe7e6856caa0a635a, 0xbbefb5e96e0d495f,
                        0x07d3a975f0ef25a2, 0x0083fd8e7e80dae5
                    )),
                Fp(
                    montgomery: (
                        0xadc0fc92df64b05d, 0x18aa270a2b1461dc, 0x86adac6a3be4eba0, 0x79495c4ec93da33a,
                        0xe7175850a43ccaed, 0x0b2bc2a163de1bf2
                    )))))

    /// The point at infinity.
    public static let identity = G2Point(.infinity)

    public var isIdentity: Bool { jacobian.isInfinity }

    public static func + (a: G2Point, b: G2Point) -> G2Point { G2Point(a.jacobian + b.jacobian) }
    public static prefix func - (a: G2Point) -> G2Point { G2Point(a.jacobian.negated) }
    public static func - (a: G2Point, b: G2Point) -> G2Point { a + (-b) }

    /// self · k.
    public func multiplied(by scalar: Scalar) -> G2Point { G2Point(jacobian.multiplied(byLimbs: scalar.limbs)) }

    /// Subgroup membership by Scott's test: Q is in G2 iff ψ(Q) = [x]Q, with ψ the
    /// untwist-Frobenius-twist endomorphism. One 64-bit multiplication instead of the 255-bit r.
    var isInSubgroup: Bool { isInSubgroup(xMagnitudeMultiple: jacobian.multiplied(byLimbs: [Pairing.xMagnitude])) }

    /// The same test given [|x|]Q, for callers that have it already (a public key's Miller-loop
    /// lines end on it): x < 0, so [x]Q = -[|x|]Q.
    func isInSubgroup(xMagnitudeMultiple: JacobianPoint<G2Curve>) -> Bool {
        psi.isEqual(to: xMagnitudeMultiple.negated)
    }

    /// The slow definition, r·Q = O, kept to cross-check the fast test.
    var isInSubgroupByOrder: Bool { jacobian.multiplied(byLimbs: subgroupOrderLimbs).isInfinity }

    /// ψ(x, y) = (x̄·ξ^(-(p-1)/3), ȳ·ξ^(-(p-1)/2)) in Jacobian form: (X̄·cx, Ȳ·cy, Z̄).
    var psi: JacobianPoint<G2Curve> {
        JacobianPoint(
            x: jacobian.x.conjugate * G2Point.psiX, y: jacobian.y.conjugate * G2Point.psiY, z: jacobian.z.conjugate)
    }

    static let psiX = Fp2(
        Fp(
            montgomery: (
                0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000,
                0x0000000000000000
            )),
        Fp(
            montgomery: (
                0x890dc9e4867545c3, 0x2af322533285a5d5, 0x50880866309b7e2c, 0xa20d1b8c7e881024, 0x14e4f04fe2db9068,
                0x14e56d3f1564853a
            )))
    static let psiY = Fp2(
        Fp(
            montgomery: (
                0x3e2f585da55c9ad1, 0x4294213d86c18183, 0x382844c88b623732, 0x92ad2afd19103e18, 0x1d794e4fac7cf0b9,
                0x0bd592fc7d825ec8
            )),
        Fp(
            montgomery: (
                0x7bcfa7a25aa30fda, 0xdc17dec12a927e7c, 0x2f088dd86b4ebef1, 0xd1ca2087da74d4a7, 0x2da2596696cebc1d,
                0x0e2b7eedbbfd87d2
            )))

    public static func == (a: G2Point, b: G2Point) -> Bool { a.jacobian.isEqual(to: b.jacobian) }

    public var description: String { "G2Point(\(Hex.encode(compressedRepresentation)))" }
}
