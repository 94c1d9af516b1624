import ChildProcessesTesting
import Foundation
import Testing

@testable import WorkspaceKit

private let doccIsInstalled = (try? ProcessRunner.run("docc", ["--help"]))?.succeeded == true

@Suite(.onItsOwnThread) struct DocsBuilderTests {
    @Test func publicModulesAreTheRegularTargetsOfLibraryProducts() throws {
        let json = """
            {"name": "Crypto", "toolsVersion": {"_version": "6.0.0"}, "dependencies": [],
             "products": [
               {"name": "CryptoPrimitives", "targets": ["CryptoPrimitives"], "type": {"library": ["automatic"]}},
               {"name": "BLS12381", "targets": ["BLS12381", "CSecp256k1"], "type": {"library": ["automatic"]}},
               {"name": "tool", "targets": ["tool"], "type": {"executable": null}}],
             "targets": [
               {"name": "CSecp256k1", "type": "system"},
               {"name": "CryptoPrimitives", "type": "regular"},
               {"name": "BLS12381", "type": "regular", "path": "Sources/BLS"},
               {"name": "tool", "type": "executable"},
               {"name": "CryptoPrimitivesTests", "type": "test"}]}
            """
        let dump = try PackageDump(json: Data(json.utf8))
        #expect(dump.publicModules.map(\.name) == ["CryptoPrimitives", "BLS12381"])
        #expect(dump.executableProducts == ["tool"])
        #expect(dump.products == ["CryptoPrimitives", "BLS12381", "tool"])
        let (catalog, landing) = DocsBuilder.catalog(of: dump.publicModules[1], inPackage: URL(fileURLWithPath: "/p"))
        #expect(catalog.path == "/p/Sources/BLS/BLS12381.docc")
        #expect(landing.path == "/p/Sources/BLS/BLS12381.docc/BLS12381.md")
    }

    /// Builds two tiny packages for real: one documents cleanly, one has a broken symbol link and
    /// a second module without a landing article.
    @Test(.enabled(if: doccIsInstalled, "docc is not on PATH"))
    func archivesCleanModulesAndReportsWarningsAndMissingArticles() throws {
        let temporary = try TemporaryDirectory()
        let repo = try TestMonorepo(in: temporary.url, packages: [("Good", []), ("Bad", [])])
        try repo.write("/// The answer.\npublic let goodValue = 1\n", to: "Packages/Good/Sources/Good/Good.swift")
        try repo.write(
            "# ``Good``\n\nA value.\n\n## Topics\n\n- ``goodValue``\n",
            to: "Packages/Good/Sources/Good/Good.docc/Good.md")
        try repo.write(
            "/// Like ``Missing`` but real.\npublic let badValue = 1\n", to: "Packages/Bad/Sources/Bad/Bad.swift")
        try repo.write("# ``Bad``\n\nA value.\n", to: "Packages/Bad/Sources/Bad/Bad.docc/Bad.md")
        try repo.write("public let extraValue = 2\n", to: "Packages/Bad/Sources/BadExtra/BadExtra.swift")
        try repo.write(
            """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "Bad",
                products: [.library(name: "Bad", targets: ["Bad"]), .library(name: "BadExtra", targets: ["BadExtra"])],
                targets: [.target(name: "Bad"), .target(name: "BadExtra"), .testTarget(name: "BadTests", dependencies: ["Bad"])]
            )

            """, to: "Packages/Bad/Package.swift")

        let lines = LockedLines()
        let graph = BuildGraph(
            workspace: try repo.workspace, scratchPath: temporary.url.appendingPathComponent(".build"))
        try graph.write()
        let builder = DocsBuilder(
            workspace: try repo.workspace, swiftPM: SwiftPM(graph: graph), report: { lines.append($0) })
        let outcomes = try builder.run(["Good", "Bad"])
        #expect(outcomes.map(\.module) == ["Good", "Bad", "BadExtra"])

        let good = outcomes[0]
        #expect(good.succeeded, "\(good)")
        let archive = try #require(good.archive)
        #expect(
            FileManager.default.fileExists(atPath: archive.appendingPathComponent("data/documentation/good.json").path))

        let bad = outcomes[1]
        #expect(!bad.succeeded)
        #expect(
            bad.diagnostics.filter(\.fails).map(\.description) == [
                "Packages/Bad/Sources/Bad/Bad.swift:1:12: warning: 'Missing' doesn't exist at '/Bad/badValue'"
            ])
        #expect(
            outcomes[2].problem
                == "no landing article; create Packages/Bad/Sources/BadExtra/BadExtra.docc/BadExtra.md starting with the title # ``BadExtra``"
        )

        // This scratch path lies outside the repository, so the archive is named by its full path.
        #expect(lines.all.contains("[1/2] Good: Good: ok, \(archive.standardizedFileURL.path)"))
        #expect(lines.all.contains("[2/2] Bad: Bad: 1 warning"))
        #expect(
            lines.all.contains(
                "  Packages/Bad/Sources/Bad/Bad.swift:1:12: warning: 'Missing' doesn't exist at '/Bad/badValue'"))
    }
}

final class LockedLines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func append(_ line: String) { lock.withLock { lines.append(line) } }
    var all: [String] { lock.withLock { lines } }
}
