import CandidCommands
import CommandSupportTesting
import Testing

@Suite struct CandidToolTests {
    @Test func noSubcommandIsAUsageErrorWithHelpOnStandardError() async {
        let run = await CapturedRun.candid()
        #expect(run.status == 64)
        #expect(run.output.isEmpty)
        #expect(run.error.contains("SUBCOMMANDS:"))
    }

    @Test func helpGoesToStandardOutputAndDocumentsTheExitCodes() async {
        let run = await CapturedRun.candid("--help")
        #expect(run.status == 0)
        #expect(run.error.isEmpty)
        for word in [
            "encode", "decode", "check", "print", "Examples:", "Exit codes:", "64 usage", "1 invalid input", "66",
        ] {
            #expect(run.output.contains(word), "help lacks \(word)")
        }
        let subcommand = await CapturedRun.candid("help", "decode")
        #expect(subcommand.status == 0)
        #expect(subcommand.output.contains("--args"))
    }

    @Test func anUnknownSubcommandIsAUsageError() async {
        let run = await CapturedRun.candid("frobnicate")
        #expect(run.status == 64)
        #expect(run.error.contains("Unexpected argument 'frobnicate'"))
    }

    @Test func versionComesFromWorkspaceJSONAndHelpHasExamples() async throws {
        let version = await CapturedRun.candid("--version")
        #expect(version.status == 0)
        #expect(version.output == (try WorkspaceVersion.of("CandidTool")) + "\n")
        let help = await CapturedRun.candid("--help")
        #expect(help.output.contains("Examples:"))
        #expect(help.output.contains("candid encode '(record { a = 1 : nat })'"))
    }
}
