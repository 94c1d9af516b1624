import ChildProcessesTesting
import Foundation
import Testing

@testable import WorkspaceKit

@Suite(.onItsOwnThread) struct ToolVersionFileTests {
    let date = Date(timeIntervalSince1970: 1_795_000_000)

    @Test func readsTheVersionItWrites() {
        let text = ToolVersionFile.contents(version: "1.2.3")
        #expect(ToolVersionFile.version(in: text) == "1.2.3")
        #expect(ToolVersionFile.version(in: "let other = \"1\"\n") == nil)
        #expect(ToolVersionFile.version(in: "  let toolVersion = \"0.9.0\"  \n") == "0.9.0")
    }

    @Test func checkReportsAFileThatDisagreesWithWorkspaceJSON() throws {
        let temporary = try TemporaryDirectory()
        let repo = try TestMonorepo(in: temporary.url, packages: [("A", [])])
        try repo.write(ToolVersionFile.contents(version: "0.1.0"), to: "Packages/A/Sources/A/ToolVersion.swift")
        let checker = {
            WorkspaceChecker(
                workspace: try repo.workspace,
                swiftPM: SwiftPM(scratchPath: temporary.url.appendingPathComponent("scratch")))
        }
        #expect(try checker().run().filter { $0.file.hasSuffix("ToolVersion.swift") }.isEmpty)

        try repo.write(ToolVersionFile.contents(version: "0.0.9"), to: "Packages/A/Sources/A/ToolVersion.swift")
        let findings = try checker().run().filter { $0.file.hasSuffix("ToolVersion.swift") }
        #expect(findings.map(\.file) == ["Packages/A/Sources/A/ToolVersion.swift"])
        #expect(findings.first?.message.contains("says version 0.0.9 but Workspace.json says 0.1.0") == true)

        try repo.write("let toolVersion = 1\n", to: "Packages/A/Sources/A/ToolVersion.swift")
        #expect(
            try checker().run().contains {
                $0.file.hasSuffix("ToolVersion.swift") && $0.message.contains("has no `let toolVersion")
            })
    }

    @Test func versionBumpsRewriteTheFile() throws {
        let temporary = try TemporaryDirectory()
        let repo = try TestMonorepo(in: temporary.url, packages: [("A", [])])
        try repo.write(ToolVersionFile.contents(version: "0.1.0"), to: "Packages/A/Sources/A/ToolVersion.swift")
        try repo.commit("feat(A): a version for --version")
        let bumper = VersionBumper(workspace: try repo.workspace, date: date)
        try bumper.apply(try bumper.plan("A", .bump(.minor)))
        #expect(ToolVersionFile.version(in: try repo.read("Packages/A/Sources/A/ToolVersion.swift")) == "0.2.0")
    }
}
