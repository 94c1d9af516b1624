import ByteTools
@preconcurrency import CSecp256k1

extension Secp256k1.Recovery {
    /// An ECDSA signature with the recovery id (0...3) that lets a verifier compute the signer's
    /// public key from the signature and message, as EOS and Ethereum do.
    public struct ECDSASignature: Sendable, Hashable, CustomStringConvertible {
        /// 64 bytes `r‖s`.
        public let compactRepresentation: [UInt8]
        /// 0...3: the parity of R's y coordinate, plus 2 when R's x coordinate overflowed n.
        public let recoveryID: Int

        init(validatedCompact: [UInt8], recoveryID: Int) {
            compactRepresentation = validatedCompact
            self.recoveryID = recoveryID
        }

        /// From 64 bytes `r‖s` and a recovery id.
        ///
        /// - Throws: ``SignatureError/invalidLength(form:expected:actual:)``,
        ///   ``SignatureError/invalidRecoveryID(_:)``, ``SignatureError/scalarOutOfRange(component:)``.
        public init<Bytes: Collection>(compactRepresentation bytes: Bytes, recoveryID: Int) throws(SignatureError)
        where Bytes.Element == UInt8 {
            guard (0...3).contains(recoveryID) else { throw .invalidRecoveryID(recoveryID) }
            let signature = try Secp256k1.Signing.ECDSASignature(rawRepresentation: bytes)
            compactRepresentation = signature.rawRepresentation
            self.recoveryID = recoveryID
        }

        /// From 65 bytes `r‖s‖v` with v in 0...3.
        public init<Bytes: Collection>(rawRepresentation bytes: Bytes) throws(SignatureError)
        where Bytes.Element == UInt8 {
            guard bytes.count == 65 else {
                throw .invalidLength(form: "recoverable secp256k1", expected: 65, actual: bytes.count)
            }
            let raw = Array(bytes)
            try self.init(compactRepresentation: raw[0..<64], recoveryID: Int(raw[64]))
        }

        /// 65 bytes `r‖s‖v`.
        public var rawRepresentation: [UInt8] { compactRepresentation + [UInt8(recoveryID)] }

        /// The plain signature, without the recovery id.
        public var signature: Secp256k1.Signing.ECDSASignature {
            Secp256k1.Signing.ECDSASignature(validatedRaw: compactRepresentation)
        }

        /// The public key that made this signature over SHA-256(`data`).
        ///
        /// - Throws: ``SignatureError/recoveryFailed`` when no key fits.
        public func recoverPublicKey<Bytes: Collection>(for data: Bytes) throws(SignatureError)
            -> Secp256k1.Signing.PublicKey
        where Bytes.Element == UInt8 {
            try recover(hash: SHA256.hash(data: data).bytes)
        }

        /// The public key that made this signature over `digest`.
        public func recoverPublicKey<H: HashFunction>(for digest: HashDigest<H>) throws(SignatureError)
            -> Secp256k1.Signing.PublicKey
        {
            try recover(hash: Secp256k1.messageHash(digest))
        }

        /// The public key that made this signature over a 32-byte prehashed message.
        public func recoverPublicKey<Bytes: Collection>(forHash hash: Bytes) throws(SignatureError)
            -> Secp256k1.Signing.PublicKey
        where Bytes.Element == UInt8 {
            guard hash.count == 32 else { throw .invalidHashLength(hash.count) }
            return try recover(hash: Array(hash))
        }

        func recover(hash: [UInt8]) throws(SignatureError) -> Secp256k1.Signing.PublicKey {
            let context: OpaquePointer
            do { context = try Secp256k1Context.get() } catch { throw .backend(error) }
            var signature = secp256k1_ecdsa_recoverable_signature()
            guard
                secp256k1_ecdsa_recoverable_signature_parse_compact(
                    context, &signature, compactRepresentation, Int32(recoveryID)) == 1
            else {
                throw .recoveryFailed
            }
            var key = secp256k1_pubkey()
            guard secp256k1_ecdsa_recover(context, &key, &signature, hash) == 1 else { throw .recoveryFailed }
            return Secp256k1.Signing.PublicKey(key: key, context: context)
        }

        public var description: String {
            "Secp256k1.Recovery.ECDSASignature(\(Hex.encode(compactRepresentation)), recoveryID: \(recoveryID))"
        }
    }
}
