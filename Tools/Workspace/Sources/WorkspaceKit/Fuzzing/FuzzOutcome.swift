/// What one libFuzzer run ended with, read from its output.
public struct FuzzOutcome: Sendable, Equatable {
    public enum Finding: Sendable, Equatable {
        /// A trap, an assertion, a sanitizer report (`deadly signal`, `AddressSanitizer`).
        case crash
        /// One input ran longer than the per-input limit.
        case timeout
        /// The process went over the memory limit (`-rss_limit_mb`, or one allocation over `-malloc_limit_mb`).
        case outOfMemory
        /// The run ended without a final report, or the runner had to stop it.
        case noReport(String)
        /// No input reached any coverage counter: the target was built without coverage
        /// instrumentation, or rejects every input before any branch. Either way it tested nothing.
        case noCoverage
    }

    public let target: String
    public var runs: Int?
    public var executionsPerSecond: Int?
    public var peakMemoryMB: Int?
    public var seconds: Double
    public var finding: Finding?
    /// The input libFuzzer wrote for a finding, as it printed the path.
    public var artifact: String?

    public init(
        target: String, runs: Int? = nil, executionsPerSecond: Int? = nil, peakMemoryMB: Int? = nil,
        seconds: Double, finding: Finding? = nil, artifact: String? = nil
    ) {
        self.target = target
        self.runs = runs
        self.executionsPerSecond = executionsPerSecond
        self.peakMemoryMB = peakMemoryMB
        self.seconds = seconds
        self.finding = finding
        self.artifact = artifact
    }

    /// Reads libFuzzer's closing lines (`-print_final_stats=1`) and its error reports.
    public static func parse(target: String, output: String, seconds: Double) -> FuzzOutcome {
        var outcome = FuzzOutcome(target: target, seconds: seconds)
        for line in output.split(separator: "\n") {
            let text = line.trimmingCharacters(in: .whitespaces)
            if let value = statistic("stat::number_of_executed_units:", in: text) { outcome.runs = value }
            if let value = statistic("stat::average_exec_per_sec:", in: text) { outcome.executionsPerSecond = value }
            if let value = statistic("stat::peak_rss_mb:", in: text) { outcome.peakMemoryMB = value }
            if outcome.finding == nil {
                if text.contains("ERROR: libFuzzer: timeout") {
                    outcome.finding = .timeout
                } else if text.contains("ERROR: libFuzzer: out-of-memory") || text.contains("ERROR: libFuzzer: malloc(")
                {
                    outcome.finding = .outOfMemory
                } else if text.contains("ERROR: libFuzzer: deadly signal") || text.contains("ERROR: AddressSanitizer")
                    || text.contains("ERROR: LeakSanitizer")
                    || text.contains("Fatal error:")
                {
                    outcome.finding = .crash
                } else if text.contains("Is the code instrumented for coverage?") {
                    outcome.finding = .noCoverage
                }
            }
            if let range = text.range(of: "Test unit written to ") {
                outcome.artifact = String(text[range.upperBound...])
            }
        }
        if outcome.finding == nil, outcome.runs == nil {
            outcome.finding = .noReport("libFuzzer printed no final statistics")
        }
        return outcome
    }

    private static func statistic(_ name: String, in line: String) -> Int? {
        guard line.hasPrefix(name) else { return nil }
        return Int(line.dropFirst(name.count).trimmingCharacters(in: .whitespaces))
    }

    /// One line for the run's report, e.g.
    /// `fuzz-cbor-decode: clean, 1234567 runs, 2057 exec/s, peak 590 MB, 600 s`.
    public var summary: String {
        let figures = [
            runs.map { "\($0) runs" }, executionsPerSecond.map { "\($0) exec/s" }, peakMemoryMB.map { "peak \($0) MB" },
            "\(Int(seconds.rounded())) s",
        ].compactMap { $0 }.joined(separator: ", ")
        guard let finding else { return "\(target): clean, \(figures)" }
        let what: String
        switch finding {
        case .crash: what = "CRASH"
        case .timeout: what = "TIMEOUT (an input over the per-input limit)"
        case .outOfMemory: what = "OUT OF MEMORY"
        case .noReport(let reason): what = "NO REPORT (\(reason))"
        case .noCoverage: what = "NO COVERAGE (built without coverage counters, or every input rejected)"
        }
        return "\(target): \(what), \(figures)" + (artifact.map { "; input: \($0)" } ?? "")
    }
}
