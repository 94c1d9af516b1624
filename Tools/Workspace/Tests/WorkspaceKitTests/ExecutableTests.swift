import CommandSupportTesting
import Testing

@Suite struct ExecutableTests {
    let tool = BuiltTool("workspace")

    @Test func versionComesFromWorkspaceJSONAndHelpHasExamples() throws {
        let version = try tool.run(["--version"])
        #expect(version.status == 0)
        #expect(version.output == (try WorkspaceVersion.of("Workspace")) + "\n")
        let help = try tool.run(["--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("Examples:"))
        #expect(help.output.contains("workspace test --scope BigNum --include-dependents"))
        #expect(try tool.run(["frobnicate"]).status == 64)
    }
}
