import ByteTools
@preconcurrency import CSecp256k1

extension Secp256k1.Signing {
    /// A secp256k1 private key: a scalar in 1...n−1, held in wiped memory.
    ///
    /// Imports raw 32 bytes, SEC1 `EC PRIVATE KEY` (what dfx and `openssl ecparam -genkey` write,
    /// with or without a preceding `EC PARAMETERS` block) and PKCS#8 `PRIVATE KEY`. Exports raw,
    /// SEC1 (with the curve and public key, like dfx) and PKCS#8. The key's bytes never appear
    /// in `description`, `debugDescription` or reflection.
    public struct PrivateKey: Sendable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
        let secret: SecretBytes
        /// The matching public key.
        public let publicKey: PublicKey

        /// A fresh random key.
        ///
        /// - Throws: ``CryptoBackendError`` if the random source or libsecp256k1 fails.
        public init() throws(CryptoBackendError) {
            // A random 256-bit string is a valid scalar except with probability about 2^-128;
            // the loop exists for correctness, not because it is expected to repeat.
            while true {
                let candidate = try SecretBytes(count: 32) { (buffer) throws(CryptoBackendError) in
                    try SecureRandom.fill(buffer)
                }
                do {
                    self = try PrivateKey(secret: candidate)
                    return
                } catch .backend(let error) {
                    throw error
                } catch {
                    continue
                }
            }
        }

        /// From the 32-byte big-endian scalar.
        ///
        /// - Throws: ``KeyError/invalidLength(key:expected:actual:)``, ``KeyError/zeroScalar``,
        ///   ``KeyError/scalarOutOfRange``.
        public init<Bytes: Collection>(rawRepresentation bytes: Bytes) throws(KeyError) where Bytes.Element == UInt8 {
            guard bytes.count == 32 else {
                throw .invalidLength(key: "secp256k1 private key", expected: "32", actual: bytes.count)
            }
            try self.init(secret: SecretBytes(bytes))
        }

        init(secret: SecretBytes) throws(KeyError) {
            switch secret.withUnsafeBytes({ Secp256k1.checkScalar($0) }) {
            case .valid: break
            case .zero: throw .zeroScalar
            case .tooLarge: throw .scalarOutOfRange
            case .wrongLength: throw .invalidLength(key: "secp256k1 private key", expected: "32", actual: secret.count)
            }
            let context: OpaquePointer
            do { context = try Secp256k1Context.get() } catch { throw .backend(error) }
            var key = secp256k1_pubkey()
            let created = secret.withUnsafePointer { secretKey in
                secp256k1_ec_pubkey_create(context, &key, secretKey)
            }
            guard created == 1 else { throw .backend(.callFailed(function: "secp256k1_ec_pubkey_create")) }
            self.secret = secret
            self.publicKey = PublicKey(key: key, context: context)
        }

        /// From DER: SEC1 ECPrivateKey or PKCS#8 PrivateKeyInfo holding one. A curve other than
        /// secp256k1, or a stored public key that does not match, is rejected.
        public init<Bytes: Collection>(derRepresentation bytes: Bytes) throws(KeyError) where Bytes.Element == UInt8 {
            let der = Array(bytes)
            // PKCS#8 starts with a version INTEGER 0; SEC1 with INTEGER 1 followed by an OCTET STRING.
            if let pkcs8 = try? PKCS8PrivateKeyInfo(derEncoded: der) {
                guard pkcs8.algorithm == .ecPublicKey else {
                    throw .unsupportedAlgorithm(oid: pkcs8.algorithm.description)
                }
                if let curve = pkcs8.curve, curve != .secp256k1 { throw .unsupportedCurve(oid: curve.description) }
                try self.init(sec1: pkcs8.privateKey, baseOffset: pkcs8.privateKeyOffset)
            } else {
                try self.init(sec1: der, baseOffset: 0)
            }
        }

        private init(sec1 der: [UInt8], baseOffset: Int) throws(KeyError) {
            let structure: ECPrivateKeyStructure
            do { structure = try ECPrivateKeyStructure(derEncoded: der, baseOffset: baseOffset) } catch {
                throw .malformedDER(error)
            }
            if let curve = structure.curve, curve != .secp256k1 { throw .unsupportedCurve(oid: curve.description) }
            try self.init(rawRepresentation: structure.privateKey)
            if let stored = structure.publicKey {
                guard let storedKey = try? PublicKey(serializedPoint: stored), storedKey == publicKey else {
                    throw .publicKeyMismatch
                }
            }
        }

