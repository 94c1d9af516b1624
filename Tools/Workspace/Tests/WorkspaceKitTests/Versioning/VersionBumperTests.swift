import ChildProcessesTesting
import Foundation
import Testing

@testable import WorkspaceKit

@Suite(.onItsOwnThread) struct VersionBumperTests {
    let date = Date(timeIntervalSince1970: 1_795_000_000)  // 2026-11-18 UTC

    @Test func bumpsAndWritesTheChangelogFromCommitsSinceTheLastRelease() throws {
        let temporary = try TemporaryDirectory()
        let repo = try TestMonorepo(in: temporary.url, packages: [("A", []), ("B", [])])
        try repo.run("git", "tag", "A-0.1.0")
        try repo.write("public let a2 = 2\n", to: "Packages/A/Sources/A/A2.swift")
        try repo.commit("feat(A): a second value")
        try repo.write("public let b2 = 2\n", to: "Packages/B/Sources/B/B2.swift")
        try repo.commit("feat(B): not about A")
        try repo.write("public let a3 = 3\n", to: "Packages/A/Sources/A/A3.swift")
        try repo.commit("fix(A)!: rename")

        let bumper = VersionBumper(workspace: try repo.workspace, date: date)
        let plan = try bumper.plan("A", .bump(.minor))
        #expect(plan.changes.map(\.name) == ["A"])
        #expect(plan.changes[0].to.description == "0.2.0")
        try bumper.apply(plan)

        #expect(try repo.workspace.manifest.entry(named: "A")?.version == "0.2.0")
        #expect(try repo.workspace.manifest.entry(named: "B")?.version == "0.1.0")
        let changelog = try repo.read("Packages/A/CHANGELOG.md")
        #expect(
            changelog.hasPrefix(
                "# Changelog\n\n## 0.2.0 — 2026-11-18\n\n- First version.\n\n### Breaking changes\n\n- **A:** rename (")
        )
        #expect(changelog.contains("### Features\n\n- **A:** a second value ("))
        #expect(!changelog.contains("not about A"))
        #expect(!changelog.contains("Unreleased"))
    }

    @Test func refusesVersionsThatDoNotIncrease() throws {
        let temporary = try TemporaryDirectory()
        let repo = try TestMonorepo(in: temporary.url, packages: [("A", [])])
        let bumper = VersionBumper(workspace: try repo.workspace, date: date)
        #expect(throws: WorkspaceError.versionNotIncreasing(package: "A", current: "0.1.0", requested: "0.1.0")) {
            try bumper.plan("A", .exact(try #require(SemanticVersion("0.1.0"))))
        }
        #expect(throws: WorkspaceError.self) { try bumper.plan("Nope", .bump(.patch)) }
    }

    @Test func bumpsADependentOnlyWhenItsReleasedRequirementNoLongerAdmits() throws {
        let temporary = try TemporaryDirectory()
        let repo = try TestMonorepo(in: temporary.url, packages: [("A", []), ("B", ["A"]), ("C", ["B"]), ("D", ["A"])])
        for name in ["A", "B", "C"] { try repo.run("git", "tag", "\(name)-0.1.0") }  // D never released

        let patch = try VersionBumper(workspace: try repo.workspace, date: date).plan("A", .bump(.patch))
        #expect(patch.changes.map(\.name) == ["A"])
        #expect(patch.notes.contains { $0.hasPrefix("B: its released requirement A 0.1.0..<0.2.0 admits 0.1.1") })
        #expect(patch.notes.contains { $0.hasPrefix("D: never released") })

        let minor = try VersionBumper(workspace: try repo.workspace, date: date).plan("A", .bump(.minor))
        // B pinned A to 0.1.x, so it must move; C's pin on B (0.1.x) admits B's patch, so C stays.
        #expect(minor.changes.map { "\($0.name) \($0.to)" } == ["A 0.2.0", "B 0.1.1"])
        #expect(minor.changes[1].reason == "its released requirement A 0.1.0..<0.2.0 does not admit 0.2.0")
        #expect(minor.changes[1].changelogSection.contains("### Dependencies\n\n- requires A 0.2.0"))
        #expect(minor.notes.contains { $0.hasPrefix("C: its released requirement B 0.1.0..<0.2.0 admits 0.1.1") })
    }
}
