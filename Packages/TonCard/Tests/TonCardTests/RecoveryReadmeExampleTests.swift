import APDU
import Testing
import TonCard

/// Compiles and checks the recovery-data example in Packages/TonCard/README.md; the region
/// between the markers must stay identical to the README's code block.
@Suite struct RecoveryReadmeExampleTests {
    @Test func recoveryReadmeExample() async throws {
        let card = try await EmulatorHarness.activated().client
        let passphrase = "from the environment or a prompt, never argv"
        // README-EXAMPLE-BEGIN
        // What the seed describes, sealed under a passphrase the user supplies.
        let data = try RecoveryData(hexFields: [
            .multisigAddress: String(repeating: "A1", count: 32),
            .surfPublicKey: String(repeating: "B2", count: 32),
            .authenticationPassword: String(repeating: "C3", count: 128),
            .commonSecret: String(repeating: "D4", count: 32),
        ])
        let sealed = try data.sealed(passphrase: passphrase)  // 294 bytes: "TCRD", version 1, …
        try await card.addRecoveryData(sealed)
        let back = try RecoveryData(sealed: try await card.recoveryData(), passphrase: passphrase)
        let same = back == data  // true; another passphrase throws RecoveryDataError.wrongKey
        let shown = "\(back)"  // RecoveryData(redacted)
        let secret = back.revealedBytes(of: .commonSecret)  // only when asked for by name
        // README-EXAMPLE-END
        #expect(sealed.count == 294)
        #expect(same)
        #expect(shown == "RecoveryData(redacted)")
        #expect(secret == Array(repeating: 0xD4, count: 32))
    }
}
