import Testing

@testable import EOSKeys

/// The canonical-signature loop of spec §4.4: attempt 0 is plain RFC 6979, attempt i ≥ 1 adds
/// `i ‖ 00…00` to the nonce, and the first canonical, low-S result wins.
@Suite struct CanonicalSigningTests {
    static let key = VectorTests.v4WIF

    /// Searches a bounded, fixed list of messages for one whose attempt-0 signature is not
    /// canonical, then shows that the signer retried and still produced a canonical signature
    /// that verifies and recovers the key.
    @Test func retriesWhenAttemptZeroIsNotCanonical() throws {
        let key = try EOSPrivateKey(Self.key)
        var found: (message: [UInt8], attemptZero: EOSSignature)?
        for index in 0..<4_000 {
            let message = Array("message \(index)".utf8)
            let attemptZero = try key.signatureAttempt(0, hash: EOSPrivateKey.messageDigest(message))
            if !attemptZero.isCanonical {
                found = (message, attemptZero)
                break
            }
        }
        let (message, attemptZero) = try #require(
            found, "about 3 in 4 attempts are not canonical; 4,000 messages cannot all be")
        // Attempt 0 is still a valid signature, just not one EOSIO accepts as canonical.
        #expect(attemptZero.isValid(for: message, publicKey: key.publicKey))
        #expect(attemptZero.isLowS)

        let signature = try key.signature(for: message)
        #expect(signature != attemptZero)
        #expect(signature.isCanonical)
        #expect(signature.isLowS)
        #expect(signature.isValid(for: message, publicKey: key.publicKey))
        #expect(try signature.recoverPublicKey(for: message) == key.publicKey)
        // It is the first canonical attempt of the schedule, not some later one.
        let digest = EOSPrivateKey.messageDigest(message)
        let attempts = try (0..<EOSPrivateKey.maxSigningAttempts).lazy.map {
            try key.signatureAttempt($0, hash: digest)
        }
        let firstCanonical = try #require(attempts.firstIndex { $0.isCanonical })
        #expect(firstCanonical > 0)
        #expect(attempts[firstCanonical] == signature)
    }

    /// Signatures that needed retries, computed independently (Python: RFC 6979 HMAC-DRBG with
    /// the attempt bytes appended to key ‖ digest, affine secp256k1 arithmetic, low-S, the §4.3
    /// canonical rule). Exact strings are only meaningful against this same schedule; other EOS
    /// signers produce different, equally valid strings here (spec §4.4).
    @Test(arguments: [
        (
            "message 0", "74f2bab0f7b496db35967b365a4bedc0f6378888dea671ec307ee99e677fe21d", 1,
            "SIG_K1_K3N2cL4qeJ613d4VxUYPCqRxjBW1mFDr5Zh4ch3KcKiFbfNLEdCJ6thSQSFqcFgZ793AYuks1XUHoEf3N6P9xaNp7JWFk6"
        ),
        (
            "message 5", "ee2a8bc71ab625659947b3f4001195a67062f249566b4cfb341ed53b1b943caa", 6,
            "SIG_K1_KiyugUojUHv45zaVFT87TYVeE5NyWe9fsEZsYbSjFEqv8pyZyS2aohivoE5pVYZKucxvLS1jCzDF6kdSgDzQf2feF81ZgP"
        ),
    ])
    func retriedSignaturesMatchAnIndependentImplementation(
        message: String, digest: String, attempt: Int, expected: String
    ) throws {
        let key = try EOSPrivateKey(Self.key)
        let bytes = Array(message.utf8)
        #expect(EOSPrivateKey.messageDigest(bytes) == hex(digest))
        let signature = try key.signature(for: bytes)
        #expect(signature.string == expected)
        #expect(try key.signature(forDigest: hex(digest)) == signature)
        #expect(try key.signatureAttempt(attempt, hash: hex(digest)) == signature)
        for earlier in 0..<attempt {
            #expect(try !key.signatureAttempt(earlier, hash: hex(digest)).isCanonical)
        }
    }

    @Test func signingIsDeterministic() throws {
        let key = try EOSPrivateKey(Self.key)
        for index in 0..<20 {
            let message = Array("deterministic \(index)".utf8)
            #expect(try key.signature(for: message) == key.signature(for: message))
        }
    }

    @Test func signingFailsAfterTheLastAttempt() throws {
        let key = try EOSPrivateKey(Self.key)
        #expect(throws: EOSKeyError.signingExhausted(attempts: 256)) {
            try key.signature(forDigest: [UInt8](repeating: 7, count: 32), accepting: { _ in false })
        }
    }

    @Test func digestsMustBe32Bytes() throws {
        let key = try EOSPrivateKey(Self.key)
        #expect(throws: EOSKeyError.invalidDigestLength(31)) {
            try key.signature(forDigest: [UInt8](repeating: 1, count: 31))
        }
        #expect(throws: EOSKeyError.invalidDigestLength(33)) {
            try key.signature(forDigest: [UInt8](repeating: 1, count: 33))
        }
        let signature = try key.signature(for: Array("x".utf8))
        #expect(throws: EOSKeyError.invalidDigestLength(0)) { try signature.recoverPublicKey(forDigest: []) }
        #expect(!signature.isValid(forDigest: [UInt8](repeating: 1, count: 31), publicKey: key.publicKey))
    }

    @Test func theCanonicalRule() {
        let top = [UInt8](repeating: 0x11, count: 32)
        #expect(EOSSignature.isCanonicalComponent(top))
        #expect(!EOSSignature.isCanonicalComponent([0x80] + top.dropFirst()))
        #expect(!EOSSignature.isCanonicalComponent([0x00, 0x7F] + top.dropFirst(2)))
        #expect(EOSSignature.isCanonicalComponent([0x00, 0x80] + top.dropFirst(2)))
        #expect(EOSSignature.isCanonicalComponent([0x7F] + [UInt8](repeating: 0xFF, count: 31)))
    }
}
