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
        PackageSelection(scope: scope, since: since, includeDependents: includeDependents, includeDependencies: includeDependencies)
    }
}

func runPackages(_ action: BuildRunner.Action, common: CommonOptions, options: SelectionOptions) async throws {
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
        let runner = BuildRunner(workspace: workspace, swiftPM: SwiftPM(scratchPath: scratchPath(for: workspace)),
                                 action: action, verbose: options.verbose, report: say)
        let start = Date()
        let outcomes = try runner.run(names)
        say("")
        say("total \(String(format: "%.1f", Date().timeIntervalSince(start)))s")
        say(PackageOutcome.summary(outcomes))
        if !outcomes.allSatisfy(\.result.succeeded) { failed.set() }
    }
    if failed.isSet { throw ExitStatus.failure.exitCode }
}

final class FailureFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
}

struct BuildCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Builds packages in dependency order against the shared scratch path.",
        discussion: "Prints a line per package, then a summary table ending in `N passed, N failed`."
    )

    @OptionGroup var common: CommonOptions
    @OptionGroup var options: SelectionOptions

    func run() async throws {
        try await runPackages(.build, common: common, options: options)
    }
}

struct TestCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Builds and tests packages in dependency order.",
        discussion: """
            A package that depends on a failed one is skipped. A package that lists test targets \
            but runs no test fails. Logs go to .build/workspace-logs/NAME-test.log; lines a \
            test prints as `REPORT <text>` are shown under the package.
            """
    )

    @OptionGroup var common: CommonOptions
    @OptionGroup var options: SelectionOptions

    func run() async throws {
        try await runPackages(.test, common: common, options: options)
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
        let common = self.common, since = self.since, json = self.json
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
