import Foundation

/// The `swift` command lines the workspace runs. Builds go through the run's one graph
/// (``BuildGraph``): never `--package-path` of a single member, whose resolution would delete the
/// checkouts the other members use and make the next build compile them again.
public struct SwiftPM: Sendable {
    public enum Configuration: String, Sendable, CaseIterable {
        case debug, release
    }

    /// What one `swift build` invocation builds.
    public enum BuildRequest: Sendable, Equatable {
        /// Every target of every member, and with `includingTests` every test bundle.
        case everything(includingTests: Bool)
        /// One product: an executable, or a member's test bundle (`<Package>PackageTests`).
        case product(String)
        /// One target (a library module, for instance) and what it depends on.
        case target(String)
    }

    public let scratchPath: URL
    /// The graph's workspace description (``BuildGraph/descriptionURL``); nil for a SwiftPM that
    /// only reads manifests.
    public let graphDescription: URL?

    public init(scratchPath: URL, graphDescription: URL? = nil) {
        self.scratchPath = scratchPath
        self.graphDescription = graphDescription
    }

    public init(graph: BuildGraph) {
        self.init(scratchPath: graph.scratchPath, graphDescription: graph.descriptionURL)
    }

    /// Where a configuration's products land (`.build/debug` is SwiftPM's link to it).
    public func productsFolder(_ configuration: Configuration) -> URL {
        scratchPath.appendingPathComponent(configuration.rawValue, isDirectory: true)
    }

    /// Evaluates a manifest without resolving or building anything.
    public func dump(packageAt directory: URL) throws -> PackageDump {
        let result = try ProcessRunner.run("swift", ["package", "dump-package", "--package-path", directory.path])
        guard result.succeeded else {
            throw WorkspaceError.commandFailed(
                command: "swift package dump-package --package-path \(directory.path)",
                status: result.status, output: result.standardError
            )
        }
        return try PackageDump(json: Data(result.standardOutput.utf8))
    }

    /// The options every invocation on the graph shares. They must not differ between
    /// invocations: a different flag set is a different build description, and SwiftPM would
    /// compile everything again. (The index store stays on: on Linux SwiftPM discovers tests by
    /// reading it, and refuses to build test bundles without it.)
    func graphOptions(_ configuration: Configuration) -> [String] {
        var options = ["--multiroot-data-file", graphDescription?.path ?? "", "--scratch-path", scratchPath.path]
        if configuration != .debug { options += ["-c", configuration.rawValue] }
        return options
    }

    public func buildArguments(_ request: BuildRequest, configuration: Configuration = .debug) -> [String] {
        let what: [String] =
            switch request {
            case .everything(let includingTests): includingTests ? ["--build-tests"] : []
            case .product(let name): ["--product", name]
            case .target(let name): ["--target", name]
            }
        return ["build"] + graphOptions(configuration) + what
    }

    /// Builds the graph (with the same options as ``buildArguments(_:configuration:)``, so nothing
    /// compiles twice) and extracts the public symbols of every module; extension blocks keep
    /// extensions of other modules' types on pages of their own, as DocC expects.
    public func symbolGraphArguments() -> [String] {
        ["package"] + graphOptions(.debug) + ["dump-symbol-graph", "--emit-extension-block-symbols"]
    }

    /// The name SwiftPM gives a root package's test bundle.
    public static func testProductName(ofPackage name: String) -> String { "\(name)PackageTests" }

    /// The test bundle of a member: on Linux an executable that runs its tests.
    public func testBundle(ofPackage name: String, configuration: Configuration = .debug) -> URL {
        productsFolder(configuration).appendingPathComponent("\(Self.testProductName(ofPackage: name)).xctest")
    }

    /// SwiftPM's warning about `--multiroot-data-file` (it is marked unsupported), repeated by
    /// every invocation; progress output leaves it out, the logs keep it.
    public static let multirootWarning = "--multiroot-data-file is an *unsupported* option"
}
