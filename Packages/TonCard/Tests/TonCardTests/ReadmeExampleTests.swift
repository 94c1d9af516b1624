import APDU
import CryptoPrimitives
import Testing
import TonCard
import TonCardEmulator

/// Compiles and checks the example in Packages/TonCard/README.md; the region between the markers
/// must stay identical to the README's code block (a workspace check compares them).
@Suite struct ReadmeExampleTests {
    @Test func readmeExample() async throws {
        // README-EXAMPLE-BEGIN
        // A factory-fresh card (state 27) with the activation data the spec's README pair gives;
        // on a real reader the channel is a PCSCCard instead.
        let emulator = try TonCardEmulatedCard(configuration: TonCardEmulatorConfiguration())
        let card = TonCard(channel: InProcessCardChannel(card: emulator))
        try await card.turnOnWallet(
            newPin: "1234",
            password: ActivationPassword(bytes: TonCardEmulatorConfiguration.defaultPassword),
            commonSecret: CommonSecret(bytes: TonCardEmulatorConfiguration.defaultCommonSecret),
            iv: InitialVector(bytes: TonCardEmulatorConfiguration.defaultIV))
        let serial = try await card.serialNumber()  // 504394802433901126813236
        let publicKey = try await card.publicKeyForDefaultPath()  // Ed25519, m/44'/396'/0'/0'/0'
        let message = Array("pay 1 TON".utf8)
        let signature = try await card.verifyPinAndSignForDefaultHdPath(message, pin: "1234")
        let valid = publicKey.isValidSignature(signature, for: message)  // true
        // README-EXAMPLE-END
        #expect(serial.description == "504394802433901126813236")
        #expect(valid)
    }
}
