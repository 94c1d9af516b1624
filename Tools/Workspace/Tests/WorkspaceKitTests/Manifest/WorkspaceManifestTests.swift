import ChildProcessesTesting
import Foundation
import Testing

@testable import WorkspaceKit

@Suite(.onItsOwnThread) struct WorkspaceManifestTests {
    @Test func roundTripsThroughItsOwnFormat() throws {
        let manifest = WorkspaceManifest(packages: [
            PackageEntry(
                name: "A", path: "Packages/A", kind: .library, version: "0.1.0",
                summary: "a \"quoted\" summary / slash",
                dependencies: [], products: ["A"], testTargets: ["ATests"],
                conformance: ["suite two": 31, "suite one": 467]),
            PackageEntry(
                name: "T", path: "Tools/T", kind: .tool, version: "1.0.0", dependencies: ["A"], products: ["t"]),
        ])
        let text = manifest.encoded()
        #expect(try WorkspaceManifest.decode(Data(text.utf8), path: "Workspace.json") == manifest)
        #expect(text.contains(#""version": "0.1.0""#))
        #expect(text.contains("summary / slash"))
        #expect(text.contains(#""conformance": {"suite one": 467, "suite two": 31}"#))
        #expect(
            !text.contains(#""name": "T", "conformance""#) && text.components(separatedBy: "conformance").count == 2)
    }

    @Test func namesTheMissingField() {
        let json =
            #"{"packages": [{"name": "A", "path": "Packages/A", "kind": "library", "dependencies": [], "products": [], "testTargets": []}]}"#
        #expect(
            throws: WorkspaceError.unreadableWorkspaceFile(
                path: "Workspace.json", reason: "missing field 'version' at packages[0]")
        ) {
            try WorkspaceManifest.decode(Data(json.utf8), path: "Workspace.json")
        }
    }

    @Test func rejectsAnUnknownKind() throws {
        let json =
            #"{"packages": [{"name": "A", "path": "P/A", "kind": "app", "version": "1.0.0", "dependencies": [], "products": [], "testTargets": []}]}"#
        do {
            _ = try WorkspaceManifest.decode(Data(json.utf8), path: "Workspace.json")
            Issue.record("an unknown kind was accepted")
        } catch let error as WorkspaceError {
            #expect(error.description.contains("packages[0].kind"))
        }
    }

    @Test func locatesTheRootFromASubfolder() throws {
        let temporary = try TemporaryDirectory()
        let repo = try TestMonorepo(in: temporary.url, packages: [("A", [])])
        let nested = repo.root.appendingPathComponent("Packages/A/Sources/A")
        #expect(try Workspace.locate(from: nested).root.path == repo.root.standardizedFileURL.path)
        #expect(throws: WorkspaceError.self) { try Workspace.locate(from: URL(fileURLWithPath: "/")) }
    }
}
