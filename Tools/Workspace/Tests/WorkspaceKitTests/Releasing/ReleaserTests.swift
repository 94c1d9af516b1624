import ChildProcessesTesting
import Foundation
import Testing

@testable import WorkspaceKit

@Suite(.onItsOwnThread) struct ReleaserTests {
    @Test func releasesAStandaloneRepositoryWithRewrittenDependencies() throws {
        let temporary = try TemporaryDirectory()
        let repo = try TestMonorepo(in: temporary.url, packages: [("A", []), ("B", ["A"])])
        let destination = ReleaseDestination("releases", relativeTo: temporary.url)
        let releaser = Releaser(workspace: try repo.workspace)

        let refused = #expect(throws: WorkspaceError.self) { try releaser.release("B", to: destination) }
        #expect(refused?.description.contains("unreleased dependencies: A 0.1.0") == true)

        let a = try releaser.release("A", to: destination)
        guard case .released = a.status else {
            Issue.record("A was not released: \(a.status)")
            return
        }
        let aRepository = temporary.url.appendingPathComponent("releases/A")
        let tags = try ProcessRunner.checked("git", ["tag"], in: aRepository)
        #expect(tags == "0.1.0")
        #expect(FileManager.default.fileExists(atPath: aRepository.appendingPathComponent("Package.swift").path))
        #expect(FileManager.default.fileExists(atPath: aRepository.appendingPathComponent("Sources/A/A.swift").path))
        #expect(repo.git.tagExists("A-0.1.0"))

        let b = try releaser.release("B", to: destination)
        #expect(b.rewrittenDependencies.map(\.url) == [aRepository.path])
        let bManifest = try String(
            contentsOf: temporary.url.appendingPathComponent("releases/B/Package.swift"), encoding: .utf8)
        #expect(bManifest.contains(".package(url: \"\(aRepository.path)\", .upToNextMinor(from: \"0.1.0\"))"))
        #expect(!bManifest.contains("path:"))
    }

    @Test func rerunningIsANoOpAndDifferentContentIsRefused() throws {
        let temporary = try TemporaryDirectory()
        let repo = try TestMonorepo(in: temporary.url, packages: [("A", [])])
        let destination = ReleaseDestination(
            temporary.url.appendingPathComponent("out").path, relativeTo: temporary.url)
        _ = try Releaser(workspace: try repo.workspace).release("A", to: destination)
        let again = try Releaser(workspace: try repo.workspace).release("A", to: destination)
        #expect(again.status == .alreadyReleased)
        let commits = try ProcessRunner.checked(
            "git", ["rev-list", "--count", "HEAD"], in: temporary.url.appendingPathComponent("out/A"))
        #expect(commits == "1")

        try repo.write("public let changed = true\n", to: "Packages/A/Sources/A/Changed.swift")
        let dirty = #expect(throws: WorkspaceError.self) {
            try Releaser(workspace: try repo.workspace).release("A", to: destination)
        }
        #expect(dirty?.description.contains("uncommitted changes") == true)
        try repo.commit("feat(A): changed")
        let conflicting = #expect(throws: WorkspaceError.self) {
            try Releaser(workspace: try repo.workspace).release("A", to: destination)
        }
        #expect(conflicting?.description.contains("already released") == true)
        #expect(conflicting?.description.contains("different content") == true)
    }

    @Test func dryRunWritesNothing() throws {
        let temporary = try TemporaryDirectory()
        let repo = try TestMonorepo(in: temporary.url, packages: [("A", [])])
        let destination = ReleaseDestination("out", relativeTo: temporary.url)
        let report = try Releaser(workspace: try repo.workspace).release("A", to: destination, dryRun: true)
        #expect(report.status == .dryRun)
        #expect(report.files == 5)
        #expect(!FileManager.default.fileExists(atPath: temporary.url.appendingPathComponent("out").path))
        #expect(!repo.git.tagExists("A-0.1.0"))
    }

    @Test func aChangedButUnbumpedDependencyIsRefused() throws {
        let temporary = try TemporaryDirectory()
        let repo = try TestMonorepo(in: temporary.url, packages: [("A", []), ("B", ["A"])])
        let destination = ReleaseDestination("out", relativeTo: temporary.url)
        _ = try Releaser(workspace: try repo.workspace).release("A", to: destination)
        try repo.write("public let later = 1\n", to: "Packages/A/Sources/A/Later.swift")
        try repo.commit("feat(A): later")
        let error = #expect(throws: WorkspaceError.self) {
            try Releaser(workspace: try repo.workspace).release("B", to: destination)
        }
        #expect(error?.description.contains("A changed since A-0.1.0") == true)
    }

    @Test func aFailedReleaseLeavesNoRepositoryBehind() throws {
        let temporary = try TemporaryDirectory()
        let repo = try TestMonorepo(in: temporary.url, packages: [("A", [])])
        // A path dependency Workspace.json does not know about cannot be rewritten to a release URL.
        try repo.write(
            TestMonorepo.manifest(name: "A", dependencies: []).replacingOccurrences(
                of: "dependencies: [],", with: "dependencies: [.package(path: \"../../Elsewhere\")],"),
            to: "Packages/A/Package.swift")
        try repo.commit("build(A): stray dependency")
        let error = #expect(throws: WorkspaceError.self) {
            try Releaser(workspace: try repo.workspace).release(
                "A", to: ReleaseDestination("out", relativeTo: temporary.url))
        }
        #expect(error?.description.contains("\"../../Elsewhere\", which is not a released sibling") == true)
        #expect(!FileManager.default.fileExists(atPath: temporary.url.appendingPathComponent("out/A").path))
        #expect(!repo.git.tagExists("A-0.1.0"))
    }

    @Test func aMissingRemoteRepositorySaysWhatToDo() throws {
        let temporary = try TemporaryDirectory()
        let repo = try TestMonorepo(in: temporary.url, packages: [("A", [])])
        let remote = "file://\(temporary.url.path)/nothing-here"
        // file:// URLs are read as folders; a scheme-qualified remote is needed for the remote path.
        let destination = ReleaseDestination(location: .remote(remote))
        let error = #expect(throws: WorkspaceError.self) {
            try Releaser(workspace: try repo.workspace).release("A", to: destination)
        }
        #expect(error?.description.contains("create an empty repository there first") == true)
    }

    @Test func readsDestinations() {
        let base = URL(fileURLWithPath: "/work")
        #expect(ReleaseDestination("out", relativeTo: base).repositoryURL(for: "A") == "/work/out/A")
        #expect(ReleaseDestination("file:///srv/rel", relativeTo: base).repositoryURL(for: "A") == "/srv/rel/A")
        #expect(
            ReleaseDestination("https://git.example.org/swift/", relativeTo: base).repositoryURL(for: "A")
                == "https://git.example.org/swift/A")
        #expect(ReleaseDestination("git@host:org", relativeTo: base).repositoryURL(for: "A") == "git@host:org/A")
    }
}