        /// From PEM: `EC PRIVATE KEY` (SEC1) or `PRIVATE KEY` (PKCS#8). An `EC PARAMETERS`
        /// block, as OpenSSL writes before the key, must name secp256k1.
        public init(pemRepresentation text: String) throws(KeyError) {
            let documents: [PEMDocument]
            do { documents = try PEMDocument.parseAll(text) } catch { throw .malformedPEM(error) }
            for parameters in documents where parameters.label == "EC PARAMETERS" {
                var reader = DERReader(parameters.derBytes)
                let curve: ASN1ObjectIdentifier
                do {
                    curve = try reader.readObjectIdentifier(field: "ECParameters.namedCurve")
                    try reader.expectEnd(field: "ECParameters")
                } catch {
                    throw .malformedDER(error)
                }
                guard curve == .secp256k1 else { throw .unsupportedCurve(oid: curve.description) }
            }
            guard let document = documents.first(where: { $0.label == "EC PRIVATE KEY" || $0.label == "PRIVATE KEY" })
            else {
                throw .malformedPEM(
                    .unexpectedLabel(found: documents.map(\.label), expected: ["EC PRIVATE KEY", "PRIVATE KEY"]))
            }
            if document.label == "EC PRIVATE KEY" {
                try self.init(sec1: document.derBytes, baseOffset: 0)
            } else {
                try self.init(derRepresentation: document.derBytes)
            }
        }

        /// The 32-byte scalar. A copy the caller must protect; prefer the DER/PEM forms for storage.
        public var rawRepresentation: [UInt8] { secret.bytes }

        /// SEC1 ECPrivateKey with the secp256k1 curve OID and the uncompressed public key,
        /// byte-for-byte what `openssl ecparam -name secp256k1 -genkey -noout` and dfx write.
        public var derRepresentation: [UInt8] {
            ECPrivateKeyStructure(privateKey: secret.bytes, curve: .secp256k1, publicKey: publicKey.x963Representation)
                .derEncoded
        }

        /// `EC PRIVATE KEY` PEM of ``derRepresentation``.
        public var pemRepresentation: String {
            PEMDocument(label: "EC PRIVATE KEY", derBytes: derRepresentation).pemString
        }

        /// PKCS#8 PrivateKeyInfo wrapping the SEC1 key (as `openssl pkcs8 -topk8 -nocrypt` writes).
        public var pkcs8DERRepresentation: [UInt8] {
            let inner = ECPrivateKeyStructure(
                privateKey: secret.bytes, curve: nil, publicKey: publicKey.x963Representation
            ).derEncoded
            return PKCS8PrivateKeyInfo(algorithm: .ecPublicKey, curve: .secp256k1, privateKey: inner).derEncoded
        }

        /// `PRIVATE KEY` PEM of ``pkcs8DERRepresentation``.
        public var pkcs8PEMRepresentation: String {
            PEMDocument(label: "PRIVATE KEY", derBytes: pkcs8DERRepresentation).pemString
        }

        // MARK: Signing

        /// Signs SHA-256(`data`) with an RFC 6979 deterministic nonce; the result is low-S.
        public func signature<Bytes: Collection>(for data: Bytes) throws(SignatureError) -> ECDSASignature
        where Bytes.Element == UInt8 {
            try sign(hash: SHA256.hash(data: data).bytes)
        }

        /// Signs a digest (converted to 32 bytes as ECDSA specifies) without hashing it again.
        public func signature<H: HashFunction>(for digest: HashDigest<H>) throws(SignatureError) -> ECDSASignature {
            try sign(hash: Secp256k1.messageHash(digest))
        }

        /// Signs a 32-byte prehashed message (e.g. Keccak-256 for Ethereum).
        ///
        /// - Throws: ``SignatureError/invalidHashLength(_:)`` unless exactly 32 bytes.
        public func signature<Bytes: Collection>(forHash hash: Bytes) throws(SignatureError) -> ECDSASignature
        where Bytes.Element == UInt8 {
            guard hash.count == 32 else { throw .invalidHashLength(hash.count) }
            return try sign(hash: Array(hash))
        }

        func sign(hash: [UInt8]) throws(SignatureError) -> ECDSASignature {
            let context: OpaquePointer
            do { context = try Secp256k1Context.get() } catch { throw .backend(error) }
            var signature = secp256k1_ecdsa_signature()
            // A nil nonce function selects libsecp256k1's RFC 6979 (HMAC-SHA256) default.
            let signed = secret.withUnsafePointer { secretKey in
                secp256k1_ecdsa_sign(context, &signature, hash, secretKey, nil, nil)
            }
            guard signed == 1 else { throw .backend(.callFailed(function: "secp256k1_ecdsa_sign")) }
            var output = [UInt8](repeating: 0, count: 64)
            _ = secp256k1_ecdsa_signature_serialize_compact(context, &output, &signature)
            return ECDSASignature(validatedRaw: output)
        }

