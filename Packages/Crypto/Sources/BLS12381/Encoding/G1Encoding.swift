/// The compressed ZCash encoding of G1 (48 bytes): x big-endian, with three flags in the top bits
/// of byte 0: 0x80 compressed (required), 0x40 infinity, 0x20 "y is the larger root".
extension G1Point {
    public static let compressedByteCount = 48

    /// Decodes and validates a compressed point: canonical x, on the curve, in the subgroup.
    /// The identity is accepted here (its encoding is 0xc0 then zeros); keys and signatures
    /// reject it themselves.
    public init<Bytes: Collection>(compressedRepresentation bytes: Bytes) throws(BLSError) where Bytes.Element == UInt8 {
        try self.init(compressed: Array(bytes), what: "G1 point")
    }

    init(compressed bytes: [UInt8], what: String) throws(BLSError) {
        guard bytes.count == 48 else { throw .invalidLength(what: what, expected: 48, actual: bytes.count) }
        let flags = bytes[0]
        guard flags & 0x80 != 0 else { throw .notCompressed(what: what) }
        if flags & 0x40 != 0 {
            // Exactly one infinity encoding: no sign flag, no coordinate bits.
            guard flags == 0xc0, bytes.dropFirst().allSatisfy({ $0 == 0 }) else { throw .invalidInfinityEncoding(what: what) }
            self = .identity
            return
        }
        var xBytes = bytes
        xBytes[0] &= 0x1f
        guard let x = Fp(bigEndian: xBytes) else { throw .coordinateNotInField(what: what) }
        guard var y = (x.squared * x + G1Curve.b).squareRoot() else { throw .notOnCurve(what: what) }
        if y.isLexicographicallyLargest != (flags & 0x20 != 0) { y = -y }
        let point = G1Point(JacobianPoint(affineX: x, affineY: y))
        guard point.isInSubgroup else { throw .notInSubgroup(what: what) }
        self = point
    }

    /// 48 bytes: the identity as 0xc0 followed by zeros.
    public var compressedRepresentation: [UInt8] {
        guard let (x, y) = jacobian.affine else { return [0xc0] + [UInt8](repeating: 0, count: 47) }
        var bytes = x.bigEndianBytes
        bytes[0] |= 0x80
        if y.isLexicographicallyLargest { bytes[0] |= 0x20 }
        return bytes
    }
}
