/// The compressed ZCash encoding of G2 (96 bytes): x.c1 then x.c0, each 48 bytes big-endian,
/// with the same three flags as G1 in the top bits of byte 0.
extension G2Point {
    public static let compressedByteCount = 96

    /// Decodes and validates a compressed point: canonical coordinates, on the twist, in the
    /// subgroup. The identity is accepted here; public keys reject it themselves.
    public init<Bytes: Collection>(compressedRepresentation bytes: Bytes) throws(BLSError) where Bytes.Element == UInt8 {
        try self.init(compressed: Array(bytes), what: "G2 point")
    }

    init(compressed bytes: [UInt8], what: String) throws(BLSError) {
        guard bytes.count == 96 else { throw .invalidLength(what: what, expected: 96, actual: bytes.count) }
        let flags = bytes[0]
        guard flags & 0x80 != 0 else { throw .notCompressed(what: what) }
        if flags & 0x40 != 0 {
            guard flags == 0xc0, bytes.dropFirst().allSatisfy({ $0 == 0 }) else { throw .invalidInfinityEncoding(what: what) }
            self = .identity
            return
        }
        var c1Bytes = Array(bytes[0..<48])
        c1Bytes[0] &= 0x1f
        guard let c1 = Fp(bigEndian: c1Bytes), let c0 = Fp(bigEndian: Array(bytes[48..<96])) else {
            throw .coordinateNotInField(what: what)
        }
        let x = Fp2(c0, c1)
        guard var y = (x.squared * x + G2Curve.b).squareRoot() else { throw .notOnCurve(what: what) }
        if y.isLexicographicallyLargest != (flags & 0x20 != 0) { y = -y }
        let point = G2Point(JacobianPoint(affineX: x, affineY: y))
        guard point.isInSubgroup else { throw .notInSubgroup(what: what) }
        self = point
    }

    /// 96 bytes: the identity as 0xc0 followed by zeros.
    public var compressedRepresentation: [UInt8] {
        guard let (x, y) = jacobian.affine else { return [0xc0] + [UInt8](repeating: 0, count: 95) }
        var bytes = x.c1.bigEndianBytes + x.c0.bigEndianBytes
        bytes[0] |= 0x80
        if y.isLexicographicallyLargest { bytes[0] |= 0x20 }
        return bytes
    }
}
