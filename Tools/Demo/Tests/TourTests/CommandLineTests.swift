import ChildProcessesTesting
import CommandSupportTesting
import Testing

@Suite(.onItsOwnThread) struct CommandLineTests {
    let tool = BuiltTool("demo")

    @Test func versionHelpAndStepSelection() throws {
        let version = try tool.run(["--version"])
        #expect(version.status == 0)
        #expect(version.output == (try WorkspaceVersion.of("Demo")) + "\n")
        let help = try tool.run(["--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("Examples:"))

        let bigNum = try tool.run(["bignum"])
        #expect(bigNum.status == 0)
        #expect(bigNum.output.hasPrefix("== BigNum:"))
        #expect(!bigNum.output.contains("== CBOR"))
        let none = try tool.run(["nosuchstep"])
        #expect(none.status == 64)
        #expect(none.error.contains("no tour step matches nosuchstep"))
    }
}
