import CommandSupportTesting
import Testing

/// The built `toncard` (next to the test binary: `swift build --build-tests` builds it too).
private let toncard = BuiltTool("toncard")

@Suite struct ExecutableTests {
    @Test func theExecutablePrintsHelpAndRefusesSecretsInArguments() async throws {
        let help = try await toncard.run(["--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("Examples:"))
        #expect(help.output.contains("toncard readers"))
        let version = try await toncard.run(["--version"])
        #expect(version.output == (try WorkspaceVersion.of("TonCardTool")) + "\n")
        let pin = try await toncard.run(["verify-pin", "--pin", "1234"])
        #expect(pin.status == 64)
        #expect(pin.error.contains("Unknown option '--pin'"))
        #expect(try await toncard.run(["sign"]).status == 64)
    }
}
