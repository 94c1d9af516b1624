// Release-mode micro-benchmarks, one file per package. Usage: `benchmarks [name-prefix ...]`,
// e.g. `benchmarks BigNum.leb128`. Every figure is printed as `BENCH <Package>.<name> <value> <unit>`.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Child mode: Storage.crossProcessNotification re-runs this executable as
// `benchmarks --storage-child-writer DB_PATH`, the second process that commits to a shared database
// (StorageBenchmarks.swift); it must stop here, before any benchmark is built or run.
if let status = storageChildWriterMode(CommandLine.arguments) {
    exit(status)
}

let allBenchmarks: [Benchmark] = bigNumBenchmarks() + cryptoBenchmarks() + blsBenchmarks() + cborBenchmarks() + candidBenchmarks() + storageBenchmarks() + httpSpecBenchmarks() + apduBenchmarks()
let allLatencyBenchmarks: [LatencyBenchmark] = apduLatencyBenchmarks()
let allComparisons: [ComparisonBenchmark] = httpSpecComparisons()

let prefixes = Array(CommandLine.arguments.dropFirst())
let selected = allBenchmarks.filter { benchmark in
    prefixes.isEmpty || prefixes.contains { benchmark.name.hasPrefix($0) }
}
let selectedLatencies = allLatencyBenchmarks.filter { benchmark in
    prefixes.isEmpty || prefixes.contains { benchmark.name.hasPrefix($0) }
}
let selectedComparisons = allComparisons.filter { benchmark in
    prefixes.isEmpty || prefixes.contains { benchmark.name.hasPrefix($0) }
}
if selected.isEmpty && selectedLatencies.isEmpty && selectedComparisons.isEmpty {
    let names = allBenchmarks.map(\.name) + allLatencyBenchmarks.map(\.name) + allComparisons.map(\.name)
    print("no benchmark matches \(prefixes); available: \(names.joined(separator: " "))")
    exit(2)
}
#if DEBUG
print("warning: debug build; use `swift build -c release` for meaningful figures")
#endif
for benchmark in selected {
    run(benchmark)
}
for benchmark in selectedLatencies {
    run(benchmark)
}
for benchmark in selectedComparisons {
    run(benchmark)
}
