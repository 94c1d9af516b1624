/// The compressed ZCash encoding of G2 (96 bytes): x.c1 then x.c0, each 48 bytes big-endian,
/// with the same three flags as G1 in the top bits of byte 0.
extension G2Point {
    public static let compressedByteCount = 96

    /// Decodes and validates a compressed point: canonical coordinates, on the twist, in the
    /// subgroup. The identity is accepted here; public keys reject it themselves.
    public init<Bytes: Collection>(compressedRepresentation bytes: Bytes) throws(BLSError)
    where Bytes.Element == UInt8 {
        try self.init(compressed: Array(bytes), what: "G2 point")
    }

    /// `checksSubgroup: false` is for a caller that makes the subgroup test itself (public keys
    /// do, on the way to their Miller-loop lines).
    init(compressed bytes: [UInt8], what: String, checksSubgroup: Bool = true) throws(BLSError) {
        guard let (coordinates, largerY) = try CompressedFlags.read(bytes, count: 96, what: what) else {
            self = .identity
            return
        }
        let c1Bytes = Array(coordinates[0..<48])
        guard let c1 = Fp(bigEndian: c1Bytes), let c0 = Fp(bigEndian: Array(coordinates[48..<96])) else {
            throw .coordinateNotInField(what: what)
        }
        let x = Fp2(c0, c1)
        guard var y = (x.squared * x + G2Curve.b).squareRoot() else { throw .notOnCurve(what: what) }
        if y.isLexicographicallyLargest != largerY { y = -y }
        let point = G2Point(JacobianPoint(affineX: x, affineY: y))
        guard !checksSubgroup || point.isInSubgroup else { throw .notInSubgroup(what: what) }
        self = point
    }

    /// 96 bytes: the identity as 0xc0 followed by zeros.
    public var compressedRepresentation: [UInt8] {
        let affine = jacobian.affine
        return CompressedFlags.write(
            coordinates: affine.map { $0.0.c1.bigEndianBytes + $0.0.c0.bigEndianBytes },
            largerY: affine?.1.isLexicographicallyLargest ?? false, count: 96)
    }
}
