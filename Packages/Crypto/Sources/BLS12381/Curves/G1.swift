import ByteTools
import CryptoPrimitives

/// The curve E: y² = x³ + 4 over Fp, home of G1 (and of IC signatures in the min-sig scheme).
enum G1Curve: CurveParameters {
    static let b = Fp(4)
}

/// A point of G1, the order-r subgroup of E(Fp). Values built through the public API are
/// always in the subgroup: decoding checks it, and the group operations preserve it.
public struct G1Point: Sendable, Equatable, CustomStringConvertible {
    var jacobian: JacobianPoint<G1Curve>

    init(_ jacobian: JacobianPoint<G1Curve>) {
        self.jacobian = jacobian
    }

    /// The standard generator (x = 0x17f1d3a7…, y = 0x08b3f481…).
    public static let generator = G1Point(
        JacobianPoint(
            affineX: Fp(
                montgomery: (
                    0x5cb38790fd530c16, 0x7817fc679976fff5, 0x154f95c7143ba1c1, 0xf0ae6acdf3d0e747, 0xedce6ecc21dbf440,
                    0x120177419e0bfb75
                )),
            affineY: Fp(
                montgomery: (
                    0xbaac93d50ce72271, 0x8c22631a7918fd8e, 0xdd595f13570725ce, 0x51ac582950405194, 0x0e1c8c3fad0059c0,
                    0x0bbc3efc5008a26a
                ))))

    /// The point at infinity.
    public static let identity = G1Point(.infinity)

    public var isIdentity: Bool { jacobian.isInfinity }

    public static func + (a: G1Point, b: G1Point) -> G1Point { G1Point(a.jacobian + b.jacobian) }
    public static prefix func - (a: G1Point) -> G1Point { G1Point(a.jacobian.negated) }
    public static func - (a: G1Point, b: G1Point) -> G1Point { a + (-b) }

    /// self · k.
    public func multiplied(by scalar: Scalar) -> G1Point { G1Point(jacobian.multiplied(byLimbs: scalar.limbs)) }

    /// Subgroup membership by Scott's endomorphism test ("A note on group membership tests for
    /// G1, G2 and GT on BLS pairing-friendly curves", 2021): P is in G1 iff σ(P) = -[x²]P, where
    /// σ(x, y) = (βx, y) and β is the cube root of unity whose eigenvalue on G1 is -x² mod r.
    /// Two 64-bit multiplications instead of one by the 255-bit r.
    var isInSubgroup: Bool {
        let xP = jacobian.multiplied(byLimbs: [Pairing.xMagnitude])
        let x2P = xP.multiplied(byLimbs: [Pairing.xMagnitude])
        let sigma = JacobianPoint<G1Curve>(x: jacobian.x * G1Point.beta, y: jacobian.y, z: jacobian.z)
        return sigma.isEqual(to: x2P.negated)
    }

    /// The slow definition, r·P = O, kept to cross-check the fast test.
    var isInSubgroupByOrder: Bool { jacobian.multiplied(byLimbs: subgroupOrderLimbs).isInfinity }

    static let beta = Fp(
        montgomery: (
            0x30f1361b798a64e8, 0xf3b8ddab7ece5a2a, 0x16a8ca3ac61577f7, 0xc26a2ff874fd029b, 0x3636b76660701c6e,
            0x051ba4ab241b6160
        ))

    public static func == (a: G1Point, b: G1Point) -> Bool { a.jacobian.isEqual(to: b.jacobian) }

    public var description: String { "G1Point(\(Hex.encode(compressedRepresentation)))" }
}
