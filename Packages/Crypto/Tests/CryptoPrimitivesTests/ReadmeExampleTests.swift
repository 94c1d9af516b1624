import ByteTools
import CryptoPrimitives
import Testing

/// Compiles and checks the example in Packages/Crypto/README.md; the region between the markers
/// must stay identical to the README's code block (a workspace check compares them).
@Suite struct ReadmeExampleTests {
    @Test func readmeExample() throws {
        // README-EXAMPLE-BEGIN
        let mnemonic = try Mnemonic(
            phrase: "verb bottom twelve symptom plastic believe beach cargo inherit viable dice loop")
        let seed = mnemonic.seed()  // BIP-39, 64 bytes

        // secp256k1 at m/44'/223'/0'/0/0 (BIP-32), as dfx and keysmith derive it
        let k1 = try BIP32.ExtendedPrivateKey(seed: seed).derived(at: .icpSecp256k1).privateKey
        let spki = k1.publicKey.derRepresentation  // DER SubjectPublicKeyInfo
        let signature = try k1.signature(for: Array("hello".utf8))  // SHA-256, RFC 6979, low-S
        let valid = k1.publicKey.isValidSignature(signature, for: Array("hello".utf8))

        // Ed25519 at m/44'/223'/0'/0'/0' (SLIP-10)
        let ed = try SLIP10.Ed25519ExtendedPrivateKey(seed: seed).derived(at: .icpEd25519).privateKey
        let edSignature = try ed.signature(for: Array("hello".utf8))

        let principalHash = SHA224.hash(data: spki)  // ICP self-authenticating id
        let pem = k1.pemRepresentation  // "EC PRIVATE KEY", as dfx writes
        // README-EXAMPLE-END

        #expect(
            Hex.encode(spki)
                == "3056301006072a8648ce3d020106052b8104000a0342000480ef3bac9d68cf374cbc9c9943e180043a94c462ef8270274e57089d5dcdba1b8fbf83b7546ccc1b3781377776e9c4710fdf533ed9bcba8d8ebb32a14a2aba11"
        )
        #expect(valid)
        #expect(signature.rawRepresentation.count == 64)
        #expect(ed.publicKey.isValidSignature(edSignature, for: Array("hello".utf8)))
        #expect(principalHash.count == 28)
        #expect(try Secp256k1.Signing.PrivateKey(pemRepresentation: pem).publicKey == k1.publicKey)
    }
}
