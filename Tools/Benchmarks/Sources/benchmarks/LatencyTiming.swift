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
    /// The same operation done by a peer (another implementation, on the same path): measured in
    /// alternating rounds with this one, printed as `<peer name>Median`, `<peer name>P99` and
    /// `<name>Ratio` (this median over the peer's).
    var peer: Peer? = nil

    struct Peer {
        let name: String
        let prepare: (_ samples: Int) -> (() -> [Duration]?)?
    }
}

/// Rounds of a benchmark with a peer: each side's samples are split over them, sides alternating
/// which goes first, so drift on the machine meets both alike.
private let peerRounds = 5

/// Runs one warm-up batch, then the measured batch (with a peer: alternating rounds of both);
/// prints the median and p99 in microseconds.
func run(_ benchmark: LatencyBenchmark) {
    let perRound = benchmark.peer == nil ? benchmark.samples : max(1, benchmark.samples / peerRounds)
    guard let body = benchmark.prepare(perRound), body() != nil else {
        FileHandle.standardError.write(Data("warning: \(benchmark.name) could not be measured; no figure\n".utf8))
        return
    }
    guard let peer = benchmark.peer else {
        guard let measured = body(), !measured.isEmpty else {
            FileHandle.standardError.write(Data("warning: \(benchmark.name) could not be measured; no figure\n".utf8))
            return
        }
        printLatency(benchmark.name, measured)
        return
    }
    guard let peerBody = peer.prepare(perRound), peerBody() != nil else {
        FileHandle.standardError.write(
            Data("warning: \(peer.name) could not be measured; \(benchmark.name) alone\n".utf8))
        if let measured = body(), !measured.isEmpty { printLatency(benchmark.name, measured) }
        return
    }
    var ours: [Duration] = []
    var theirs: [Duration] = []
    for round in 0..<peerRounds {
        let order = round.isMultiple(of: 2) ? [true, false] : [false, true]
        for isOurs in order {
            guard let measured = (isOurs ? body : peerBody)() else {
                FileHandle.standardError.write(Data("warning: \(benchmark.name) stopped in round \(round + 1)\n".utf8))
                return
            }
            if isOurs { ours += measured } else { theirs += measured }
        }
    }
    let ourMedian = printLatency(benchmark.name, ours)
    let theirMedian = printLatency(peer.name, theirs)
    print("BENCH \(benchmark.name)Ratio \(formatted(theirMedian > 0 ? ourMedian / theirMedian : 0, digits: 2)) x")
}

/// Prints `<name>Median` and `<name>P99` in microseconds; the median.
@discardableResult
private func printLatency(_ name: String, _ measured: [Duration]) -> Double {
    let microseconds = measured.map { duration in
        Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
    }.sorted()
    let middle = percentile(50, of: microseconds)
    print("BENCH \(name)Median \(formatted(middle)) us")
    print("BENCH \(name)P99 \(formatted(percentile(99, of: microseconds))) us")
    return middle
}

/// The nearest-rank percentile of sorted values.
private func percentile(_ rank: Int, of sorted: [Double]) -> Double {
    let index = Int((Double(rank) / 100 * Double(sorted.count)).rounded(.up)) - 1
    return sorted[min(max(index, 0), sorted.count - 1)]
}
