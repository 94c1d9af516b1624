import ByteTools

extension BLS12381.Signing {
    /// A public key: a point of G2 other than the identity.
    public struct PublicKey: Sendable, Equatable, CustomStringConvertible {
        public let point: G2Point
        /// The key's Miller-loop lines, computed when the key is made: a key kept for many
        /// verifications (an agent's root key) pays for its twist arithmetic once.
        let prepared: G2Prepared

        /// The 37-byte DER SubjectPublicKeyInfo prefix of every IC BLS key (OIDs
        /// 1.3.6.1.4.1.44668.5.3.1.2.1 and 1.3.6.1.4.1.44668.5.3.2.1), followed by the 96 key bytes.
        public static let derPrefix: [UInt8] = [
            0x30, 0x81, 0x82, 0x30, 0x1d, 0x06, 0x0d, 0x2b, 0x06, 0x01, 0x04, 0x01, 0x82, 0xdc, 0x7c, 0x05, 0x03, 0x01,
            0x02, 0x01, 0x06, 0x0c, 0x2b, 0x06, 0x01, 0x04, 0x01, 0x82, 0xdc, 0x7c, 0x05, 0x03, 0x02, 0x01, 0x03, 0x61,
            0x00,
        ]

        public init(point: G2Point) throws(BLSError) {
            guard !point.isIdentity else { throw .identityNotAllowed(what: "public key") }
            self.init(unchecked: point)
        }

        /// For points known to be valid keys (a nonzero multiple of the generator).
        init(unchecked point: G2Point) {
            self.point = point
            prepared = G2Prepared(point)
        }

        /// 96 compressed bytes; checks the flags, the curve and the subgroup.
        ///
        /// The subgroup test (ψ(Q) = [x]Q) and the key's Miller-loop lines walk the same bits of
        /// |x|, so the lines are computed first and the test reads the point they end on.
        public init<Bytes: Collection>(compressedRepresentation bytes: Bytes) throws(BLSError)
        where Bytes.Element == UInt8 {
            let point = try G2Point(compressed: Array(bytes), what: "public key", checksSubgroup: false)
            guard let (lines, xMagnitudeMultiple) = G2Prepared.walk(point) else {
                throw .identityNotAllowed(what: "public key")
            }
            guard point.isInSubgroup(xMagnitudeMultiple: xMagnitudeMultiple) else {
                throw .notInSubgroup(what: "public key")
            }
            self.point = point
            prepared = G2Prepared(lines: lines)
        }

        /// The 133-byte DER form the IC uses (root key, subnet keys in certificate delegations).
        public init<Bytes: Collection>(derRepresentation bytes: Bytes) throws(BLSError) where Bytes.Element == UInt8 {
            let array = Array(bytes)
            let expected = PublicKey.derPrefix.count + 96
            guard array.count == expected else {
                throw .invalidLength(what: "DER public key", expected: expected, actual: array.count)
            }
            if let offset = zip(array, PublicKey.derPrefix).enumerated().first(where: { $0.element.0 != $0.element.1 })?
                .offset
            {
                throw .invalidDERPrefix(offset: offset)
            }
            try self.init(compressedRepresentation: array[PublicKey.derPrefix.count...])
        }

        /// The 96 compressed bytes, the key's raw form on the IC; the same as
        /// ``init(compressedRepresentation:)``.
        public init<Bytes: Collection>(rawRepresentation bytes: Bytes) throws(BLSError) where Bytes.Element == UInt8 {
            try self.init(compressedRepresentation: bytes)
        }

        public var compressedRepresentation: [UInt8] { point.compressedRepresentation }
        /// The 96 compressed bytes (see ``init(rawRepresentation:)``).
        public var rawRepresentation: [UInt8] { point.compressedRepresentation }
        public var derRepresentation: [UInt8] { PublicKey.derPrefix + point.compressedRepresentation }

        /// e(sig, g2) == e(H(m), pk), checked as e(sig, -g2) · e(H(m), pk) == 1 with one shared
        /// final exponentiation.
        public func isValidSignature<Message: Collection>(_ signature: Signature, for message: Message) -> Bool
        where Message.Element == UInt8 {
            let hashed = HashToG1.hash(message, dst: HashToG1.signatureDST)
            return Pairing.millerLoop(prepared: [(signature.point, PublicKey.negatedGenerator), (hashed, prepared)])
                .finalExponentiation().isOne
        }

        /// -g2's lines, shared by every verification.
        static let negatedGenerator = G2Prepared(-G2Point.generator)

        public static func == (a: PublicKey, b: PublicKey) -> Bool { a.point == b.point }

        public var description: String { "BLS12381.Signing.PublicKey(\(Hex.encode(rawRepresentation)))" }
    }
}