        /// A recoverable signature of SHA-256(`data`) (RFC 6979 nonce, low-S), as EOS signs.
        public func recoverableSignature<Bytes: Collection>(for data: Bytes) throws(SignatureError)
            -> Secp256k1.Recovery.ECDSASignature
        where Bytes.Element == UInt8 {
            try signRecoverable(hash: SHA256.hash(data: data).bytes)
        }

        /// A recoverable signature of a digest.
        public func recoverableSignature<H: HashFunction>(for digest: HashDigest<H>) throws(SignatureError)
            -> Secp256k1.Recovery.ECDSASignature
        {
            try signRecoverable(hash: Secp256k1.messageHash(digest))
        }

        /// A recoverable signature of a 32-byte prehashed message (Ethereum).
        public func recoverableSignature<Bytes: Collection>(forHash hash: Bytes) throws(SignatureError)
            -> Secp256k1.Recovery.ECDSASignature
        where Bytes.Element == UInt8 {
            guard hash.count == 32 else { throw .invalidHashLength(hash.count) }
            return try signRecoverable(hash: Array(hash))
        }

        /// A recoverable signature of a 32-byte prehashed message whose RFC 6979 nonce also
        /// absorbs 32 bytes of additional data (RFC 6979 §3.6, libsecp256k1's `ndata`).
        ///
        /// Signers that need a different nonce for the same key and message use this, such as the
        /// EOS canonical-signature loop, which retries with attempt numbers until r and s are
        /// canonical. The result is deterministic for each (key, hash, data) and low-S; with
        /// different data the signature differs but verifies the same way.
        ///
        /// - Throws: ``SignatureError/invalidHashLength(_:)`` unless `hash` is 32 bytes;
        ///   ``SignatureError/invalidNonceDataLength(_:)`` unless `additionalNonceData` is 32 bytes.
        public func recoverableSignature<Hash: Collection, NonceData: Collection>(
            forHash hash: Hash, additionalNonceData: NonceData
        ) throws(SignatureError) -> Secp256k1.Recovery.ECDSASignature
        where Hash.Element == UInt8, NonceData.Element == UInt8 {
            guard hash.count == 32 else { throw .invalidHashLength(hash.count) }
            // libsecp256k1 reads exactly 32 bytes behind the pointer; anything else would be
            // read out of bounds or silently truncated.
            guard additionalNonceData.count == 32 else { throw .invalidNonceDataLength(additionalNonceData.count) }
            return try signRecoverable(hash: Array(hash), additionalNonceData: Array(additionalNonceData))
        }

        func signRecoverable(hash: [UInt8], additionalNonceData: [UInt8]? = nil) throws(SignatureError)
            -> Secp256k1.Recovery.ECDSASignature
        {
            let context: OpaquePointer
            do { context = try Secp256k1Context.get() } catch { throw .backend(error) }
            var signature = secp256k1_ecdsa_recoverable_signature()
            // A nil nonce function selects libsecp256k1's RFC 6979 default, which appends `ndata`
            // (when given) to the key and message in its HMAC-DRBG seed.
            let signed = secret.withUnsafePointer { secretKey in
                if let additionalNonceData {
                    return additionalNonceData.withUnsafeBytes { nonceData in
                        secp256k1_ecdsa_sign_recoverable(
                            context, &signature, hash, secretKey, nil, nonceData.baseAddress)
                    }
                }
                return secp256k1_ecdsa_sign_recoverable(context, &signature, hash, secretKey, nil, nil)
            }
            guard signed == 1 else { throw .backend(.callFailed(function: "secp256k1_ecdsa_sign_recoverable")) }
            var output = [UInt8](repeating: 0, count: 64)
            var recoveryID: Int32 = 0
            _ = secp256k1_ecdsa_recoverable_signature_serialize_compact(context, &output, &recoveryID, &signature)
            return Secp256k1.Recovery.ECDSASignature(validatedCompact: output, recoveryID: Int(recoveryID))
        }

        // MARK: Never reveal the secret

        public var description: String {
            "Secp256k1.Signing.PrivateKey(publicKey: \(Hex.encode(publicKey.compressedRepresentation)))"
        }
        public var debugDescription: String { description }
        public var customMirror: Mirror { Mirror(self, children: ["publicKey": publicKey], displayStyle: .struct) }
    }
}
