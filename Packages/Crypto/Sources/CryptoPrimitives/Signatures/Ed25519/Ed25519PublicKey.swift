import ByteTools

extension Ed25519.Signing {
    /// An Ed25519 public key: 32 bytes that decode to a point on edwards25519.
    public struct PublicKey: Sendable, Hashable, CustomStringConvertible {
        /// The 32-byte encoding (RFC 8032 §5.1.2).
        public let rawRepresentation: [UInt8]
        /// The decoded point, which verification starts from.
        let point: Edwards25519Point

        /// From the 32-byte encoding.
        ///
        /// - Throws: ``KeyError/invalidLength(key:expected:actual:)``,
        ///   ``KeyError/pointNotOnCurve(curve:)`` for bytes that are not a canonical point.
        public init<Bytes: Collection>(rawRepresentation bytes: Bytes) throws(KeyError) where Bytes.Element == UInt8 {
            guard bytes.count == 32 else {
                throw .invalidLength(key: "Ed25519 public key", expected: "32", actual: bytes.count)
            }
            let raw = Array(bytes)
            // OpenSSL accepts any 32 bytes as a public key and only fails at verification;
            // decoding here says "not on the curve" up front.
            guard let point = Edwards25519Point(encoded: raw) else { throw .pointNotOnCurve(curve: "Ed25519") }
            self.point = point
            rawRepresentation = raw
        }

        /// From DER SubjectPublicKeyInfo with the Ed25519 OID (RFC 8410): `302a300506032b6570032100…`.
        public init<Bytes: Collection>(derRepresentation bytes: Bytes) throws(KeyError) where Bytes.Element == UInt8 {
            let info: SubjectPublicKeyInfo
            do { info = try SubjectPublicKeyInfo(derEncoded: Array(bytes)) } catch { throw .malformedDER(error) }
            guard info.algorithm == .ed25519 else { throw .unsupportedAlgorithm(oid: info.algorithm.description) }
            // RFC 8410 §3: the parameters MUST be absent.
            if let parameters = info.curve { throw .unsupportedCurve(oid: parameters.description) }
            try self.init(rawRepresentation: info.keyBytes)
        }

        /// From a `PUBLIC KEY` PEM block.
        public init(pemRepresentation text: String) throws(KeyError) {
            let document: PEMDocument
            do { document = try PEMDocument.first(in: text, labelledAnyOf: ["PUBLIC KEY"]) } catch {
                throw .malformedPEM(error)
            }
            try self.init(derRepresentation: document.derBytes)
        }

        /// DER SubjectPublicKeyInfo (RFC 8410), the form ICP principals hash.
        public var derRepresentation: [UInt8] {
            SubjectPublicKeyInfo(algorithm: .ed25519, curve: nil, keyBytes: rawRepresentation).derEncoded
        }

        /// `PUBLIC KEY` PEM of ``derRepresentation``.
        public var pemRepresentation: String {
            PEMDocument(label: "PUBLIC KEY", derBytes: derRepresentation).pemString
        }

        /// Whether `signature` (64 bytes) signs `data`. Any other length is simply not valid.
        public func isValidSignature<Signature: Collection, Bytes: Collection>(_ signature: Signature, for data: Bytes)
            -> Bool
        where Signature.Element == UInt8, Bytes.Element == UInt8 {
            guard signature.count == Ed25519.signatureByteCount else { return false }
            return withContiguousBytes(signature) { signatureBytes in
                withContiguousBytes(data) {
                    Ed25519Verification.isValid(signature: signatureBytes, message: $0, key: self)
                }
            }
        }

        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.rawRepresentation == rhs.rawRepresentation
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(rawRepresentation)
        }

        public var description: String { "Ed25519.Signing.PublicKey(\(Hex.encode(rawRepresentation)))" }
    }
}
