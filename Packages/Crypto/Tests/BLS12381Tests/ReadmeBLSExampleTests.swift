import BLS12381
import Testing

/// Compiles and checks the BLS example in Packages/Crypto/README.md ("BLS12-381"). The README's
/// tested-example marker belongs to the CryptoPrimitives example, so keep this region and that
/// code block identical by hand.
@Suite struct ReadmeBLSExampleTests {
    @Test func readmeBLSExample() throws {
        let icRootKeyDER = ICVectorTests.rootKeyDER
        let signatureBytes = hex(
            "b5a4e1b143d6f7c311b1f651f370177a7c5a3c2e7d9d337a28d72815000e34b35ca1dfbe6ca953aa0962116da29a8ee1")
        let rootHash = hex("d37ba673431b273a9db85cc2dcf236496decd32c2ba7d160b19f74c1a3e336a3")

        // BLS-EXAMPLE-BEGIN
        let rootKey = try BLS12381.Signing.PublicKey(derRepresentation: icRootKeyDER)  // 133-byte DER
        let signature = try BLS12381.Signing.Signature(compressedRepresentation: signatureBytes)  // 48 bytes, G1
        let message = [0x0d] + Array("ic-state-root".utf8) + rootHash  // what a certificate signs
        let valid = rootKey.isValidSignature(signature, for: message)

        // Tests and emulators only: no side-channel hardening.
        let key = try BLS12381.Signing.PrivateKey()
        let own = key.signature(for: message)
        let ownValid = key.publicKey.isValidSignature(own, for: message)
        // BLS-EXAMPLE-END

        #expect(valid)
        #expect(ownValid)
        #expect(!rootKey.isValidSignature(own, for: message))
    }
}
