import CryptoPrimitives

extension EOSSignature {
    /// The public key that made this signature over SHA-256(`message`), as EOS signs: the
    /// message is hashed once.
    ///
    /// - Throws: ``EOSKeyError/recoveryFailed`` when no key fits.
    public func recoverPublicKey(for message: some Collection<UInt8>) throws(EOSKeyError) -> EOSPublicKey {
        try recoverPublicKey(forDigest: EOSPrivateKey.messageDigest(message))
    }

    /// The public key that made this signature over a 32-byte digest.
    ///
    /// High-S and non-canonical signatures recover too. Recovery ids 2 and 3 describe an R whose
    /// x coordinate is r + n; when that is not below the field prime p no such point exists and
    /// recovery fails with ``EOSKeyError/recoveryFailed``.
    ///
    /// - Throws: ``EOSKeyError/invalidDigestLength(_:)``, ``EOSKeyError/recoveryFailed``.
    public func recoverPublicKey(forDigest digest: some Collection<UInt8>) throws(EOSKeyError) -> EOSPublicKey {
        guard digest.count == 32 else { throw .invalidDigestLength(digest.count) }
        do throws(SignatureError) {
            return EOSPublicKey(try recoverableSignature.recoverPublicKey(forHash: digest))
        } catch .backend(let error) {
            throw .backend(error)
        } catch {
            throw .recoveryFailed
        }
    }

    /// Whether this signature signs SHA-256(`message`) with `publicKey`.
    public func isValid(for message: some Collection<UInt8>, publicKey: EOSPublicKey) -> Bool {
        isValid(forDigest: EOSPrivateKey.messageDigest(message), publicKey: publicKey)
    }

    /// Whether this signature signs the 32-byte `digest` with `publicKey`; any other digest
    /// length is simply not valid.
    ///
    /// Checks (r, s) against the key without the recovery id, as eosjs-ecc's `verify` does, and
    /// accepts high-S and non-canonical signatures (spec §4.3: verification does not reject them).
    public func isValid(forDigest digest: some Collection<UInt8>, publicKey: EOSPublicKey) -> Bool {
        publicKey.secp256k1Key.isValidSignature(recoverableSignature.signature, forHash: digest, allowingHighS: true)
    }
}

extension EOSPublicKey {
    /// Whether `signature` signs SHA-256(`message`) with this key (swift-crypto's vocabulary for
    /// ``EOSSignature/isValid(for:publicKey:)``).
    public func isValidSignature(_ signature: EOSSignature, for message: some Collection<UInt8>) -> Bool {
        signature.isValid(for: message, publicKey: self)
    }

    /// Whether `signature` signs the 32-byte `digest` with this key.
    public func isValidSignature(_ signature: EOSSignature, forDigest digest: some Collection<UInt8>) -> Bool {
        signature.isValid(forDigest: digest, publicKey: self)
    }
}
