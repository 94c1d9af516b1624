import ChildProcessesTesting
import CommandSupportTesting
import Testing

@Suite(.onItsOwnThread) struct ExecutableTests {
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

    @Test func docsIsACommandWithExamples() throws {
        let help = try tool.run(["--help"])
        #expect(help.output.contains("docs                    Builds a DocC archive"))
        let docs = try tool.run(["help", "docs"])
        #expect(docs.status == 0)
        #expect(docs.output.contains("Examples:\n  workspace docs\n  workspace docs --scope CBOR Candid"))
        #expect(docs.output.contains("--scope"))
    }
}
