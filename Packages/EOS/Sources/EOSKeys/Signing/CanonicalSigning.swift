import CryptoPrimitives

extension EOSPrivateKey {
    /// How many nonces the canonical-signature loop tries (attempts 0...255) before giving up.
    /// Each attempt is canonical with probability about 1/4, so running out means something other
    /// than bad luck is wrong.
    public static let maxSigningAttempts = 256

    /// Signs SHA-256(`message`), as EOS signs (eosjs-ecc `ecc.sign`): the message is hashed once.
    ///
    /// The result is deterministic, low-S and canonical; see ``signature(forDigest:)``.
    ///
    /// - Throws: ``EOSKeyError/signingExhausted(attempts:)``; ``EOSKeyError/backend(_:)``.
    public func signature(for message: some Collection<UInt8>) throws(EOSKeyError) -> EOSSignature {
        try signature(forDigest: Self.messageDigest(message))
    }

    /// SHA-256 of a message: the digest EOS signs and verifies.
    static func messageDigest(_ message: some Collection<UInt8>) -> [UInt8] {
        SHA256.hash(data: message).bytes
    }

    /// Signs a 32-byte digest with the canonical-signature loop (spec §4.4).
    ///
    /// Attempt 0 uses the plain RFC 6979 nonce; attempt i ≥ 1 adds the 32 bytes `i ‖ 00…00` to
    /// the nonce derivation (RFC 6979 §3.6, libsecp256k1's `ndata`). Each result is low-S (s
    /// replaced by n − s and the recovery id flipped when needed), and the first canonical one
    /// (``EOSSignature/isCanonical``) is returned. When attempt 0 is canonical the string is
    /// exactly what any plain RFC 6979 low-S signer makes; otherwise other EOS signers, whose
    /// retry nonces differ, make different but equally valid signatures, so compare by
    /// verification.
    ///
    /// - Throws: ``EOSKeyError/invalidDigestLength(_:)``, ``EOSKeyError/signingExhausted(attempts:)``,
    ///   ``EOSKeyError/backend(_:)``.
    public func signature(forDigest digest: some Collection<UInt8>) throws(EOSKeyError) -> EOSSignature {
        try signature(forDigest: digest, accepting: \.isCanonical)
    }

    /// The loop with the acceptance rule as a parameter, so tests can show what happens when no
    /// attempt is accepted.
    func signature(
        forDigest digest: some Collection<UInt8>, accepting isAcceptable: (EOSSignature) -> Bool
    ) throws(EOSKeyError) -> EOSSignature {
        guard digest.count == 32 else { throw .invalidDigestLength(digest.count) }
        let hash = Array(digest)
        for attempt in 0..<Self.maxSigningAttempts {
            let candidate = try signatureAttempt(attempt, hash: hash)
            if isAcceptable(candidate) { return candidate }
        }
        throw .signingExhausted(attempts: Self.maxSigningAttempts)
    }

    /// One attempt of the loop: libsecp256k1 signs low-S already, flipping the recovery id
    /// with s, so nothing needs normalising here.
    func signatureAttempt(_ attempt: Int, hash: [UInt8]) throws(EOSKeyError) -> EOSSignature {
        do throws(SignatureError) {
            if attempt == 0 {
                return EOSSignature(try secp256k1Key.recoverableSignature(forHash: hash))
            }
            let nonceData = [UInt8(truncatingIfNeeded: attempt)] + [UInt8](repeating: 0, count: 31)
            return EOSSignature(try secp256k1Key.recoverableSignature(forHash: hash, additionalNonceData: nonceData))
        } catch .backend(let error) {
            throw .backend(error)
        } catch {
            // The hash and nonce data are 32 bytes by construction, so only the backend can fail.
            throw .backend(.callFailed(function: "secp256k1_ecdsa_sign_recoverable"))
        }
    }
}
