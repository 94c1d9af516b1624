/// A point of edwards25519 (−x² + y² = 1 + d·x²·y²) in extended coordinates (X : Y : Z : T),
/// x = X/Z, y = Y/Z, x·y = T/Z, with the formulas of RFC 8032 §5.1.4 (Hisil, Wong, Carter and
/// Dawson's for a = −1). Public data only: nothing here is constant-time.
struct Edwards25519Point: Sendable {
    var x: Field25519
    var y: Field25519
    var z: Field25519
    var t: Field25519

    static let identity = Edwards25519Point(x: .zero, y: .one, z: .one, t: .zero)

    /// d = −121665 / 121666.
    static let d = -Field25519(121_665) * Field25519(121_666).inverse()
    static let twoD = d + d
    /// √−1 = 2^((p − 1) / 4): (p − 1) / 4 = 2²⁵³ − 5, big-endian.
    static let squareRootOfMinusOne = Field25519(2).power([0x1f] + [UInt8](repeating: 0xff, count: 30) + [0xfb])

    /// The base point B of RFC 8032 §5.1: y = 4/5 and the even x, written out (little-endian) so
    /// that nothing can fail here; the tests check that it encodes as the standard's 0x58 0x66….
    static let base: Edwards25519Point = {
        let xBytes: [UInt8] = [
            0x1a, 0xd5, 0x25, 0x8f, 0x60, 0x2d, 0x56, 0xc9, 0xb2, 0xa7, 0x25, 0x95, 0x60, 0xc7, 0x2c, 0x69,
            0x5c, 0xdc, 0xd6, 0xfd, 0x31, 0xe2, 0xa4, 0xc0, 0xfe, 0x53, 0x6e, 0xcd, 0xd3, 0x36, 0x69, 0x21,
        ]
        let x = Field25519(littleEndian: xBytes)
        let y = Field25519(littleEndian: [0x58] + [UInt8](repeating: 0x66, count: 31))
        return Edwards25519Point(x: x, y: y, z: .one, t: x * y)
    }()

    init(x: Field25519, y: Field25519, z: Field25519, t: Field25519) {
        self.x = x
        self.y = y
        self.z = z
        self.t = t
    }

    /// Decodes 32 bytes as RFC 8032 §5.1.3 says; nil when they are not the canonical encoding of
    /// a point (y ≥ p, no square root for x, or x = 0 with the sign bit set).
    init?(encoded bytes: [UInt8]) {
        guard bytes.count == 32 else { return nil }
        let sign = bytes[31] >> 7
        // y ≥ p: p...2²⁵⁵−1 are top byte 0x7f (sign bit aside), 30 bytes 0xff, lowest ≥ 0xed.
        if bytes[31] & 0x7f == 0x7f, bytes[1...30].allSatisfy({ $0 == 0xff }), bytes[0] >= 0xed { return nil }
        let y = Field25519(littleEndian: bytes)
        let ySquared = y.squared()
        let u = ySquared - .one
        let v = Self.d * ySquared + .one
        // Candidate root x = u·v³·(u·v⁷)^((p−5)/8).
        let v3 = v.squared() * v
        let v7 = v3.squared() * v
        var x = u * v3 * (u * v7).raisedToPMinus5Over8()
        // v·x² must be u (root found) or −u (times √−1); otherwise u/v has no square root.
        let check = v * x.squared()
        if check == u {
            // x is a square root of u/v.
        } else if check == -u {
            x = x * Self.squareRootOfMinusOne
        } else {
            return nil
        }
        if x.isZero && sign == 1 { return nil }
        if x.isNegative != (sign == 1) { x = -x }
        self.init(x: x, y: y, z: .one, t: x * y)
    }

    /// The 32-byte encoding: y, with x's parity in the top bit.
    var encoded: [UInt8] {
        let inverseZ = z.inverse()
        var bytes = (y * inverseZ).littleEndianBytes
        if (x * inverseZ).isNegative { bytes[31] |= 0x80 }
        return bytes
    }

