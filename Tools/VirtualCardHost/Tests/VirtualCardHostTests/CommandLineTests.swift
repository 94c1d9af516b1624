import ChildProcessesTesting
import CommandSupportTesting
import Testing

/// These runs never reach vpcd: they end at the command line.
@Suite(.onItsOwnThread) struct CommandLineTests {
    let tool = BuiltTool("virtual-card-host")

    @Test func versionAndHelp() throws {
        let version = try tool.run(["--version"])
        #expect(version.status == 0)
        #expect(version.output == (try WorkspaceVersion.of("VirtualCardHost")) + "\n")
        let help = try tool.run(["--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("Examples:"))
        #expect(help.output.contains("--port"))
    }

    @Test func badOptionsAreUsageErrors() throws {
        for arguments in [["--port", "0"], ["--port", "70000"], ["--port"], ["--frobnicate"]] {
            let result = try tool.run(arguments)
            #expect(result.status == 64, "\(arguments): \(result.error)")
        }
    }
}
