/// One measured operation. `prepare` builds the inputs outside the timed region and returns the
/// timed body; the body returns a checksum so the optimizer cannot drop the work.
struct Benchmark {
    /// What one call of the body gets through, which decides the unit of the BENCH line.
    enum Work {
        /// Values encoded, strings parsed…: reported as ops/s.
        case operations(Int)
        /// Input or output bytes: reported as MB/s (10^6 bytes per second).
        case bytes(Int)
    }

    /// `<Package>.<name>`, the key printed on the BENCH line and matched by the filter.
    let name: String
    let work: Work
    let prepare: () -> () -> UInt64

    init(name: String, operations: Int, prepare: @escaping () -> () -> UInt64) {
        self.name = name
        self.work = .operations(operations)
        self.prepare = prepare
    }

    init(name: String, bytes: Int, prepare: @escaping () -> () -> UInt64) {
        self.name = name
        self.work = .bytes(bytes)
        self.prepare = prepare
    }
}

/// Keeps a value alive as far as the optimizer can tell.
@inline(never)
func blackHole(_ value: UInt64) {
    sinkStorage &+= value
}

nonisolated(unsafe) private var sinkStorage: UInt64 = 0

/// Runs the body once to warm up, then `repetitions` times, and reports the best run: the least
/// disturbed by other processes on a shared machine.
func run(_ benchmark: Benchmark, repetitions: Int = 5) {
    let body = benchmark.prepare()
    blackHole(body())
    let clock = ContinuousClock()
    var best = Duration.seconds(Int64.max)
    for _ in 0..<repetitions {
        var checksum: UInt64 = 0
        let elapsed = clock.measure { checksum = body() }
        blackHole(checksum)
        if elapsed < best { best = elapsed }
    }
    let components = best.components
    let seconds = Double(components.seconds) + Double(components.attoseconds) / 1e18
    switch benchmark.work {
    case .operations(let count):
        print("BENCH \(benchmark.name) \(formatted(seconds > 0 ? Double(count) / seconds : 0)) ops/s")
    case .bytes(let count):
        print("BENCH \(benchmark.name) \(formatted(seconds > 0 ? Double(count) / seconds / 1e6 : 0)) MB/s")
    }
}

/// One decimal, never exponent notation, so the lines are easy to parse and compare.
func formatted(_ value: Double) -> String {
    guard value.isFinite, value < 1e17 else { return "0.0" }
    let tenths = Int64((value * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
}
