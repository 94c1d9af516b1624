/// The compressed ZCash encoding of G1 (48 bytes): x big-endian, with three flags in the top bits
/// of byte 0: 0x80 compressed (required), 0x40 infinity, 0x20 "y is the larger root".
extension G1Point {
    public static let compressedByteCount = 48

    /// Decodes and validates a compressed point: canonical x, on the curve, in the subgroup.
    /// The identity is accepted here (its encoding is 0xc0 then zeros); keys and signatures
    /// reject it themselves.
    public init<Bytes: Collection>(compressedRepresentation bytes: Bytes) throws(BLSError)
    where Bytes.Element == UInt8 {
        try self.init(compressed: Array(bytes), what: "G1 point")
    }

    init(compressed bytes: [UInt8], what: String) throws(BLSError) {
        guard let (xBytes, largerY) = try CompressedFlags.read(bytes, count: 48, what: what) else {
            self = .identity
            return
        }
        guard let x = Fp(bigEndian: xBytes) else { throw .coordinateNotInField(what: what) }
        guard var y = (x.squared * x + G1Curve.b).squareRoot() else { throw .notOnCurve(what: what) }
        if y.isLexicographicallyLargest != largerY { y = -y }
        let point = G1Point(JacobianPoint(affineX: x, affineY: y))
        guard point.isInSubgroup else { throw .notInSubgroup(what: what) }
        self = point
    }

    /// 48 bytes: the identity as 0xc0 followed by zeros.
    public var compressedRepresentation: [UInt8] {
        let affine = jacobian.affine
        return CompressedFlags.write(
            coordinates: affine?.0.bigEndianBytes, largerY: affine?.1.isLexicographicallyLargest ?? false, count: 48)
    }
}
