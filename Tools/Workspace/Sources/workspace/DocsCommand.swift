import ArgumentParser
import CommandSupport
import Foundation
import WorkspaceKit

struct DocsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "docs",
        abstract: "Builds a DocC archive for every public module of the library packages.",
        discussion: """
            Each module of a library product needs a landing article, \
            Sources/<Module>/<Module>.docc/<Module>.md. The symbol graphs come from one `swift \
            package dump-symbol-graph` on the workspace's one graph and the archives from \
            `docc convert`, written to .build/docs/<Module>.doccarchive; no build plugin is \
            involved. Prints a line per module and every warning with its file and line; any \
            warning or error exits with status 1. Tools and the integration tests are not \
            documented; the selection filters are those of `build`.

            Examples:
              workspace docs
              workspace docs --scope CBOR Candid
              workspace docs --since origin/main
            """
    )

    @OptionGroup var common: CommonOptions
    @OptionGroup var options: SelectionOptions

    func run() async throws {
        let common = self.common
        let selection = options.selection
        let verbose = options.verbose
        let failed = FailureFlag()
        try await perform {
            let workspace = try common.workspace()
            let graph = BuildGraph(workspace: workspace, scratchPath: scratchPath(for: workspace))
            try graph.write()
            let builder = DocsBuilder(
                workspace: workspace, swiftPM: SwiftPM(graph: graph), verbose: verbose, report: say)
            let names = try selection.resolve(in: workspace)
            let packages = builder.documentedPackages(names)
            // Named but not documented: say so, rather than silently doing less than asked.
            let skipped = selection.scope.filter { !packages.contains($0) }
            if packages.isEmpty {
                say(
                    "nothing to document: no library package in the selection\(skipped.isEmpty ? "" : " (\(skipped.joined(separator: ", ")) are not libraries)")"
                )
                return
            }
            say(
                "docs: \(packages.joined(separator: ", "))"
                    + (skipped.isEmpty ? "" : " (not libraries, not documented: \(skipped.joined(separator: ", ")))"))
            let outcomes = try builder.run(packages)
            let good = outcomes.filter(\.succeeded).count
            say("")
            say(
                "\(outcomes.count) module\(outcomes.count == 1 ? "" : "s"): \(good) documented in \(builder.outputDirectory.path(relativeTo: workspace.root)), \(outcomes.count - good) with problems"
            )
            if good != outcomes.count { failed.set() }
        }
        if failed.isSet { throw ExitStatus.failure.exitCode }
    }
}
