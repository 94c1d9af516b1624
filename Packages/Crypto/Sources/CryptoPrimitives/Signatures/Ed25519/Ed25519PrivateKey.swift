import ByteTools

extension Ed25519.Signing {
    /// An Ed25519 private key: the 32-byte seed of RFC 8032, held in wiped memory.
    ///
    /// Imports raw seeds and PKCS#8 `PRIVATE KEY` in all the forms dfx has written (v1, v2 with
    /// the public key, and ring's explicitly tagged v2); exports raw and PKCS#8 v1 (RFC 8410),
    /// which OpenSSL, Python and dfx read. The seed never appears in `description`,
    /// `debugDescription` or reflection.
    public struct PrivateKey: Sendable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
        let seed: SecretBytes
        let evpKey: EVPKey
        /// The matching public key.
        public let publicKey: PublicKey

        /// A fresh random key.
        ///
        /// - Throws: ``CryptoBackendError`` if the random source or OpenSSL fails.
        public init() throws(CryptoBackendError) {
            let seed = try SecretBytes(count: 32) { (buffer) throws(CryptoBackendError) in try SecureRandom.fill(buffer)
            }
            do {
                try self.init(seed: seed)
            } catch .backend(let error) {
                throw error
            } catch {
                throw .callFailed(function: "EVP_PKEY_get_raw_public_key")
            }
        }

        /// From the 32-byte seed.
        ///
        /// - Throws: ``KeyError/invalidLength(key:expected:actual:)``.
        public init<Bytes: Collection>(rawRepresentation bytes: Bytes) throws(KeyError) where Bytes.Element == UInt8 {
            guard bytes.count == 32 else {
                throw .invalidLength(key: "Ed25519 private key", expected: "32", actual: bytes.count)
            }
            try self.init(seed: SecretBytes(bytes))
        }

        init(seed: SecretBytes) throws(KeyError) {
            let key: EVPKey
            do { key = try EVPKey(privateSeed: seed) } catch { throw .backend(error) }
            guard let publicBytes = key.rawPublicKey else {
                throw .backend(.callFailed(function: "EVP_PKEY_get_raw_public_key"))
            }
            self.seed = seed
            self.evpKey = key
            self.publicKey = try PublicKey(rawRepresentation: publicBytes)
        }

        /// From PKCS#8 DER: `PrivateKeyInfo { 0|1, {1.3.101.112}, OCTET STRING { OCTET STRING seed } [, publicKey] }`.
        /// A stored public key must match the seed.
        public init<Bytes: Collection>(derRepresentation bytes: Bytes) throws(KeyError) where Bytes.Element == UInt8 {
            let info: PKCS8PrivateKeyInfo
            do { info = try PKCS8PrivateKeyInfo(derEncoded: Array(bytes)) } catch { throw .malformedDER(error) }
            guard info.algorithm == .ed25519 else { throw .unsupportedAlgorithm(oid: info.algorithm.description) }
            if let parameters = info.curve { throw .unsupportedCurve(oid: parameters.description) }
            var inner = DERReader(info.privateKey, baseOffset: info.privateKeyOffset)
            let seedElement: DERElement
            do {
                seedElement = try inner.read(DERTag.octetString, field: "CurvePrivateKey")
                try inner.expectEnd(field: "CurvePrivateKey")
            } catch {
                throw .malformedDER(error)
            }
            try self.init(rawRepresentation: seedElement.contents)
            if let stored = info.publicKey, stored != publicKey.rawRepresentation { throw .publicKeyMismatch }
        }

        /// From a `PRIVATE KEY` PEM block.
        public init(pemRepresentation text: String) throws(KeyError) {
            let document: PEMDocument
            do { document = try PEMDocument.first(in: text, labelledAnyOf: ["PRIVATE KEY"]) } catch {
                throw .malformedPEM(error)
            }
            try self.init(derRepresentation: document.derBytes)
        }

        /// The 32-byte seed. A copy the caller must protect; prefer the PEM form for storage.
        public var rawRepresentation: [UInt8] { seed.bytes }

        /// PKCS#8 v1 (RFC 8410 §7).
        public var derRepresentation: [UInt8] {
            PKCS8PrivateKeyInfo(algorithm: .ed25519, curve: nil, privateKey: DERWriter.octetString(seed.bytes))
                .derEncoded
        }

        /// `PRIVATE KEY` PEM of ``derRepresentation``.
        public var pemRepresentation: String {
            PEMDocument(label: "PRIVATE KEY", derBytes: derRepresentation).pemString
        }

        /// PKCS#8 v2 with the public key in the layout dfx writes for Ed25519 identities (ring's
        /// `generate_pkcs8`: version 1, the public key as `[1] { BIT STRING }`), for tools built on
        /// ring that read only that form. ``derRepresentation`` is the form everything else reads.
        public var dfxDERRepresentation: [UInt8] {
            let algorithm = DERWriter.sequence(DERWriter.objectIdentifier(.ed25519))
            let publicKeyField = DERWriter.element(
                DERTag.contextConstructed(1), DERWriter.bitString(publicKey.rawRepresentation))
            return DERWriter.sequence(
                DERWriter.integer(1), algorithm, DERWriter.octetString(DERWriter.octetString(seed.bytes)),
                publicKeyField)
        }

        /// `PRIVATE KEY` PEM of ``dfxDERRepresentation``: byte for byte what dfx writes.
        public var dfxPEMRepresentation: String {
            PEMDocument(label: "PRIVATE KEY", derBytes: dfxDERRepresentation).pemString
        }

        /// The 64-byte Ed25519 signature of `data` (deterministic, per RFC 8032).
        ///
        /// - Throws: ``SignatureError/backend(_:)`` only if OpenSSL fails.
        public func signature<Bytes: Collection>(for data: Bytes) throws(SignatureError) -> [UInt8]
        where Bytes.Element == UInt8 {
            do {
                return try withContiguousBytes(data) { (message) throws(CryptoBackendError) in try evpKey.sign(message)
                }
            } catch {
                throw .backend(error)
            }
        }

        public var description: String {
            "Ed25519.Signing.PrivateKey(publicKey: \(Hex.encode(publicKey.rawRepresentation)))"
        }
        public var debugDescription: String { description }
        public var customMirror: Mirror { Mirror(self, children: ["publicKey": publicKey], displayStyle: .struct) }
    }
}
