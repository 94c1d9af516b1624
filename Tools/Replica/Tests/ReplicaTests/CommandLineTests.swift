import ChildProcessesTesting
import CommandSupportTesting
import Foundation
import Testing

/// Runs that end at the command line.
@Suite(.onItsOwnThread) struct CommandLineTests {
    let tool = BuiltTool("icp-replica")

    @Test func versionAndHelp() throws {
        let version = try tool.run(["--version"])
        #expect(version.status == 0)
        #expect(version.output == (try WorkspaceVersion.of("Replica")) + "\n")
        let help = try tool.run(["--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("Examples:"))
        #expect(help.output.contains("--corrupt-certificate"))
    }

    @Test func badOptionsAreUsageErrors() throws {
        for arguments in [
            ["--port", "70000"], ["--host", "localhost"], ["--refuse", "42"], ["--layout", "round"],
            ["--processing-polls", "-1"], ["--frobnicate"], ["--fund", "2vxsx-fae"], ["--fund", "nobody=5"],
            ["--fund", "2vxsx-fae=-5"], ["--lose-answers", "-1"], ["--delay", "99999999"], ["--blocks-in-ledger", "1"],
            ["--fund", "2vxsx-fae=18446744073709551615", "--fund", "2vxsx-fae=1"],
        ] {
            let result = try tool.run(arguments)
            #expect(result.status == 64, "\(arguments): \(result.error)")
        }
    }

    @Test func aStateFileThatIsNotALedgerCannotBeRead() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "not-a-ledger-\(UUID().uuidString).sqlite")
        try Data("this is not SQLite".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try tool.run(["--port", "0", "--state", file.path])
        #expect(result.status == 66)
        #expect(result.error.contains("cannot be used"))
    }
}
