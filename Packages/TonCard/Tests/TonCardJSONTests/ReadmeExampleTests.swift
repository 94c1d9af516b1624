import APDU
import ByteTools
import Testing
import TonCard
import TonCardEmulator
import TonCardJSON

/// Compiles and checks the JSON example in Packages/TonCard/README.md; the region between the
/// markers must stay identical to the README's code block (a workspace check compares them).
@Suite struct ReadmeJSONExampleTests {
    @Test func readmeJSONExample() async throws {
        // README-EXAMPLE-BEGIN
        let emulator = try TonCardEmulatedCard(configuration: TonCardEmulatorConfiguration())
        let api = TonCardJSONClient(card: TonCard(channel: InProcessCardChannel(card: emulator)))
        _ = try await api.turnOnWallet(
            newPin: "1234",
            authenticationPassword: Hex.encode(TonCardEmulatorConfiguration.defaultPassword, uppercase: true),
            commonSecret: Hex.encode(TonCardEmulatorConfiguration.defaultCommonSecret, uppercase: true),
            initialVector: Hex.encode(TonCardEmulatorConfiguration.defaultIV, uppercase: true))
        let tries = try await api.getRemainingPinTries()  // {"message":"10","status":"ok"}
        var refusal = ""
        do {
            _ = try await api.verifyPin(pin: "0000")
        } catch {
            refusal = error.json  // {"message":"Incorrect PIN (from Ton wallet applet).","status":"fail",
            //  "code":"6F07",…,"cardInstruction":"VERIFY_PIN","apdu":"B0 A2 00 00 44 REDACTED"}
        }
        // README-EXAMPLE-END
        #expect(tries == #"{"message":"10","status":"ok"}"#)
        #expect(
            refusal.hasPrefix(#"{"message":"Incorrect PIN (from Ton wallet applet).","status":"fail","code":"6F07""#))
        #expect(refusal.hasSuffix(#""apdu":"B0 A2 00 00 44 REDACTED"}"#))
    }
}
