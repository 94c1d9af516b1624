import Foundation

/// The same work done two ways (a library and the plain code it replaces), measured in
/// alternating rounds so that drift on a shared machine (other processes, CPU frequency) hits
/// both sides alike. Best-of-N rates measured one side after the other swung by ±50 % between
/// runs on a two-core machine; the per-round ratio is far steadier.
///
/// Prints each side's median rate (or time per operation) and the overhead (`<name>Overhead`
/// unless named), the median over rounds of how much longer the candidate took than the
/// baseline, in percent (negative when it was faster).
struct ComparisonBenchmark {
    /// `<Package>.<name>` of the candidate's rate line.
    let name: String
    /// `<Package>.<name>` of the baseline's rate line.
    let baselineName: String
    /// Operations each side performs per round.
    let operationsPerRound: Int
    let rounds: Int
    /// `<Package>.<name>` of the overhead line; nil for `<name>Overhead`.
    var overheadName: String? = nil
    /// `<Package>.<name>` of a line giving the same median ratio as a factor (`1.13 x`), for goals
    /// stated as "within 1.2×"; nil for none.
    var ratioName: String? = nil
    /// How both sides' rates are printed: ops/s, or ms/op for operations slow enough that the time
    /// of one is the figure people quote (a card operation of hundreds of APDUs).
    var reportedIn: Benchmark.OperationRate = .operationsPerSecond
    /// Work each measured call needs done before it that is not part of the figure, such as
    /// emptying a card's keychain so the next key fits; run untimed before every call.
    var untimedBeforeEachCall: (() -> Void)? = nil
    /// Sets up both bodies (each returns a checksum), or nil when it cannot (a warning, no figure).
    let prepare: () -> (candidate: () -> UInt64, baseline: () -> UInt64)?
}

func run(_ benchmark: ComparisonBenchmark) {
    guard let (candidate, baseline) = benchmark.prepare() else {
        FileHandle.standardError.write(Data("warning: \(benchmark.name) could not be measured; no figure\n".utf8))
        return
    }
    benchmark.untimedBeforeEachCall?()
    blackHole(candidate())
    benchmark.untimedBeforeEachCall?()
    blackHole(baseline())
    let clock = ContinuousClock()
    var candidateTimes: [Double] = []
    var baselineTimes: [Double] = []
    var ratios: [Double] = []
    for round in 0..<benchmark.rounds {
        var checksum: UInt64 = 0
        // Alternate which side goes first, so neither always runs right after the other.
        let first = round.isMultiple(of: 2) ? candidate : baseline
        let second = round.isMultiple(of: 2) ? baseline : candidate
        benchmark.untimedBeforeEachCall?()
        let firstTime = clock.measure { checksum &+= first() }.inSeconds
        benchmark.untimedBeforeEachCall?()
        let secondTime = clock.measure { checksum &+= second() }.inSeconds
        blackHole(checksum)
        let (candidateTime, baselineTime) = round.isMultiple(of: 2) ? (firstTime, secondTime) : (secondTime, firstTime)
        candidateTimes.append(candidateTime)
        baselineTimes.append(baselineTime)
        if baselineTime > 0 { ratios.append(candidateTime / baselineTime) }
    }
    let operations = Double(benchmark.operationsPerRound)
    let overhead = ((ratios.isEmpty ? 1 : median(ratios)) - 1) * 100
    switch benchmark.reportedIn {
    case .operationsPerSecond:
        let candidateRate = operations / max(median(candidateTimes), .leastNonzeroMagnitude)
        let baselineRate = operations / max(median(baselineTimes), .leastNonzeroMagnitude)
        print("BENCH \(benchmark.name) \(formatted(candidateRate)) ops/s")
        print("BENCH \(benchmark.baselineName) \(formatted(baselineRate)) ops/s")
    case .millisecondsPerOperation:
        let perOperation = { (seconds: Double) in formatted(operations > 0 ? seconds * 1000 / operations : 0, digits: 2)
        }
        print("BENCH \(benchmark.name) \(perOperation(median(candidateTimes))) ms/op")
        print("BENCH \(benchmark.baselineName) \(perOperation(median(baselineTimes))) ms/op")
    }
    print(
        "BENCH \(benchmark.overheadName ?? benchmark.name + "Overhead") \(overhead < 0 ? "-" : "")\(formatted(abs(overhead))) %"
    )
    if let ratioName = benchmark.ratioName {
        print("BENCH \(ratioName) \(formatted(ratios.isEmpty ? 1 : median(ratios), digits: 2)) x")
    }
}

private func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
}
