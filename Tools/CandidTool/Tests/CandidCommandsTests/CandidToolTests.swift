import CandidCommands
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
        for word in ["encode", "decode", "check", "print", "Examples:", "Exit codes:", "64 usage", "1 invalid input", "66"] {
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

    @Test func exitStatusesAreTheDocumentedOnes() {
        #expect(ExitStatus.allCases.map(\.rawValue) == [0, 1, 64, 66])
    }
}
