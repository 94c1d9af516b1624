import Testing
@testable import WorkspaceKit

@Suite struct PackageOutcomeTests {
    @Test func readsSwiftTestingsClosingLine() {
        #expect(PackageOutcome.testCount(inOutput: "…\n✔ Test run with 42 tests in 7 suites passed after 0.5 seconds.\n") == 42)
        #expect(PackageOutcome.testCount(inOutput: "✔ Test run with 1 test in 1 suite passed after 0.001 seconds.") == 1)
        #expect(PackageOutcome.testCount(inOutput: "✘ Test run with 3 tests in 1 suite failed after 0.002 seconds with 1 issue.") == 3)
        #expect(PackageOutcome.testCount(inOutput: "Build complete!") == nil)
    }

    @Test func picksReportLinesOutOfTestOutput() {
        let output = "◇ Test x started.\nREPORT conformance: 467/467\nnot a REPORT line\n✔ Test run with 1 test in 1 suite passed."
        #expect(PackageOutcome.reportLines(inOutput: output) == ["conformance: 467/467"])
    }

    @Test func endsTheSummaryWithThePlainCountLine() {
        let summary = PackageOutcome.summary([
            PackageOutcome(name: "A", result: .passed, seconds: 1.25, testCount: 10, logFile: nil),
            PackageOutcome(name: "B", result: .failed("tests failed"), seconds: 2, testCount: 3, logFile: nil),
            PackageOutcome(name: "C", result: .skipped("depends on B"), seconds: 0, testCount: nil, logFile: nil),
            PackageOutcome(name: "D", result: .built, seconds: 1, testCount: nil, logFile: nil),
        ])
        let lines = summary.split(separator: "\n")
        #expect(lines.first == "package  result   tests  seconds")
        #expect(lines.contains("A        passed      10      1.2") || lines.contains("A        passed      10      1.3"))
        #expect(lines.contains("D        built        -      1.0"))
        #expect(lines.last == "2 passed, 1 failed, 1 skipped")
        #expect(PackageOutcome.summary([]).hasSuffix("0 passed, 0 failed"))
    }
}
