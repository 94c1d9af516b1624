import ChildProcessesTesting
import Foundation
import Testing
import WorkspaceKit

/// The acceptance test of `workspace release`: an outside package resolves the released BigNum by
/// URL and version (and, through it, the released ByteTools), builds, and runs code from both.
@Suite(.serialized, .onItsOwnThread) struct ReleaseAcceptanceTests {
    @Test(.enabled(if: Repository.hasGitHistory, "needs the repository's git history (run from a git clone)"))
    func anOutsidePackageBuildsAgainstTheReleasedBigNum() throws {
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent(
            "release-acceptance-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: temporary) }
        // Release from a clone so the real repository gains no tags; a clone holds committed content only.
        let mono = temporary.appendingPathComponent("mono")
        try ProcessRunner.checked("git", ["clone", "--quiet", Repository.root.path, mono.path])
        let workspace = try Workspace.load(root: mono)
        let version = try #require(workspace.manifest.entry(named: "BigNum")).version
        let releases = temporary.appendingPathComponent("releases")
        let releaser = Releaser(
            workspace: workspace, swiftPM: SwiftPM(scratchPath: temporary.appendingPathComponent("scratch")))

        // BigNum depends on ByteTools by path, so ByteTools is released first and BigNum's
        // released manifest points at that release.
        let byteTools = try releaser.release("ByteTools", to: ReleaseDestination(releases.path, relativeTo: temporary))
        guard case .released = byteTools.status else {
            Issue.record("ByteTools was not released: \(byteTools.description)")
            return
        }
        let report = try releaser.release("BigNum", to: ReleaseDestination(releases.path, relativeTo: temporary))
        guard case .released = report.status else {
            Issue.record("BigNum was not released: \(report.description)")
            return
        }
        let released = releases.appendingPathComponent("BigNum")
        #expect(try ProcessRunner.checked("git", ["tag", "--list"], in: released) == version)
        #expect(try ProcessRunner.checked("git", ["tag", "--list", "BigNum-*"], in: mono) == "BigNum-\(version)")
        let releasedManifest = try String(contentsOf: released.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(!releasedManifest.contains(".package(path:"))

        let consumer = temporary.appendingPathComponent("consumer")
        try FileManager.default.createDirectory(
            at: consumer.appendingPathComponent("Sources/consumer"), withIntermediateDirectories: true)
        try """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "consumer",
            dependencies: [
                .package(url: "\(released.path)", from: "\(version)"),
                // BigNum does not re-export BigInt: code that names BigInt or BigUInt depends on it.
                .package(url: "https://github.com/attaswift/BigInt", from: "6.0.1"),
            ],
            targets: [
                .executableTarget(
                    name: "consumer",
                    dependencies: [
                        .product(name: "BigNum", package: "BigNum"), .product(name: "BigInt", package: "BigInt"),
                    ])
            ]
        )

        """.write(to: consumer.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try """
        import BigInt
        import BigNum

        let leb = Hex.encode(LEB128.encode(UInt64(624_485)), separator: " ")  // ByteTools, re-exported
        print("\\(BigInt(1).ether.descriptionAsWei); LEB128(624485) = \\(leb); 2^100 = \\(BigUInt(2).power(100))")

        """.write(to: consumer.appendingPathComponent("Sources/consumer/main.swift"), atomically: true, encoding: .utf8)
        let build = try ProcessRunner.run(
            "swift", ["build", "--package-path", consumer.path], mergeStandardError: true)
        #expect(build.succeeded, "consumer build failed:\n\(build.standardOutput.suffix(3000))")
        guard build.succeeded else { return }
        let resolved = try String(contentsOf: consumer.appendingPathComponent("Package.resolved"), encoding: .utf8)
        #expect(resolved.contains("\"version\" : \"\(version)\""))
        let output = try ProcessRunner.checked(consumer.appendingPathComponent(".build/debug/consumer").path, [])
        #expect(output == "1000000000000000000 Wei; LEB128(624485) = e5 8e 26; 2^100 = 1267650600228229401496703205376")

        let again = try releaser.release("BigNum", to: ReleaseDestination(releases.path, relativeTo: temporary))
        #expect(again.status == .alreadyReleased)
    }
}
