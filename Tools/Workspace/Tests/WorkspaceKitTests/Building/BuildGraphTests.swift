import ChildProcessesTesting
import Foundation
import Testing

@testable import WorkspaceKit

@Suite(.onItsOwnThread) struct BuildGraphTests {
    @Test func listsEveryMemberRelativeToTheDescriptionsFolder() throws {
        let temporary = try TemporaryDirectory()
        let repo = try TestMonorepo(in: temporary.url, packages: [("A", []), ("B", ["A"])])
        let graph = BuildGraph(workspace: try repo.workspace, scratchPath: repo.root.appendingPathComponent(".build"))
        #expect(graph.descriptionURL.path == repo.root.appendingPathComponent(".build/Workspace.xcworkspace").path)
        let lines = graph.contents().split(separator: "\n").map(String.init)
        #expect(lines.contains(#"   <FileRef location = "group:../Packages/A"></FileRef>"#))
        #expect(lines.contains(#"   <FileRef location = "group:../Packages/B"></FileRef>"#))
        #expect(lines.first == #"<?xml version="1.0" encoding="UTF-8"?>"#)
        #expect(lines.last == "</Workspace>")
    }

    @Test func writesOnlyWhenTheDescriptionChanges() throws {
        let temporary = try TemporaryDirectory()
        let repo = try TestMonorepo(in: temporary.url, packages: [("A", [])])
        let graph = BuildGraph(workspace: try repo.workspace, scratchPath: repo.root.appendingPathComponent(".build"))
        try graph.write()
        // SwiftPM refuses to start without the folder for the graph's Package.resolved.
        #expect(
            FileManager.default.fileExists(
                atPath: graph.descriptionURL.appendingPathComponent("xcshareddata/swiftpm").path))
        let file = graph.descriptionURL.appendingPathComponent("contents.xcworkspacedata")
        let past = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: file.path)
        try graph.write()
        #expect((try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date) == past)
    }

    @Test func relativePathsClimbOutOfTheScratchPath() {
        let path = BuildGraph.relativePath(
            from: URL(fileURLWithPath: "/repo/.build"), to: URL(fileURLWithPath: "/repo/Tools/Workspace"))
        #expect(path == "../Tools/Workspace")
        #expect(BuildGraph.relativePath(from: URL(fileURLWithPath: "/a/b"), to: URL(fileURLWithPath: "/a/b")) == ".")
        #expect(BuildGraph.relativePath(from: URL(fileURLWithPath: "/a"), to: URL(fileURLWithPath: "/b/c")) == nil)
    }

    @Test func buildCommandsAllGoThroughTheGraph() {
        let swiftPM = SwiftPM(
            scratchPath: URL(fileURLWithPath: "/r/.build"),
            graphDescription: URL(fileURLWithPath: "/r/.build/Workspace.xcworkspace"))
        let shared = ["--multiroot-data-file", "/r/.build/Workspace.xcworkspace", "--scratch-path", "/r/.build"]
        #expect(swiftPM.buildArguments(.everything(includingTests: true)) == ["build"] + shared + ["--build-tests"])
        #expect(swiftPM.buildArguments(.everything(includingTests: false)) == ["build"] + shared)
        #expect(
            swiftPM.buildArguments(.product("icp-replica"), configuration: .release) == ["build"] + shared + [
                "-c", "release", "--product", "icp-replica",
            ])
        #expect(swiftPM.buildArguments(.target("CBOR")) == ["build"] + shared + ["--target", "CBOR"])
        #expect(
            swiftPM.symbolGraphArguments() == ["package"] + shared + [
                "dump-symbol-graph", "--emit-extension-block-symbols",
            ])
        #expect(
            swiftPM.testBundle(ofPackage: "Tests-Integration").path
                == "/r/.build/debug/Tests-IntegrationPackageTests.xctest")
    }
}
