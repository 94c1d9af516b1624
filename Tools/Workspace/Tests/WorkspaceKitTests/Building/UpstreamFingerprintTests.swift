import Foundation
import Testing
@testable import WorkspaceKit

@Suite struct UpstreamFingerprintTests {
    @Test func anUpstreamChangeRemovesTheDependentsModuleFoldersOnce() throws {
        let temporary = try TemporaryDirectory()
        let repo = try TestMonorepo(in: temporary.url, packages: [("A", []), ("B", ["A"])])
        let scratch = temporary.url.appendingPathComponent("scratch")
        let products = scratch.appendingPathComponent("x86_64-unknown-linux-gnu/debug")
        for module in ["A", "B", "BTests", "BigInt"] {
            try FileManager.default.createDirectory(at: products.appendingPathComponent("\(module).build"), withIntermediateDirectories: true)
        }
        // SwiftPM's `debug` is a symlink to the triple folder.
        try FileManager.default.createSymbolicLink(at: scratch.appendingPathComponent("debug"), withDestinationURL: products)
        let workspace = try repo.workspace
        let graph = try workspace.graph()
        let fingerprint = UpstreamFingerprint(workspace: workspace, scratchPath: scratch)

        fingerprint.record("B", graph: graph)
        #expect(fingerprint.invalidateIfUpstreamChanged("B", graph: graph).isEmpty)

        try repo.write("public enum Shape { case a(Int) }\n", to: "Packages/A/Sources/A/Shape.swift")
        #expect(fingerprint.invalidateIfUpstreamChanged("B", graph: graph) == ["debug/B.build", "debug/BTests.build"])
        #expect(FileManager.default.fileExists(atPath: products.appendingPathComponent("A.build").path))
        #expect(FileManager.default.fileExists(atPath: products.appendingPathComponent("BigInt.build").path))
        #expect(!FileManager.default.fileExists(atPath: products.appendingPathComponent("B.build").path))

        fingerprint.record("B", graph: graph)
        #expect(fingerprint.invalidateIfUpstreamChanged("B", graph: graph).isEmpty)
        // A package with no workspace dependencies never needs this.
        fingerprint.record("A", graph: graph)
        try repo.write("// touched\n", to: "Packages/B/Sources/B/B.swift")
        #expect(fingerprint.invalidateIfUpstreamChanged("A", graph: graph).isEmpty)
    }
}
