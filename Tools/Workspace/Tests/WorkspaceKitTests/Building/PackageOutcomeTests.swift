import Testing

@testable import WorkspaceKit

@Suite struct PackageOutcomeTests {
    @Test func readsSwiftTestingsClosingLine() {
        #expect(
            PackageOutcome.testCount(inOutput: "…\n✔ Test run with 42 tests in 7 suites passed after 0.5 seconds.\n")
                == 42)
        #expect(
            PackageOutcome.testCount(inOutput: "✔ Test run with 1 test in 1 suite passed after 0.001 seconds.") == 1)
        #expect(
            PackageOutcome.testCount(
                inOutput: "✘ Test run with 3 tests in 1 suite failed after 0.002 seconds with 1 issue.") == 3)
        #expect(PackageOutcome.testCount(inOutput: "Build complete!") == nil)
    }

    @Test func picksReportLinesOutOfTestOutput() {
        let output =
            "◇ Test x started.\nREPORT conformance: 467/467\nnot a REPORT line\n✔ Test run with 1 test in 1 suite passed."
        #expect(PackageOutcome.reportLines(inOutput: output) == ["conformance: 467/467"])
    }

    @Test func endsTheSummaryWithThePlainCountLine() {
        let summary = PackageOutcome.summary(
            [
                PackageOutcome(
                    name: "A", result: .passed, buildSeconds: 30.25, testSeconds: 1.25, testCount: 10, logFile: nil),
                PackageOutcome(
                    name: "B", result: .failed("tests failed"), buildSeconds: 2, testSeconds: 2, testCount: 3,
                    logFile: nil),
                PackageOutcome(
                    name: "C", result: .skipped("depends on B"), buildSeconds: 0, testSeconds: 0, testCount: nil,
                    logFile: nil),
                PackageOutcome(
                    name: "D", result: .built, buildSeconds: 1, testSeconds: 0, testCount: nil, logFile: nil),
            ], shared: [("(dependencies)", 100)], totalSeconds: 200)
        let lines = summary.split(separator: "\n").map(String.init)
        let cells = lines.map { $0.split(separator: " ").map(String.init) }
        #expect(cells.first == ["package", "result", "tests", "build", "s", "test", "s"])
        #expect(cells.contains(["A", "passed", "10", "30.2", "1.2"]))
        #expect(cells.contains(["D", "built", "-", "1.0", "0.0"]))
        #expect(cells.contains(["(dependencies)", "100.0"]))
        #expect(cells.contains(["total", "133.2", "3.2"]))
        #expect(lines.contains("run: 200.0 s from its start, 133.2 s of them building and 3.2 s testing"))
        #expect(lines.last == "2 passed, 1 failed, 1 skipped")
        #expect(PackageOutcome.summary([]).hasSuffix("0 passed, 0 failed"))
    }
}
