import ChildProcessesTesting
import Foundation
import Testing

@testable import WorkspaceKit

/// `swift format lint` over the members' files, with the root configuration.
@Suite(.onItsOwnThread) struct FormatCheckTests {
    private static let configuration = #"{ "version": 1, "indentation": { "spaces": 4 }, "lineLength": 120 }"#

    private func monorepo(_ temporary: TemporaryDirectory) throws -> TestMonorepo {
        let repo = try TestMonorepo(in: temporary.url, packages: [("A", [])])
        try repo.write("public let aValue = 1\n", to: "Packages/A/Sources/A/A.swift")
        return repo
    }

    @Test func aFormattedWorkspaceHasNoFindings() throws {
        let temporary = try TemporaryDirectory()
        let repo = try monorepo(temporary)
        try repo.write(Self.configuration, to: FormatCheck.configurationFileName)
        let check = FormatCheck(workspace: try repo.workspace)
        #expect(check.swiftFiles().contains("Packages/A/Sources/A/A.swift"))
        // The generated manifests are whatever the fixture writes; only the source is judged here.
        #expect(!check.run().contains { $0.file == "Packages/A/Sources/A/A.swift" })
    }

    @Test func anUnformattedFileIsOneFindingWithItsFirstProblemAndTheCure() throws {
        let temporary = try TemporaryDirectory()
        let repo = try monorepo(temporary)
        try repo.write(Self.configuration, to: FormatCheck.configurationFileName)
        try repo.write("public func f() {\n  let x = 1\n      _ = x\n}\n", to: "Packages/A/Sources/A/Bad.swift")
        let findings = FormatCheck(workspace: try repo.workspace).run().filter {
            $0.file == "Packages/A/Sources/A/Bad.swift"
        }
        #expect(findings.count == 1)
        #expect(findings.first?.message.hasPrefix("is not formatted (line 2: ") == true)
        #expect(findings.first?.message.hasSuffix("run `make format`") == true)
    }

    @Test func aMissingConfigurationIsAFinding() throws {
        let temporary = try TemporaryDirectory()
        let repo = try monorepo(temporary)
        #expect(
            FormatCheck(workspace: try repo.workspace).run()
                == [Finding(file: ".swift-format", message: "is missing; the workspace's layout rules live there")])
    }

    @Test func lintLinesBecomeOneFindingPerFileInPathOrder() {
        let root = URL(fileURLWithPath: "/repo")
        let output = """
            /repo/Tools/T/Sources/t/main.swift:9:3: warning: [Indentation] replace leading whitespace with 4 spaces
            Packages/A/Sources/A/A.swift:3:1: warning: [LineLength] line is too long
            Packages/A/Sources/A/A.swift:7:1: warning: [Spacing] remove 1 space
            a line that is not a finding
            """
        #expect(
            FormatCheck.findings(inLintOutput: output, root: root) == [
                Finding(
                    file: "Packages/A/Sources/A/A.swift",
                    message: "is not formatted (line 3: [LineLength] line is too long); run `make format`"),
                Finding(
                    file: "Tools/T/Sources/t/main.swift",
                    message:
                        "is not formatted (line 9: [Indentation] replace leading whitespace with 4 spaces); run `make format`"
                ),
            ])
    }
}
