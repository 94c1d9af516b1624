/// One measured operation. `prepare` builds the inputs outside the timed region and returns the
/// timed body; the body returns a checksum so the optimizer cannot drop the work.
struct Benchmark {
    /// `<Package>.<name>`, the key printed on the BENCH line and matched by the filter.
    let name: String
    /// Operations one call of the body performs (values encoded, strings parsed...).
    let operations: Int
    let prepare: () -> () -> UInt64
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
    let rate = seconds > 0 ? Double(benchmark.operations) / seconds : 0
    print("BENCH \(benchmark.name) \(formatted(rate)) ops/s")
}

/// One decimal, never exponent notation, so the lines are easy to parse and compare.
func formatted(_ value: Double) -> String {
    guard value.isFinite, value < 1e17 else { return "0.0" }
    let tenths = Int64((value * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
}