    /// −P = (−x, y).
    var negated: Edwards25519Point {
        Edwards25519Point(x: -x, y: y, z: z, t: -t)
    }

    /// 2P (dbl-2008-hwcd with a = −1): 4 squarings and 4 multiplications, or 3 without T.
    ///
    /// - Parameter computingT: false leaves T at zero (not 2P's), which saves a multiplication
    ///   when the next step is another doubling: doubling reads X, Y and Z only, and an addition
    ///   needs T.
    func doubled(computingT: Bool = true) -> Edwards25519Point {
        let a = x.squared()
        let b = y.squared()
        let zSquared = z.squared()
        let c = zSquared + zSquared
        let h = a + b
        let e = h - (x + y).squared()
        let g = a - b
        let f = c + g
        return Edwards25519Point(x: e * f, y: g * h, z: f * g, t: computingT ? e * h : .zero)
    }

    /// P + Q for a Q kept in ``Cached`` form: 9 multiplications.
    static func + (p: Edwards25519Point, q: Cached) -> Edwards25519Point {
        let a = (p.y - p.x) * q.yMinusX
        let b = (p.y + p.x) * q.yPlusX
        let c = p.t * q.tTimes2D
        let d = p.z * q.zTimes2
        return combined(a, b, c, d)
    }

    /// P − Q for a Q kept in ``Cached`` form.
    static func - (p: Edwards25519Point, q: Cached) -> Edwards25519Point {
        // −Q swaps y + x with y − x and negates t.
        let a = (p.y - p.x) * q.yPlusX
        let b = (p.y + p.x) * q.yMinusX
        let c = -(p.t * q.tTimes2D)
        let d = p.z * q.zTimes2
        return combined(a, b, c, d)
    }

    /// P + Q for an affine Q in ``Affine`` form (Z = 1): 8 multiplications.
    static func + (p: Edwards25519Point, q: Affine) -> Edwards25519Point {
        let a = (p.y - p.x) * q.yMinusX
        let b = (p.y + p.x) * q.yPlusX
        let c = p.t * q.xyTimes2D
        let d = p.z + p.z
        return combined(a, b, c, d)
    }

    /// P − Q for an affine Q in ``Affine`` form.
    static func - (p: Edwards25519Point, q: Affine) -> Edwards25519Point {
        let a = (p.y - p.x) * q.yPlusX
        let b = (p.y + p.x) * q.yMinusX
        let c = -(p.t * q.xyTimes2D)
        let d = p.z + p.z
        return combined(a, b, c, d)
    }

    /// The last step of the addition (add-2008-hwcd-3), from its four products.
    private static func combined(
        _ a: Field25519, _ b: Field25519, _ c: Field25519, _ d: Field25519
    ) -> Edwards25519Point {
        let e = b - a
        let f = d - c
        let g = d + c
        let h = b + a
        return Edwards25519Point(x: e * f, y: g * h, z: f * g, t: e * h)
    }

    /// A point kept for adding to others: y + x, y − x, 2Z and 2d·T, so an addition needs no
    /// more of them.
    struct Cached: Sendable {
        let yPlusX: Field25519
        let yMinusX: Field25519
        let zTimes2: Field25519
        let tTimes2D: Field25519

        init(_ point: Edwards25519Point) {
            yPlusX = point.y + point.x
            yMinusX = point.y - point.x
            zTimes2 = point.z + point.z
            tTimes2D = point.t * Edwards25519Point.twoD
        }
    }

    /// A point with Z = 1 kept for adding: y + x, y − x and 2d·x·y (a fixed table's entries).
    struct Affine: Sendable {
        let yPlusX: Field25519
        let yMinusX: Field25519
        let xyTimes2D: Field25519

        init(_ point: Edwards25519Point) {
            let inverseZ = point.z.inverse()
            let x = point.x * inverseZ
            let y = point.y * inverseZ
            yPlusX = y + x
            yMinusX = y - x
            xyTimes2D = x * y * Edwards25519Point.twoD
        }
    }
}
