import ArgumentParser
import CommandSupport
import Foundation
import WorkspaceKit

struct FuzzCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fuzz",
        abstract: "Builds the libFuzzer targets and runs each against its seed corpus.",
        discussion: """
            The targets are the `fuzz-*` products in Workspace.json (Tools/Fuzz). They are built \
            with libFuzzer and AddressSanitizer into .build-fuzz, then each runs for the given \
            time from a working copy of its committed seeds (Corpus/<target>), with its \
            dictionary, a one-second limit per input and a 2 GB memory limit. One line per \
            target says clean, or what was found and where the input was written \
            (.build-fuzz/artifacts); any finding exits with status 1.

            Examples:
              workspace fuzz                              # ten minutes per target
              workspace fuzz --seconds 20                 # the smoke run make test does
              workspace fuzz --target fuzz-cbor-decode --seconds 60
            """
    )

    @OptionGroup var common: CommonOptions

    @Option(help: "How long each target runs.")
    var seconds = 600

    @Option(name: .customLong("target"), parsing: .upToNextOption, help: "Only these targets.")
    var targets: [String] = []

    func validate() throws {
        guard seconds > 0 else { throw ValidationError("--seconds needs a positive number of seconds") }
    }

    func run() async throws {
        let common = self.common, seconds = self.seconds, targets = self.targets
        let failed = FailureFlag()
        try await perform {
            let runner = FuzzRunner(workspace: try common.workspace(), settings: .init(seconds: seconds), report: say)
            let outcomes = try runner.run(selected: targets)
            say("")
            for outcome in outcomes { say(outcome.summary) }
            let found = outcomes.filter { $0.finding != nil }.count
            say("\(outcomes.count - found) clean, \(found) with findings")
            if found > 0 { failed.set() }
        }
        if failed.isSet { throw ExitStatus.failure.exitCode }
    }
}
