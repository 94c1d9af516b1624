import Foundation

/// What happened to one member during `build` or `test`.
public struct PackageOutcome: Sendable, Equatable {
    public enum Result: Sendable, Equatable {
        case passed
        /// Built without error; the package has no tests to run (or only a build was asked for).
        case built
        case failed(String)
        case skipped(String)

        public var label: String {
            switch self {
            case .passed: "passed"
            case .built: "built"
            case .failed: "FAILED"
            case .skipped: "skipped"
            }
        }

        /// Counts toward `N passed` in the closing line.
        public var succeeded: Bool { self == .passed || self == .built }
    }

    public let name: String
    public let result: Result
    /// Wall seconds of this run's builds charged to the member's modules, executables and test
    /// bundle (see ``BuildTimeline``).
    public let buildSeconds: Double
    /// Wall seconds its test bundle ran.
    public let testSeconds: Double
    /// Tests Swift Testing reported, when tests ran.
    public let testCount: Int?
    public let logFile: URL?
    /// One line per conformance suite the run reported (``ConformanceCount/summaryLine(floor:)``).
    public let conformance: [String]

    public init(
        name: String, result: Result, buildSeconds: Double, testSeconds: Double, testCount: Int?, logFile: URL?,
        conformance: [String] = []
    ) {
        self.name = name
        self.result = result
        self.buildSeconds = buildSeconds
        self.testSeconds = testSeconds
        self.testCount = testCount
        self.logFile = logFile
        self.conformance = conformance
    }

    /// The summary table, a line per conformance suite, and the closing `N passed, N failed`
    /// line that CI reads.
    ///
    /// - Parameter shared: build seconds no member owns (dependencies, planning), as extra rows.
    public static func summary(
        _ outcomes: [PackageOutcome], shared: [(String, Double)] = [], totalSeconds: Double? = nil
    ) -> String {
        func format(_ seconds: Double) -> String { String(format: "%.1f", seconds) }
        var rows = outcomes.map { outcome in
            [
                outcome.name, outcome.result.label, outcome.testCount.map(String.init) ?? "-",
                format(outcome.buildSeconds), format(outcome.testSeconds),
            ]
        }
        rows += shared.map { [$0.0, "", "", format($0.1), ""] }
        let building = outcomes.map(\.buildSeconds).reduce(0, +) + shared.map(\.1).reduce(0, +)
        let testing = outcomes.map(\.testSeconds).reduce(0, +)
        if !outcomes.isEmpty { rows.append(["total", "", "", format(building), format(testing)]) }
        let table = TextTable.render(
            header: ["package", "result", "tests", "build s", "test s"], rows: rows, rightAligned: [2, 3, 4])
        let passed = outcomes.filter(\.result.succeeded).count
        let failed = outcomes.filter { if case .failed = $0.result { true } else { false } }.count
        let skipped = outcomes.count - passed - failed
        let conformance = outcomes.flatMap(\.conformance).map { $0 + "\n" }.joined()
        let wall =
            totalSeconds.map {
                "run: \(format($0)) s from its start, \(format(building)) s of them building and \(format(testing)) s testing\n"
            } ?? ""
        return table + "\n" + wall + conformance + "\(passed) passed, \(failed) failed"
            + (skipped > 0 ? ", \(skipped) skipped" : "")
    }

    /// Lines a test printed as `REPORT <text>`: figures a package wants every run to show (e.g. a
    /// conformance count), which would otherwise stay in the log.
    public static let reportPrefix = "REPORT "

    public static func reportLines(inOutput output: String) -> [String] {
        output.split(separator: "\n").filter { $0.hasPrefix(reportPrefix) }.map {
            String($0.dropFirst(reportPrefix.count))
        }
    }

    /// Reads the test count from Swift Testing's closing line (`Test run with 12 tests in 3 suites passed ...`).
    public static func testCount(inOutput output: String) -> Int? {
        let pattern = #"Test run with (\d+) tests?\b"#
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return nil }
        let range = NSRange(output.startIndex..., in: output)
        guard let match = regex.matches(in: output, range: range).last,
            let numberRange = Range(match.range(at: 1), in: output)
        else { return nil }
        return Int(output[numberRange])
    }
}
