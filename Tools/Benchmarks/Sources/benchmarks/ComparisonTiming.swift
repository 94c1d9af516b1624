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
    /// `<Package>.<name>` of a line giving the baseline's time over the candidate's (`4.10 x`:
    /// four times as fast), for goals stated as a speed-up over a peer; nil for none.
    var speedupName: String? = nil
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
    func spread(_ times: [Double]) -> RoundSpread {
        RoundSpread(
            median: median(times), fastest: times.min() ?? 0, slowest: times.max() ?? 0, rounds: times.count)
    }
    switch benchmark.reportedIn {
    case .operationsPerSecond:
        let rate = { (seconds: Double) in formatted(operations / max(seconds, .leastNonzeroMagnitude)) }
        print("BENCH \(benchmark.name) \(spread(candidateTimes).line(rate, unit: "ops/s", fastestIsLargest: true))")
        print(
            "BENCH \(benchmark.baselineName) \(spread(baselineTimes).line(rate, unit: "ops/s", fastestIsLargest: true))"
        )
    case .millisecondsPerOperation:
        let perOperation = { (seconds: Double) in formatted(operations > 0 ? seconds * 1000 / operations : 0, digits: 2)
        }
        print(
            "BENCH \(benchmark.name) \(spread(candidateTimes).line(perOperation, unit: "ms/op", fastestIsLargest: false))"
        )
        print(
            "BENCH \(benchmark.baselineName) "
                + spread(baselineTimes).line(perOperation, unit: "ms/op", fastestIsLargest: false))
    }
    // The overhead and ratio are medians of the per-round ratios, their spread the lowest and
    // highest round.
    let ratioSpread = spread(ratios.isEmpty ? [1] : ratios)
    let percent = { (ratio: Double) in
        let overhead = (ratio - 1) * 100
        return "\(overhead < 0 ? "-" : "")\(formatted(abs(overhead)))"
    }
    print(
        "BENCH \(benchmark.overheadName ?? benchmark.name + "Overhead") "
            + ratioSpread.line(percent, unit: "%", fastestIsLargest: false))
    if let speedupName = benchmark.speedupName {
        let speedups = ratios.filter { $0 > 0 }.map { 1 / $0 }
        print(
            "BENCH \(speedupName) "
                + spread(speedups.isEmpty ? [1] : speedups).line(
                    { formatted($0, digits: 2) }, unit: "x", fastestIsLargest: false))
    }
    if let ratioName = benchmark.ratioName {
        print(
            "BENCH \(ratioName) "
                + ratioSpread.line({ formatted($0, digits: 2) }, unit: "x", fastestIsLargest: false))
    }
}
