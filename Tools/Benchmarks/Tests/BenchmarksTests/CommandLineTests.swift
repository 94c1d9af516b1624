import ChildProcessesTesting
import CommandSupportTesting
import Testing

/// The debug build's command line; the figures themselves come from `make bench` in release.
@Suite(.onItsOwnThread) struct CommandLineTests {
    let tool = BuiltTool("benchmarks")

    @Test func versionHelpAndUnknownPrefixes() throws {
        let version = try tool.run(["--version"])
        #expect(version.status == 0)
        #expect(version.output == (try WorkspaceVersion.of("Benchmarks")) + "\n")
        let help = try tool.run(["--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("Examples:"))
        #expect(!help.output.contains("storage-child-writer"))
        let none = try tool.run(["NoSuchPackage."])
        #expect(none.status == 64)
        #expect(none.error.contains("no benchmark matches NoSuchPackage."))
    }
}
