import ByteTools
@preconcurrency import CSecp256k1

extension Secp256k1.Signing {
    /// A secp256k1 public key: a validated curve point.
    ///
    /// Read from 33-byte compressed, 65-byte uncompressed (`x963`), 64-byte raw `x‖y`, DER
    /// SubjectPublicKeyInfo or PEM; written in all of them. `derRepresentation` uses the
    /// uncompressed point, the form ICP principals hash.
    public struct PublicKey: Sendable, Hashable, CustomStringConvertible {
        /// libsecp256k1's parsed form, kept so verification does not re-parse the point.
        let key: secp256k1_pubkey
        /// 33-byte compressed form; identity for equality and hashing.
        public let compressedRepresentation: [UInt8]

        init(key: secp256k1_pubkey, context: OpaquePointer) {
            self.key = key
            var copy = key
            var output = [UInt8](repeating: 0, count: 33)
            var length = 33
            _ = secp256k1_ec_pubkey_serialize(context, &output, &length, &copy, UInt32(SECP256K1_EC_COMPRESSED))
            compressedRepresentation = output
        }

        /// From a 33-byte compressed point (`02`/`03` prefix).
        public init<Bytes: Collection>(compressedRepresentation bytes: Bytes) throws(KeyError)
        where Bytes.Element == UInt8 {
            guard bytes.count == 33 else {
                throw .invalidLength(key: "compressed secp256k1 public key", expected: "33", actual: bytes.count)
            }
            try self.init(serializedPoint: Array(bytes))
        }

        /// From a 65-byte uncompressed point (`04` prefix), swift-crypto's name for it.
        public init<Bytes: Collection>(x963Representation bytes: Bytes) throws(KeyError) where Bytes.Element == UInt8 {
            guard bytes.count == 65 else {
                throw .invalidLength(key: "uncompressed secp256k1 public key", expected: "65", actual: bytes.count)
            }
            try self.init(serializedPoint: Array(bytes))
        }

        /// From a 65-byte uncompressed point (`04` prefix).
        public init<Bytes: Collection>(uncompressedRepresentation bytes: Bytes) throws(KeyError)
        where Bytes.Element == UInt8 {
            try self.init(x963Representation: bytes)
        }

        /// From 64 bytes `x‖y` (the uncompressed point without its prefix).
        public init<Bytes: Collection>(rawRepresentation bytes: Bytes) throws(KeyError) where Bytes.Element == UInt8 {
            guard bytes.count == 64 else {
                throw .invalidLength(key: "raw secp256k1 public key", expected: "64", actual: bytes.count)
            }
            try self.init(serializedPoint: [0x04] + Array(bytes))
        }

        /// From a 33- or 65-byte SEC1 point encoding.
        init(serializedPoint bytes: [UInt8]) throws(KeyError) {
            // libsecp256k1 also accepts the hybrid 0x06/0x07 forms, which nothing legitimate
            // produces; accepting them would make two encodings valid for one key.
            switch (bytes.first, bytes.count) {
            case (0x02?, 33), (0x03?, 33), (0x04?, 65): break
            case (let prefix?, 33), (let prefix?, 65): throw .invalidPointEncoding(prefix: prefix)
            default: throw .invalidLength(key: "secp256k1 public key", expected: "33 or 65", actual: bytes.count)
            }
            let context: OpaquePointer
            do { context = try Secp256k1Context.get() } catch { throw .backend(error) }
            var parsed = secp256k1_pubkey()
            guard secp256k1_ec_pubkey_parse(context, &parsed, bytes, bytes.count) == 1 else {
                throw .pointNotOnCurve(curve: "secp256k1")
            }
            self.init(key: parsed, context: context)
        }

        /// From DER SubjectPublicKeyInfo with id-ecPublicKey and the secp256k1 curve; the point
        /// may be compressed or uncompressed.
        public init<Bytes: Collection>(derRepresentation bytes: Bytes) throws(KeyError) where Bytes.Element == UInt8 {
            let info: SubjectPublicKeyInfo
            do { info = try SubjectPublicKeyInfo(derEncoded: Array(bytes)) } catch { throw .malformedDER(error) }
            guard info.algorithm == .ecPublicKey else { throw .unsupportedAlgorithm(oid: info.algorithm.description) }
            guard let curve = info.curve else { throw .unsupportedCurve(oid: "none (parameters absent)") }
            guard curve == .secp256k1 else { throw .unsupportedCurve(oid: curve.description) }
            try self.init(serializedPoint: info.keyBytes)
        }

