import Foundation

/// A measurement of how long single operations take, reported as the median and the 99th
/// percentile instead of a rate: for round trips through other processes, the tail matters as
/// much as the typical case. `prepare` sets up and returns a body that performs `samples`
/// operations and returns the duration of each (timed inside, so bridging the body to async code
/// costs nothing per sample), or nil when it cannot be set up (a warning, no figure).
struct LatencyBenchmark {
    /// `<Package>.<name>`; the lines printed are `<name>Median` and `<name>P99`.
    let name: String
    let samples: Int
    let prepare: (_ samples: Int) -> (() -> [Duration]?)?
}

/// Runs one warm-up batch, then the measured batch; prints the median and p99 in microseconds.
func run(_ benchmark: LatencyBenchmark) {
    guard let body = benchmark.prepare(benchmark.samples), body() != nil, let measured = body(), !measured.isEmpty
    else {
        FileHandle.standardError.write(Data("warning: \(benchmark.name) could not be measured; no figure\n".utf8))
        return
    }
    let microseconds = measured.map { duration in
        Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
    }.sorted()
    print("BENCH \(benchmark.name)Median \(formatted(percentile(50, of: microseconds))) us")
    print("BENCH \(benchmark.name)P99 \(formatted(percentile(99, of: microseconds))) us")
}

/// The nearest-rank percentile of sorted values.
private func percentile(_ rank: Int, of sorted: [Double]) -> Double {
    let index = Int((Double(rank) / 100 * Double(sorted.count)).rounded(.up)) - 1
    return sorted[min(max(index, 0), sorted.count - 1)]
}
