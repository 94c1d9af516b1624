import Foundation
import Testing
@testable import WorkspaceKit

@Suite struct ReadmeExampleTests {
    let test = """
        import Testing
        @Test func example() {
            // README-EXAMPLE-BEGIN
            let x = 1
            if x > 0 {
                print(x)
            }
            // README-EXAMPLE-END
            #expect(true)
        }
        """

    func package(readme: String) throws -> (TemporaryDirectory, URL) {
        let temporary = try TemporaryDirectory()
        let directory = temporary.url
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("Tests/XTests"), withIntermediateDirectories: true)
        try test.write(to: directory.appendingPathComponent("Tests/XTests/ReadmeTests.swift"), atomically: true, encoding: .utf8)
        try readme.write(to: directory.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
        return (temporary, directory)
    }

    @Test func acceptsAnIdenticalExample() throws {
        let (keep, directory) = try package(readme: "# X\n\n<!-- example: Tests/XTests/ReadmeTests.swift -->\n```swift\nlet x = 1\nif x > 0 {\n    print(x)\n}\n```\n")
        #expect(ReadmeExample.verify(packageDirectory: directory) == nil)
        _ = keep
    }

    @Test func reportsDriftAndMissingPieces() throws {
        let (keep1, drifted) = try package(readme: "<!-- example: Tests/XTests/ReadmeTests.swift -->\n```swift\nlet x = 2\n```\n")
        #expect(ReadmeExample.verify(packageDirectory: drifted) == .differs(testFile: "Tests/XTests/ReadmeTests.swift", firstDifferingLine: 1))
        let (keep2, unmarked) = try package(readme: "# X\n```swift\nlet x = 1\n```\n")
        #expect(ReadmeExample.verify(packageDirectory: unmarked) == .noMarker)
        let (keep3, missing) = try package(readme: "<!-- example: Tests/XTests/Nope.swift -->\n```swift\n```\n")
        #expect(ReadmeExample.verify(packageDirectory: missing) == .testFileMissing("Tests/XTests/Nope.swift"))
        let (keep4, open) = try package(readme: "<!-- example: Tests/XTests/ReadmeTests.swift -->\n```swift\nlet x = 1\n")
        #expect(ReadmeExample.verify(packageDirectory: open) == .unterminatedCodeBlock(line: 2))
        _ = (keep1, keep2, keep3, keep4)
    }
}

@Suite struct PackageOutcomeTests {
    @Test func readsSwiftTestingsClosingLine() {
        #expect(PackageOutcome.testCount(inOutput: "…\n✔ Test run with 42 tests in 7 suites passed after 0.5 seconds.\n") == 42)
        #expect(PackageOutcome.testCount(inOutput: "✔ Test run with 1 test in 1 suite passed after 0.001 seconds.") == 1)
        #expect(PackageOutcome.testCount(inOutput: "✘ Test run with 3 tests in 1 suite failed after 0.002 seconds with 1 issue.") == 3)
        #expect(PackageOutcome.testCount(inOutput: "Build complete!") == nil)
    }

    @Test func endsTheSummaryWithThePlainCountLine() {
        let summary = PackageOutcome.summary([
            PackageOutcome(name: "A", result: .passed, seconds: 1.25, testCount: 10, logFile: nil),
            PackageOutcome(name: "B", result: .failed("tests failed"), seconds: 2, testCount: 3, logFile: nil),
            PackageOutcome(name: "C", result: .skipped("depends on B"), seconds: 0, testCount: nil, logFile: nil),
        ])
        let lines = summary.split(separator: "\n")
        #expect(lines.first == "package  result   tests  seconds")
        #expect(lines.contains("A        passed      10      1.2") || lines.contains("A        passed      10      1.3"))
        #expect(lines.last == "1 passed, 1 failed, 1 skipped")
        #expect(PackageOutcome.summary([]).hasSuffix("0 passed, 0 failed"))
    }
}