        /// From a `PUBLIC KEY` PEM block.
        public init(pemRepresentation text: String) throws(KeyError) {
            let document: PEMDocument
            do { document = try PEMDocument.first(in: text, labelledAnyOf: ["PUBLIC KEY"]) } catch {
                throw .malformedPEM(error)
            }
            try self.init(derRepresentation: document.derBytes)
        }

        /// 65 bytes `04‖x‖y`.
        public var x963Representation: [UInt8] {
            guard let context = try? Secp256k1Context.get() else { return [] }
            var copy = key
            var output = [UInt8](repeating: 0, count: 65)
            var length = 65
            _ = secp256k1_ec_pubkey_serialize(context, &output, &length, &copy, UInt32(SECP256K1_EC_UNCOMPRESSED))
            return output
        }

        /// 65 bytes `04‖x‖y` (same as ``x963Representation``).
        public var uncompressedRepresentation: [UInt8] { x963Representation }

        /// 64 bytes `x‖y`.
        public var rawRepresentation: [UInt8] { Array(x963Representation.dropFirst()) }

        /// DER SubjectPublicKeyInfo with the uncompressed point: `3056301006072a8648ce3d020106052b8104000a034200 04…`.
        public var derRepresentation: [UInt8] {
            SubjectPublicKeyInfo(algorithm: .ecPublicKey, curve: .secp256k1, keyBytes: x963Representation).derEncoded
        }

        /// `PUBLIC KEY` PEM of ``derRepresentation``.
        public var pemRepresentation: String {
            PEMDocument(label: "PUBLIC KEY", derBytes: derRepresentation).pemString
        }

        // MARK: Verification

        /// Whether `signature` signs SHA-256(`data`). High-S signatures are rejected unless
        /// `allowingHighS` (both forms verify mathematically; only low-S is non-malleable).
        public func isValidSignature<Bytes: Collection>(
            _ signature: ECDSASignature, for data: Bytes, allowingHighS: Bool = false
        ) -> Bool where Bytes.Element == UInt8 {
            verify(signature, hash: SHA256.hash(data: data).bytes, allowingHighS: allowingHighS)
        }

        /// Whether `signature` signs `digest` (converted to 32 bytes as ECDSA specifies).
        public func isValidSignature<H: HashFunction>(
            _ signature: ECDSASignature, for digest: HashDigest<H>, allowingHighS: Bool = false
        ) -> Bool {
            verify(signature, hash: Secp256k1.messageHash(digest), allowingHighS: allowingHighS)
        }

        /// Whether `signature` signs a 32-byte prehashed message (e.g. a Keccak-256 hash);
        /// any other length is simply not valid.
        public func isValidSignature<Bytes: Collection>(
            _ signature: ECDSASignature, forHash hash: Bytes, allowingHighS: Bool = false
        ) -> Bool where Bytes.Element == UInt8 {
            guard hash.count == 32 else { return false }
            return verify(signature, hash: Array(hash), allowingHighS: allowingHighS)
        }

        func verify(_ signature: ECDSASignature, hash: [UInt8], allowingHighS: Bool) -> Bool {
            guard let context = try? Secp256k1Context.get() else { return false }
            var parsed = secp256k1_ecdsa_signature()
            guard secp256k1_ecdsa_signature_parse_compact(context, &parsed, signature.rawRepresentation) == 1 else {
                return false
            }
            if allowingHighS {
                var normalized = secp256k1_ecdsa_signature()
                _ = secp256k1_ecdsa_signature_normalize(context, &normalized, &parsed)
                parsed = normalized
            }
            var copy = key
            return secp256k1_ecdsa_verify(context, &parsed, hash, &copy) == 1
        }

        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.compressedRepresentation == rhs.compressedRepresentation
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(compressedRepresentation)
        }

        public var description: String { "Secp256k1.Signing.PublicKey(\(Hex.encode(compressedRepresentation)))" }
    }
}
