import ByteTools

extension BLS12381.Signing {
    /// A signature: a point of G1 other than the identity.
    public struct Signature: Sendable, Equatable, CustomStringConvertible {
        public let point: G1Point

        public init(point: G1Point) throws(BLSError) {
            guard !point.isIdentity else { throw .identityNotAllowed(what: "signature") }
            self.point = point
        }

        /// 48 compressed bytes; checks the flags, the curve and the subgroup.
        public init<Bytes: Collection>(compressedRepresentation bytes: Bytes) throws(BLSError)
        where Bytes.Element == UInt8 {
            try self.init(point: G1Point(compressed: Array(bytes), what: "signature"))
        }

        /// The 48 compressed bytes, the signature's form on the IC; the same as
        /// ``init(compressedRepresentation:)``.
        public init<Bytes: Collection>(rawRepresentation bytes: Bytes) throws(BLSError) where Bytes.Element == UInt8 {
            try self.init(compressedRepresentation: bytes)
        }

        public var compressedRepresentation: [UInt8] { point.compressedRepresentation }
        /// The 48 compressed bytes (see ``init(rawRepresentation:)``).
        public var rawRepresentation: [UInt8] { point.compressedRepresentation }

        public var description: String { "BLS12381.Signing.Signature(\(Hex.encode(rawRepresentation)))" }
    }
}
