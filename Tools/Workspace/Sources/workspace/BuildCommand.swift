import ArgumentParser
import CommandSupport
import Foundation
import WorkspaceKit

/// The filters `build` and `test` share.
struct SelectionOptions: ParsableArguments {
    @Option(name: .customLong("scope"), parsing: .upToNextOption, help: "Only these packages.")
    var scope: [String] = []
    @Option(help: "Only packages changed since this git ref, plus their dependents.")
    var since: String?
    @Flag(help: "Add everything that depends on the selected packages.")
    var includeDependents = false
    @Flag(help: "Add everything the selected packages depend on.")
    var includeDependencies = false
    @Flag(name: .shortAndLong, help: "Stream SwiftPM's output instead of keeping it in the log.")
    var verbose = false

    var selection: PackageSelection {
        PackageSelection(
            scope: scope, since: since, includeDependents: includeDependents, includeDependencies: includeDependencies)
    }
}

func runPackages(
    _ action: BuildRunner.Action, common: CommonOptions, options: SelectionOptions,
    runnerOptions: BuildRunner.Options
) async throws {
    let failed = FailureFlag()
    try await perform {
        let workspace = try common.workspace()
        let names = try options.selection.resolve(in: workspace)
        if names.isEmpty {
            say("nothing to \(action.rawValue): the selection is empty")
            say(PackageOutcome.summary([]))
            return
        }
        say("\(action.rawValue): \(names.joined(separator: ", "))")
        var runnerOptions = runnerOptions
        runnerOptions.verbose = options.verbose
        runnerOptions.runIdentifier = ProcessInfo.processInfo.environment[runVariable]
        let runner = BuildRunner(
            workspace: workspace, graph: BuildGraph(workspace: workspace, scratchPath: scratchPath(for: workspace)),
            action: action, options: runnerOptions, report: say)
        let outcome = try runner.run(names)
        say("")
        say(outcome.summary)
        if !outcome.succeeded { failed.set() }
    }
    if failed.isSet { throw ExitStatus.failure.exitCode }
}

/// The environment variable that makes several `workspace` commands one run (see CompileLedger).
let runVariable = "WORKSPACE_RUN"

final class FailureFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
}

struct BuildCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Builds packages in the workspace's one SwiftPM graph.",
        discussion: """
            Every member is a root of one graph (.build/Workspace.xcworkspace, written from \
            Workspace.json), resolved once, so each module compiles at most once per \
            configuration. With everything selected it is one `swift build`; a selection builds \
            only its members' targets and executables. Prints a line per package, then a table \
            of build seconds per member ending in `N passed, N failed`.

            --product builds named products (executables, or a member's test bundle \
            <Package>PackageTests) in the same graph instead, in the configuration -c names; \
            that is how make demo, make wallet and make bench build what they run.

            Examples:
              workspace build
              workspace build --tests                      # also every test bundle
              workspace build --scope CBOR --include-dependents
              workspace build --product icp-replica demo
              workspace build -c release --product benchmarks
            """
    )

    @OptionGroup var common: CommonOptions
    @OptionGroup var options: SelectionOptions
    @Flag(help: "Build the test bundles too, so a following `workspace test` only runs them.")
    var tests = false
    @Option(name: .customLong("product"), parsing: .upToNextOption, help: "Build only these products of the graph.")
    var products: [String] = []
    @Option(name: [.customShort("c"), .customLong("configuration")], help: "debug or release (with --product).")
    var configuration: String = "debug"

    func validate() throws {
        guard let configuration = SwiftPM.Configuration(rawValue: configuration) else {
            throw ValidationError("-c takes debug or release, not '\(self.configuration)'")
        }
        if configuration != .debug && products.isEmpty {
            throw ValidationError("-c \(configuration.rawValue) builds named products only; add --product NAME")
        }
    }

    func run() async throws {
        if products.isEmpty {
            try await runPackages(.build, common: common, options: options, runnerOptions: .init(includingTests: tests))
            return
        }
        let common = self.common
        let products = self.products
        let verbose = options.verbose
        let configuration = SwiftPM.Configuration(rawValue: self.configuration) ?? .debug
        let failed = FailureFlag()
        try await perform {
            let workspace = try common.workspace()
            let builder = GraphBuilder(
                workspace: workspace, graph: BuildGraph(workspace: workspace, scratchPath: scratchPath(for: workspace)),
                verbose: verbose, report: say)
            let result = try builder.buildProducts(
                products, configuration: configuration,
                runIdentifier: ProcessInfo.processInfo.environment[runVariable])
            for line in result.problems { say(line) }
            if !result.succeeded { failed.set() }
        }
        if failed.isSet { throw ExitStatus.failure.exitCode }
    }
}

struct TestCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Builds the graph and runs each package's tests in dependency order.",
        discussion: """
            Builds as `build --tests` does (nothing that is up to date compiles again; with \
            --skip-build not at all), then runs each member's test bundle straight from that \
            build, in the member's folder. A \
            package that depends on a failed one is skipped. A package that lists test targets \
            but runs no test fails, and so does a bundle still running after --test-timeout. \
            Logs go to .build/workspace-logs/NAME-test.log; lines a test prints as \
            `REPORT <text>` are shown under the package.

            The run fails too when a module compiled twice in one configuration during the run \
            (the steps of one `make test` share WORKSPACE_RUN), or when a source file imports a \
            module its target does not declare, directly or through its dependencies (it would \
            build here and fail for someone who depends on that package alone).

            The closing table gives each package's build seconds (this run's builds, charged to \
            its modules, executables and test bundle) and test seconds.
            """
    )

    @OptionGroup var common: CommonOptions
    @OptionGroup var options: SelectionOptions
    @Option(help: "Stop a package's tests after this many seconds.")
    var testTimeout: Double = 1800
    @Flag(help: "Run the test bundles an earlier `build --tests` made, without building (make test does).")
    var skipBuild = false

    func validate() throws {
        guard testTimeout > 0 else { throw ValidationError("--test-timeout needs a positive number of seconds") }
    }

    func run() async throws {
        try await runPackages(
            .test, common: common, options: options,
            runnerOptions: .init(testTimeout: testTimeout, skipBuild: skipBuild))
    }
}

struct AffectedCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "affected",
        abstract: "Shows which packages changed since a git ref and which depend on them.",
        discussion: """
            A package changed when a file under its folder differs from REF (committed, staged, \
            unstaged or untracked) or when its Workspace.json entry differs; if REF has no \
            readable Workspace.json, every package counts as changed. Fails, rather than \
            answering 'nothing', when REF does not exist (e.g. in a shallow clone).
            """
    )

    @OptionGroup var common: CommonOptions
    @Option(help: "The git ref to compare the working tree with.") var since: String
    @Flag(help: "Print {\"changed\": [...], \"dependents\": [...]}.") var json = false

    func run() async throws {
        let common = self.common
        let since = self.since
        let json = self.json
        try await perform {
            let changes = try ChangeDetector(workspace: try common.workspace()).changes(since: since)
            if json {
                let object = ["changed": changes.changed, "dependents": changes.dependents]
                let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
                say(String(decoding: data, as: UTF8.self))
            } else {
                say("changed: \(changes.changed.isEmpty ? "none" : changes.changed.joined(separator: ", "))")
                say("dependents: \(changes.dependents.isEmpty ? "none" : changes.dependents.joined(separator: ", "))")
            }
        }
    }
}
