import Testing

@testable import WorkspaceKit

@Suite struct ConformanceCountTests {
    @Test func readsTheSuiteAndFiguresOfAReportLine() {
        let count = ConformanceCount(reportLine: "conformance Candid test suite: 465/467 assertions passed in 6 files")
        #expect(count == ConformanceCount(suite: "Candid test suite", passed: 465, total: 467))
        #expect(ConformanceCount(reportLine: "conformance mainnet interfaces: 10/10 files hold")?.total == 10)
    }

    @Test func ignoresOtherReportsAndMalformedFigures() {
        for line in [
            "Candid conformance: 467/467", "conformance x: 5", "conformance x: 5/4 passed",
            "conformance : 1/1", "conformance x: a/b", "conformance x: -1/3",
        ] {
            #expect(ConformanceCount(reportLine: line) == nil, "\(line)")
        }
    }

    @Test func aSuiteAtOrAboveItsFloorHasNoProblem() {
        let counts = [ConformanceCount(suite: "s", passed: 467, total: 467)]
        #expect(ConformanceCount.problems(counts, floors: ["s": 467]).isEmpty)
        #expect(ConformanceCount.problems(counts, floors: ["s": 400]).isEmpty)
        #expect(ConformanceCount.problems(counts, floors: [:]).isEmpty)
    }

    @Test func aDropBelowTheFloorAMissingSuiteOrAFailedAssertionIsAProblem() {
        let dropped = ConformanceCount.problems(
            [ConformanceCount(suite: "s", passed: 300, total: 300)], floors: ["s": 467])
        #expect(dropped == ["conformance suite 's': 300 passed, below the floor of 467 in Workspace.json"])
        let missing = ConformanceCount.problems([], floors: ["s": 1])
        #expect(missing == ["conformance suite 's' reported nothing (expected at least 1 passing)"])
        let failing = ConformanceCount.problems([ConformanceCount(suite: "t", passed: 9, total: 10)], floors: [:])
        #expect(failing == ["conformance suite 't': 1 of 10 failed"])
    }

    @Test func theSummaryShowsEachSuiteBeforeTheClosingLine() {
        let line = ConformanceCount(suite: "s", passed: 467, total: 467).summaryLine(floor: 467)
        #expect(line == "conformance s: 467/467 passed (floor 467)")
        let summary = PackageOutcome.summary([
            PackageOutcome(
                name: "A", result: .passed, buildSeconds: 1, testSeconds: 1, testCount: 3, logFile: nil,
                conformance: [line])
        ])
        let lines = summary.split(separator: "\n").map(String.init)
        #expect(lines.suffix(2) == [line, "1 passed, 0 failed"])
    }
}
