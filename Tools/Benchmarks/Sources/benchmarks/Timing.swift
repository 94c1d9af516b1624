import Foundation

/// One measured operation. `prepare` builds the inputs outside the timed region and returns the
/// timed body, or nil when the measurement cannot be set up (it then says why on stderr and no
/// figure is printed: a made-up number would be worse than none); the body returns a checksum so
/// the optimizer cannot drop the work.
struct Benchmark {
    /// What one call of the body gets through, which decides the unit of the BENCH line.
    enum Work {
        /// Values encoded, strings parsed…: reported as ops/s, or as ms/op for slow operations.
        case operations(Int, OperationRate)
        /// Input or output bytes: reported as a decimal byte rate.
        case bytes(Int, ByteRate)
    }

    enum OperationRate: String {
        case operationsPerSecond = "ops/s"
        /// For operations slow enough that the time of one is the figure people quote.
        case millisecondsPerOperation = "ms/op"
    }

    /// Decimal units, as storage and network figures are usually quoted.
    enum ByteRate: String {
        case megabytesPerSecond = "MB/s"
        case gigabytesPerSecond = "GB/s"

        var bytesPerUnit: Double { self == .megabytesPerSecond ? 1e6 : 1e9 }
    }

    /// `<Package>.<name>`, the key printed on the BENCH line and matched by the filter.
    let name: String
    let work: Work
    let prepare: () -> (() -> UInt64)?

    init(
        name: String, operations: Int, reportedIn rate: OperationRate = .operationsPerSecond,
        prepare: @escaping () -> (() -> UInt64)?
    ) {
        self.name = name
        self.work = .operations(operations, rate)
        self.prepare = prepare
    }

    init(
        name: String, bytes: Int, reportedIn rate: ByteRate = .megabytesPerSecond,
        prepare: @escaping () -> (() -> UInt64)?
    ) {
        self.name = name
        self.work = .bytes(bytes, rate)
        self.prepare = prepare
    }
}

/// Keeps a value alive as far as the optimizer can tell.
@inline(never)
func blackHole(_ value: UInt64) {
    sinkStorage &+= value
}

nonisolated(unsafe) private var sinkStorage: UInt64 = 0

/// Runs the body once to warm up, then `rounds` times, and reports the median round with the
/// fastest and slowest beside it (`min … max … rounds …`): one figure and how far it moves on a
/// shared machine.
func run(_ benchmark: Benchmark, rounds: Int = 7) {
    guard let body = benchmark.prepare() else {
        FileHandle.standardError.write(Data("warning: \(benchmark.name) could not be measured; no figure\n".utf8))
        return
    }
    blackHole(body())
    let clock = ContinuousClock()
    var times: [Double] = []
    for _ in 0..<rounds {
        var checksum: UInt64 = 0
        times.append(clock.measure { checksum = body() }.inSeconds)
        blackHole(checksum)
    }
    times.sort()
    let spread = RoundSpread(median: median(times), fastest: times.first ?? 0, slowest: times.last ?? 0, rounds: rounds)
    switch benchmark.work {
    case .operations(let count, .operationsPerSecond):
        let rate = { (seconds: Double) in formatted(seconds > 0 ? Double(count) / seconds : 0) }
        print("BENCH \(benchmark.name) \(spread.line(rate, unit: "ops/s", fastestIsLargest: true))")
    case .operations(let count, .millisecondsPerOperation):
        let perOperation = { (seconds: Double) in formatted(count > 0 ? seconds * 1000 / Double(count) : 0, digits: 2) }
        print("BENCH \(benchmark.name) \(spread.line(perOperation, unit: "ms/op", fastestIsLargest: false))")
    case .bytes(let count, let rate):
        let perSecond = { (seconds: Double) in
            formatted(
                seconds > 0 ? Double(count) / seconds / rate.bytesPerUnit : 0,
                digits: rate == .gigabytesPerSecond ? 2 : 1)
        }
        print("BENCH \(benchmark.name) \(spread.line(perSecond, unit: rate.rawValue, fastestIsLargest: true))")
    }
}

/// The times of a benchmark's rounds, in seconds: the median is the figure, the fastest and
/// slowest its spread.
struct RoundSpread {
    let median: Double
    let fastest: Double
    let slowest: Double
    let rounds: Int

    /// `<median> <unit> min <low> max <high> rounds <n>`, each time turned into the unit by
    /// `value`; for a rate (`fastestIsLargest`) the fastest round gives the maximum.
    func line(_ value: (Double) -> String, unit: String, fastestIsLargest: Bool) -> String {
        let (low, high) = fastestIsLargest ? (slowest, fastest) : (fastest, slowest)
        return "\(value(median)) \(unit) min \(value(low)) max \(value(high)) rounds \(rounds)"
    }
}

/// The middle value (the mean of the two middle ones for an even count).
func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
}

/// Fixed decimals, never exponent notation, so the lines are easy to parse and compare.
func formatted(_ value: Double, digits: Int = 1) -> String {
    let scale = digits == 2 ? 100.0 : 10.0
    guard value.isFinite, value >= 0, value * scale < 9e18 else { return "0." + String(repeating: "0", count: digits) }
    let scaled = Int64((value * scale).rounded())
    let fraction = String(scaled % Int64(scale))
    return "\(scaled / Int64(scale))." + String(repeating: "0", count: digits - fraction.count) + fraction
}

extension Duration {
    var inSeconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
