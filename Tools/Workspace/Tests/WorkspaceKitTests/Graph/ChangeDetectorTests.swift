import ChildProcessesTesting
import Foundation
import Testing

@testable import WorkspaceKit

@Suite(.onItsOwnThread) struct ChangeDetectorTests {
    @Test func mapsChangedFilesToPackagesAndTheirDependents() throws {
        let temporary = try TemporaryDirectory()
        let repo = try TestMonorepo(in: temporary.url, packages: [("A", []), ("B", ["A"]), ("C", ["B"]), ("D", [])])
        try repo.write("public let more = 2\n", to: "Packages/A/Sources/A/More.swift")  // untracked counts
        let changes = try ChangeDetector(workspace: repo.workspace).changes(since: "HEAD")
        #expect(changes.changed == ["A"])
        #expect(changes.dependents == ["B", "C"])

        try repo.commit("feat(A): more")
        try repo.write("// touched\n", to: "Packages/C/Sources/C/C.swift")
        try repo.commit("fix(C): touch")
        let sinceTwo = try ChangeDetector(workspace: repo.workspace).changes(since: "HEAD~2")
        #expect(sinceTwo.changed == ["A", "C"])
        #expect(sinceTwo.dependents == ["B"])
        #expect(try ChangeDetector(workspace: repo.workspace).changes(since: "HEAD").affected.isEmpty)
    }

    @Test func aChangedWorkspaceEntryCountsAsAChange() throws {
        let temporary = try TemporaryDirectory()
        let repo = try TestMonorepo(in: temporary.url, packages: [("A", []), ("B", [])])
        var workspace = try repo.workspace
        workspace.manifest.packages[1].version = "0.2.0"
        try workspace.save()
        let changes = try ChangeDetector(workspace: repo.workspace).changes(since: "HEAD")
        #expect(changes.changed == ["B"])
    }

    @Test func aMissingRefIsAnErrorNotAnEmptyAnswer() throws {
        let temporary = try TemporaryDirectory()
        let repo = try TestMonorepo(in: temporary.url, packages: [("A", [])])
        #expect(throws: WorkspaceError.unknownGitRef("origin/nope", shallow: false)) {
            try ChangeDetector(workspace: repo.workspace).changes(since: "origin/nope")
        }
    }

    @Test func aShallowCloneSaysSo() throws {
        let temporary = try TemporaryDirectory()
        let repo = try TestMonorepo(in: temporary.url, packages: [("A", [])])
        try repo.write("// second\n", to: "Packages/A/Sources/A/A.swift")
        try repo.commit("fix(A): second")
        let clone = temporary.url.appendingPathComponent("shallow")
        try ProcessRunner.checked("git", ["clone", "--quiet", "--depth", "1", "file://\(repo.root.path)", clone.path])
        let error = #expect(throws: WorkspaceError.self) {
            try ChangeDetector(workspace: Workspace.load(root: clone)).changes(since: "HEAD~1")
        }
        #expect(error == .unknownGitRef("HEAD~1", shallow: true))
        #expect(error?.description.contains("git fetch --unshallow") == true)
    }
}

@Suite(.onItsOwnThread) struct PackageSelectionTests {
    @Test func appliesScopeAndClosures() throws {
        let temporary = try TemporaryDirectory()
        let repo = try TestMonorepo(in: temporary.url, packages: [("A", []), ("B", ["A"]), ("C", ["B"]), ("D", [])])
        let workspace = try repo.workspace
        #expect(try PackageSelection().resolve(in: workspace) == ["A", "B", "C", "D"])
        #expect(try PackageSelection(scope: ["B"]).resolve(in: workspace) == ["B"])
        #expect(try PackageSelection(scope: ["B"], includeDependents: true).resolve(in: workspace) == ["B", "C"])
        #expect(try PackageSelection(scope: ["B"], includeDependencies: true).resolve(in: workspace) == ["A", "B"])
        #expect(try PackageSelection(scope: ["C", "A"]).resolve(in: workspace) == ["A", "C"])
        #expect(throws: WorkspaceError.unknownPackages(["Z"], known: ["A", "B", "C", "D"])) {
            try PackageSelection(scope: ["Z"]).resolve(in: workspace)
        }
    }

    @Test func sinceSelectsChangedPackagesAndDependents() throws {
        let temporary = try TemporaryDirectory()
        let repo = try TestMonorepo(in: temporary.url, packages: [("A", []), ("B", ["A"]), ("D", [])])
        #expect(try PackageSelection(since: "HEAD").resolve(in: repo.workspace).isEmpty)
        try repo.write("// edit\n", to: "Packages/A/Sources/A/A.swift")
        #expect(try PackageSelection(since: "HEAD").resolve(in: repo.workspace) == ["A", "B"])
        #expect(try PackageSelection(scope: ["D"], since: "HEAD").resolve(in: repo.workspace) == ["A", "B", "D"])
    }
}
