/// How many assertions of one conformance suite held in a test run, as a test reports it with
/// a line `REPORT conformance <suite>: <passed>/<total> …`.
///
/// A member lists the suites it must run, with a floor each, under `conformance` in
/// Workspace.json; `workspace test` fails the member when a suite reports fewer passes than
/// its floor or does not report at all, so a suite that silently stops running (a fixture
/// folder gone, a test disabled) turns the run red instead of shrinking unnoticed.
public struct ConformanceCount: Sendable, Equatable {
    public let suite: String
    public let passed: Int
    public let total: Int

    public init(suite: String, passed: Int, total: Int) {
        self.suite = suite
        self.passed = passed
        self.total = total
    }

    static let reportKeyword = "conformance "

    /// Reads one REPORT line's text (after `REPORT `); nil for other reports.
    public init?(reportLine line: String) {
        guard line.hasPrefix(Self.reportKeyword), let colon = line.firstIndex(of: ":") else { return nil }
        let suite = line[line.index(line.startIndex, offsetBy: Self.reportKeyword.count)..<colon]
            .trimmingCharacters(in: .whitespaces)
        let figures = line[line.index(after: colon)...].drop { $0 == " " }.prefix { $0 != " " }
        let parts = figures.split(separator: "/", omittingEmptySubsequences: false)
        guard !suite.isEmpty, parts.count == 2, let passed = Int(parts[0]), let total = Int(parts[1]),
            passed >= 0, total >= passed
        else { return nil }
        self.init(suite: suite, passed: passed, total: total)
    }

    /// The conformance counts among a test run's REPORT lines.
    public static func all(inReportLines lines: [String]) -> [ConformanceCount] {
        lines.compactMap(ConformanceCount.init(reportLine:))
    }

    /// What is wrong with `counts` against the floors a member declares: a suite missing from
    /// the run, one below its floor, or one whose own assertions did not all hold. Empty when
    /// every declared suite reported at or above its floor.
    public static func problems(_ counts: [ConformanceCount], floors: [String: Int]) -> [String] {
        var problems: [String] = []
        for (suite, floor) in floors.sorted(by: { $0.key < $1.key }) {
            guard let count = counts.last(where: { $0.suite == suite }) else {
                problems.append("conformance suite '\(suite)' reported nothing (expected at least \(floor) passing)")
                continue
            }
            if count.passed < floor {
                problems.append(
                    "conformance suite '\(suite)': \(count.passed) passed, below the floor of \(floor) in Workspace.json"
                )
            }
        }
        for count in counts where count.passed < count.total {
            problems.append(
                "conformance suite '\(count.suite)': \(count.total - count.passed) of \(count.total) failed")
        }
        return problems
    }

    /// The line `workspace test` closes with for this suite.
    public func summaryLine(floor: Int?) -> String {
        "conformance \(suite): \(passed)/\(total) passed" + (floor.map { " (floor \($0))" } ?? "")
    }
}
