import ArgumentParser
import CommandSupport
import Foundation
import WorkspaceKit

struct FuzzCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fuzz",
        abstract: "Builds the libFuzzer targets and runs each against its seed corpus.",
        discussion: """
            Each member with a `fuzz` product (Tools/Fuzz) is one libFuzzer binary for all its \
            targets, one per seed folder Corpus/<target>; the binary runs the target FUZZ_TARGET \
            names. It is built with libFuzzer and AddressSanitizer into .build-fuzz, then each \
            target runs for the given \
            time from a working copy of its committed seeds (Corpus/<target>), with its \
            dictionary, a one-second limit per input and a 2 GB memory limit. One line per \
            target says clean, or what was found and where the input was written \
            (.build-fuzz/artifacts); any finding exits with status 1.

            With --runs and --seed a run is repeatable: that many inputs from that seed, with \
            Swift's hashing deterministic, so the same code meets the same inputs every time \
            (--seconds still caps it). make test does not build the instrumented targets: it \
            replays every seed through the same entry points from the ordinary debug build \
            (Tools/Fuzz's FuzzReplayTests); make fuzz explores.

            Examples:
              workspace fuzz                              # ten minutes per target
              workspace fuzz --runs 50000 --seed 1 --seconds 120   # a repeatable smoke run
              workspace fuzz --target fuzz-cbor-decode --seconds 60
            """
    )

    @OptionGroup var common: CommonOptions

    @Option(help: "How long each target runs.")
    var seconds = 600

    @Option(help: "Run at most this many inputs per target (with --seed: a repeatable run).")
    var runs: Int?

    @Option(help: "The mutation seed of a repeatable run (with --runs).")
    var seed: UInt32?

    @Option(name: .customLong("target"), parsing: .upToNextOption, help: "Only these targets.")
    var targets: [String] = []

    func validate() throws {
        guard seconds > 0 else { throw ValidationError("--seconds needs a positive number of seconds") }
        guard (runs == nil) == (seed == nil) else {
            throw ValidationError("--runs and --seed go together: a repeatable run needs both")
        }
        if let runs, runs <= 0 { throw ValidationError("--runs needs a positive number of inputs") }
    }

    func run() async throws {
        let common = self.common
        let seconds = self.seconds
        let targets = self.targets
        let repeatable = runs.flatMap { runs in seed.map { FuzzRunner.Settings.Repeatable(runs: runs, seed: $0) } }
        let failed = FailureFlag()
        try await perform {
            let runner = FuzzRunner(
                workspace: try common.workspace(), settings: .init(seconds: seconds, repeatable: repeatable),
                report: say)
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
