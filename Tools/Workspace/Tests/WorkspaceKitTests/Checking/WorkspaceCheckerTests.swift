import ChildProcessesTesting
import Foundation
import Testing

@testable import WorkspaceKit

@Suite(.onItsOwnThread) struct WorkspaceCheckerTests {
    /// `Tools/Workspace/Fixtures/broken-workspace`; this file is `Tests/WorkspaceKitTests/Checking/…`.
    static let fixture = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures/broken-workspace")

    func swiftPM(_ directory: URL) -> SwiftPM {
        SwiftPM(scratchPath: directory.appendingPathComponent(".build"))
    }

    @Test func reportsEveryDeliberateMistake() throws {
        let temporary = try TemporaryDirectory()
        let findings = WorkspaceChecker(
            workspace: try Workspace.load(root: Self.fixture), swiftPM: swiftPM(temporary.url)
        ).run()
        let report = findings.map(\.description).joined(separator: "\n")
        let expected: [(file: String, fragment: String)] = [
            ("Workspace.json", "Core: version '1.0' is not semantic"),
            ("Workspace.json", "Extra depends on 'Ghost', which is not a workspace package"),
            (
                "Workspace.json",
                "Extra: Package.swift depends on Core by path but Workspace.json does not; add \"Core\""
            ),
            (
                "Workspace.json",
                "Extra: the manifest declares test target 'ExtraTests' that Workspace.json does not list"
            ),
            ("Workspace.json", "Extra has no test targets"),
            (
                "Packages/App/Package.swift",
                "Workspace.json says App depends on Core but the manifest does not; add .package(path: \"../Core\")"
            ),
            ("Packages/App/Package.swift", "Workspace.json lists product 'AppKit' that the manifest does not declare"),
            (
                "Packages/App/Package.swift",
                "Workspace.json lists test target 'AppTests' that the manifest does not declare"
            ),
            ("Packages/App/Package.swift", "module name 'Crypto' clashes with a widely used package's module"),
            ("Packages/App/CHANGELOG.md", "is missing"),
            ("Packages/App/Tests/AppTests", "test target 'AppTests' has no Swift sources"),
            ("Packages/App/README.md", "has no tested example"),
            ("Packages/Extra/README.md", "has no tested example"),
            ("Packages/Extra/Package.swift", "package name is 'Extras' but Workspace.json calls it 'Extra'"),
            (
                "Packages/Extra/Package.swift",
                "requires https://github.com/attaswift/bigint as exact 6.0.1, but the workspace disagrees"
            ),
            (
                "Packages/Core/Package.swift",
                "requires https://github.com/attaswift/bigint as 6.0.1..<7.0.0, but the workspace disagrees"
            ),
            ("Packages/Core/Package.swift", "module name 'Core' is also used by Extra"),
            ("Packages/Extra/Package.swift", "module name 'Core' is also used by Core"),
            ("Packages/Core/Tests/CoreTests", "declares no @Test"),
            ("Packages/Core/Tests/CoreTests/CoreTests.swift", "imports XCTest"),
            ("Packages/Core/README.md", "the example differs from the tested code in Tests/CoreTests/CoreTests.swift"),
            ("Packages/Stray", "is a package that Workspace.json does not list"),
            ("README.md", "has no package table"),
        ]
        for (file, fragment) in expected {
            #expect(
                findings.contains { $0.file == file && $0.message.contains(fragment) },
                "missing: \(file): \(fragment)\nreport:\n\(report)")
        }
        #expect(findings.count == expected.count, "unexpected findings:\n\(report)")
    }

    @Test func aConsistentWorkspaceHasNoFindings() throws {
        let temporary = try TemporaryDirectory()
        let repo = try TestMonorepo(in: temporary.url, packages: [("A", []), ("B", ["A"])])
        for name in ["A", "B"] {
            try repo.write(
                "import Testing\nimport \(name)\n\n@Test func example() {\n    // README-EXAMPLE-BEGIN\n    let value = \(name.lowercased())Value\n    // README-EXAMPLE-END\n    #expect(value == 1)\n}\n",
                to: "Packages/\(name)/Tests/\(name)Tests/\(name)Tests.swift")
            try repo.write(
                "# \(name)\n\n<!-- example: Tests/\(name)Tests/\(name)Tests.swift -->\n```swift\nlet value = \(name.lowercased())Value\n```\n",
                to: "Packages/\(name)/README.md")
        }
        let workspace = try repo.workspace
        try repo.write(
            "# Repo\n\n\(PackageTable.readmeBegin)\n\(PackageTable.readmeSection(workspace.manifest))\n\(PackageTable.readmeEnd)\n",
            to: "README.md")
        let findings = WorkspaceChecker(workspace: workspace, swiftPM: swiftPM(temporary.url)).run()
        #expect(findings.isEmpty, "\(findings.map(\.description).joined(separator: "\n"))")

        // Breaking the README table is caught and the message says how to regenerate it.
        var renamed = workspace
        renamed.manifest.packages[0].summary = "now with a summary"
        let stale = WorkspaceChecker(workspace: renamed, swiftPM: swiftPM(temporary.url)).run()
        #expect(
            stale == [
                Finding(
                    file: "README.md",
                    message: "the package table is out of date; run `workspace list --markdown --write-readme`")
            ])
    }
}
