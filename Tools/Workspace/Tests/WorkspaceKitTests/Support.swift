import Foundation

@testable import WorkspaceKit

/// A throwaway folder removed when the value is released.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("workspace-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}

/// A tiny git monorepo of packages that have no external dependencies, so releases and checks run
/// without building anything.
struct TestMonorepo {
    let root: URL
    var git: Git { Git(directory: root) }

    static let identity = [
        "GIT_AUTHOR_NAME": "Test", "GIT_AUTHOR_EMAIL": "test@localhost",
        "GIT_COMMITTER_NAME": "Test", "GIT_COMMITTER_EMAIL": "test@localhost",
    ]

    /// `packages` maps a library name to the siblings it depends on, in Workspace.json order.
    init(in directory: URL, packages: [(name: String, dependencies: [String])]) throws {
        root = directory.appendingPathComponent("mono")
        let entries = packages.map { package in
            PackageEntry(
                name: package.name, path: "Packages/\(package.name)", kind: .library, version: "0.1.0",
                dependencies: package.dependencies, products: [package.name], testTargets: ["\(package.name)Tests"])
        }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Workspace(root: root, manifest: WorkspaceManifest(packages: entries)).save()
        for package in packages {
            try write(
                Self.manifest(name: package.name, dependencies: package.dependencies),
                to: "Packages/\(package.name)/Package.swift")
            try write(
                "public let \(package.name.lowercased())Value = 1\n",
                to: "Packages/\(package.name)/Sources/\(package.name)/\(package.name).swift")
            try write(
                "import Testing\n@Test func works() {}\n",
                to: "Packages/\(package.name)/Tests/\(package.name)Tests/\(package.name)Tests.swift")
            try write("# Changelog\n\n## Unreleased\n\n- First version.\n", to: "Packages/\(package.name)/CHANGELOG.md")
            try write("# \(package.name)\n", to: "Packages/\(package.name)/README.md")
        }
        try run("git", "init", "--quiet", "-b", "main")
        try commit("chore: initial layout")
    }

    static func manifest(name: String, dependencies: [String]) -> String {
        """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "\(name)",
            products: [.library(name: "\(name)", targets: ["\(name)"])],
            dependencies: [\(dependencies.map { ".package(path: \"../\($0)\")" }.joined(separator: ", "))],
            targets: [
                .target(name: "\(name)", dependencies: [\(dependencies.map { ".product(name: \"\($0)\", package: \"\($0)\")" }.joined(separator: ", "))]),
                .testTarget(name: "\(name)Tests", dependencies: ["\(name)"]),
            ]
        )

        """
    }

    var workspace: Workspace {
        get throws { try Workspace.load(root: root) }
    }

    func write(_ text: String, to path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    @discardableResult
    func run(_ arguments: String...) throws -> String {
        try ProcessRunner.checked(arguments[0], Array(arguments.dropFirst()), in: root, environment: Self.identity)
    }

    func commit(_ message: String) throws {
        try run("git", "add", "-A")
        try run("git", "commit", "--quiet", "--allow-empty", "-m", message)
    }
}
