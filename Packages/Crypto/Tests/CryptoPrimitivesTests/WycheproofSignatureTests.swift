import CryptoPrimitives
import Foundation
import Testing

/// Wycheproof signature suites (C2SP/wycheproof testvectors_v1 at dac1dd47): every malformed
/// DER encoding, out-of-range scalar, high-S signature and edge-case point they list must be
/// rejected, and every valid one accepted.
@Suite struct WycheproofSignatureTests {
    struct ECDSAGroup: Decodable {
        let publicKey: Key
        let publicKeyDer: String
        let sha: String
        let tests: [Test]
        struct Key: Decodable { let uncompressed: String }
        struct Test: Decodable {
            let tcId: Int
            let comment: String
            let msg: String
            let sig: String
            let result: WycheproofResult
        }
    }

    /// The Bitcoin variant: DER signatures, and high-S counts as invalid, exactly like the default verifier.
    @Test func ecdsaSecp256k1BitcoinDER() throws {
        let file = try JSONDecoder().decode(
            WycheproofFile<ECDSAGroup>.self, from: Vectors.data("wycheproof/ecdsa_secp256k1_sha256_bitcoin_test.json"))
        var (accepted, rejected) = (0, 0)
        for group in file.testGroups {
            #expect(group.sha == "SHA-256")
            let key = try Secp256k1.Signing.PublicKey(derRepresentation: hex(group.publicKeyDer))
            #expect(hexString(key.x963Representation) == group.publicKey.uncompressed)
            for test in group.tests {
                let valid: Bool
                if let signature = try? Secp256k1.Signing.ECDSASignature(derRepresentation: hex(test.sig)) {
                    valid = key.isValidSignature(signature, for: hex(test.msg))
                } else {
                    valid = false
                }
                #expect(valid == test.result.isValid, "tcId \(test.tcId): \(test.comment)")
                if valid { accepted += 1 } else { rejected += 1 }
            }
        }
        #expect(accepted + rejected == file.numberOfTests && rejected > 250)
    }

    /// IEEE P1363 (`r‖s`) variant: high-S is valid here, so it is checked with `allowingHighS`.
    @Test func ecdsaSecp256k1P1363() throws {
        let file = try JSONDecoder().decode(
            WycheproofFile<ECDSAGroup>.self, from: Vectors.data("wycheproof/ecdsa_secp256k1_sha256_p1363_test.json"))
        var count = 0
        for group in file.testGroups {
            let key = try Secp256k1.Signing.PublicKey(x963Representation: hex(group.publicKey.uncompressed))
            #expect(try Secp256k1.Signing.PublicKey(derRepresentation: hex(group.publicKeyDer)) == key)
            for test in group.tests {
                let valid: Bool
                if let signature = try? Secp256k1.Signing.ECDSASignature(rawRepresentation: hex(test.sig)) {
                    valid = key.isValidSignature(signature, for: hex(test.msg), allowingHighS: true)
                    if valid && !signature.isLowS {
                        #expect(
                            !key.isValidSignature(signature, for: hex(test.msg)),
                            "tcId \(test.tcId): high-S needs the opt-in")
                    }
                } else {
                    valid = false
                }
                #expect(valid == test.result.isValid, "tcId \(test.tcId): \(test.comment)")
                count += 1
            }
        }
        #expect(count == file.numberOfTests)
    }

    struct EdDSAGroup: Decodable {
        let publicKey: Key
        let publicKeyDer: String
        let tests: [Test]
        struct Key: Decodable { let pk: String }
        struct Test: Decodable {
            let tcId: Int
            let comment: String
            let msg: String
            let sig: String
            let result: WycheproofResult
        }
    }

    @Test func ed25519() throws {
        let file = try JSONDecoder().decode(
            WycheproofFile<EdDSAGroup>.self, from: Vectors.data("wycheproof/ed25519_test.json"))
        var count = 0
        for group in file.testGroups {
            let key = try Ed25519.Signing.PublicKey(rawRepresentation: hex(group.publicKey.pk))
            #expect(try Ed25519.Signing.PublicKey(derRepresentation: hex(group.publicKeyDer)) == key)
            for test in group.tests {
                #expect(
                    key.isValidSignature(hex(test.sig), for: hex(test.msg)) == test.result.isValid,
                    "tcId \(test.tcId): \(test.comment)")
                count += 1
            }
        }
        #expect(count == file.numberOfTests)
    }
}
