// Release-mode micro-benchmarks, one file per package. Every figure is printed as
// `BENCH <Package>.<name> <value> <unit>`.
import ArgumentParser
import CommandSupport
import Foundation

@main
struct BenchmarksCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "benchmarks",
        abstract: "Measures the workspace packages and prints one BENCH line per figure.",
        discussion: """
            Lines read `BENCH <Package>.<name> <value> <unit>`, so runs can be collected and \
            compared; most add `min <value> max <value> rounds <n>`: the value is the median of \
            the rounds, min and max their spread. Each package's benchmarks run in a fresh \
            process of their own (this executable again), so the heap and caches one package \
            leaves behind do not move the next one's figures; --in-process runs everything here. \
            Build in release mode (`make bench` does, and starts the PC/SC services the APDU \
            round trips need); a debug build prints a warning first.

            Examples:
              benchmarks                                  # everything
              benchmarks Candid.decodeValues BigNum.      # the benchmarks with these name prefixes
              make bench

            Exit codes: 0 done; 64 no benchmark matches a prefix. Every tool of the workspace \
            uses the same numbers.
            """,
        version: toolVersion
    )

    @Argument(help: "Only the benchmarks whose names start with one of these (e.g. `Candid.` or `BigNum.leb128`).")
    var prefixes: [String] = []

    @Flag(
        name: .customLong("in-process"),
        help: "Run every selected benchmark in this process, one package after another.")
    var inProcess = false

    /// The one package a child process measures (the parent's runs, one per package).
    @Option(name: .customLong("group"), help: .hidden)
    var group: String?

    /// Storage.crossProcessNotification re-runs this executable as the second process that
    /// commits to a shared database (StorageBenchmarks.swift).
    @Option(name: .customLong(String(storageChildWriterFlag.dropFirst(2))), help: .hidden)
    var storageChildWriter: String?

    func run() throws {
        // The child stops here, before any benchmark is built or run.
        if let databasePath = storageChildWriter {
            throw ExitCode(runStorageChildWriter(databasePath: databasePath))
        }
        let allBenchmarks: [Benchmark] =
            bigNumBenchmarks() + cryptoBenchmarks() + blsBenchmarks() + cborBenchmarks()
            + candidBenchmarks() + storageBenchmarks() + httpSpecBenchmarks() + streamFramingBenchmarks()
            + certificatesBenchmarks() + apduBenchmarks() + icpAgentBenchmarks() + icpAgentLiveBenchmarks()
            + replicaBenchmarks() + eosBenchmarks() + deeplinkBenchmarks() + coordinatorsBenchmarks()
            + walletAppBenchmarks()
        let allLatencyBenchmarks: [LatencyBenchmark] = apduLatencyBenchmarks()
        let allMemoryBenchmarks: [MemoryBenchmark] = coordinatorsMemoryBenchmarks()
        let allComparisons: [ComparisonBenchmark] =
            blsComparisons() + cborComparisons() + candidComparisons() + httpSpecComparisons() + icpAgentComparisons()
            + replicaComparisons()
            + tonCardComparisons()
            + deeplinkComparisons()

        func wanted(_ name: String) -> Bool {
            if let group, packageGroup(of: name) != group { return false }
            return prefixes.isEmpty || prefixes.contains { name.hasPrefix($0) }
        }
        let selected = allBenchmarks.filter { wanted($0.name) }
        let selectedLatencies = allLatencyBenchmarks.filter { wanted($0.name) }
        let selectedComparisons = allComparisons.filter { wanted($0.name) }
        let selectedMemory = allMemoryBenchmarks.filter { wanted($0.name) }
        if selected.isEmpty && selectedLatencies.isEmpty && selectedComparisons.isEmpty && selectedMemory.isEmpty {
            let names =
                allBenchmarks.map(\.name) + allLatencyBenchmarks.map(\.name) + allComparisons.map(\.name)
                + allMemoryBenchmarks.map(\.name)
            throw ValidationError(
                "no benchmark matches \(prefixes.joined(separator: " ")); available: \(names.joined(separator: " "))")
        }
        let groups = orderedGroups(
            selected.map(\.name) + selectedLatencies.map(\.name) + selectedComparisons.map(\.name)
                + selectedMemory.map(\.name))
        if group == nil, !inProcess, groups.count > 1 {
            #if DEBUG
                print("warning: debug build; use `swift build -c release` for meaningful figures")
            #endif
            // Out before the children's lines, which go straight to the same output.
            fflush(nil)
            var failed = false
            for group in groups where !runInFreshProcess(group: group, prefixes: prefixes) { failed = true }
            if failed { throw ExitCode(ExitStatus.internalError.rawValue) }
            return
        }
        #if DEBUG
            if group == nil {
                print("warning: debug build; use `swift build -c release` for meaningful figures")
            }
        #endif
        // Module-qualified: inside this type, `run` is the command's own method.
        for benchmark in selected { benchmarks.run(benchmark) }
        for benchmark in selectedLatencies { benchmarks.run(benchmark) }
        for benchmark in selectedComparisons { benchmarks.run(benchmark) }
        for benchmark in selectedMemory { benchmarks.run(benchmark) }
    }
}
