import ByteTools
import Testing
import TonCard
import TonCardCommands
import TonCardEmulator

/// Compiles and runs the example in Tools/TonCardTool/README.md; the region between the markers
/// must stay identical to the README's code block (`workspace check` compares them).
@Suite struct ReadmeExampleTests {
    @Test func readmeExample() async throws {
        let harness = try ToolHarness()
        defer { harness.remove() }
        let captured = harness.capturingIO()
        let io = captured.commandIO
        let keyStoreDirectory = harness.directory.path
        // README-EXAMPLE-BEGIN
        // Every command runs in-process against any CardConnector: here an emulated card in a
        // made-up reader, with the secrets in the context's environment instead of the process's.
        let card = try TonCardEmulatedCard(configuration: TonCardEmulatorConfiguration())
        let context = TonCardToolContext(
            io: io,
            environment: [
                "TONCARD_NEW_PIN": "1234",
                "TONCARD_PASSWORD": Hex.encode(TonCardEmulatorConfiguration.defaultPassword, uppercase: true),
                "TONCARD_COMMON_SECRET": Hex.encode(TonCardEmulatorConfiguration.defaultCommonSecret, uppercase: true),
                "TONCARD_IV": Hex.encode(TonCardEmulatorConfiguration.defaultIV, uppercase: true),
                "TONCARD_KEYSTORE_PASSPHRASE": "correct horse battery staple",
                "TONCARD_KEYSTORE_DIR": keyStoreDirectory,
            ],
            cards: EmulatedConnector(readers: [("Emulated Reader 00", card)]))
        let status = await TonCardTool.run(["activate", "--json"], context: context)
        // status 0; standard output: {"message":"TonWalletApplet is personalized.","status":"ok"}
        // README-EXAMPLE-END
        #expect(status == 0)
        #expect(captured.output == #"{"message":"TonWalletApplet is personalized.","status":"ok"}"# + "\n")
    }
}
