import CommandSupportTesting
import Testing

/// Runs that end at the command line.
@Suite struct CommandLineTests {
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
        for arguments in [["--port", "70000"], ["--host", "localhost"], ["--refuse", "42"], ["--layout", "round"],
                          ["--processing-polls", "-1"], ["--frobnicate"]] {
            let result = try tool.run(arguments)
            #expect(result.status == 64, "\(arguments): \(result.error)")
        }
    }
}
