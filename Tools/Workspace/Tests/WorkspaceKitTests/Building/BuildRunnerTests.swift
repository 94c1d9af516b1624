import ChildProcessesTesting
import Foundation
import Testing

@testable import WorkspaceKit

/// Builds tiny monorepos for real through the one graph.
@Suite(.serialized, .onItsOwnThread) struct BuildRunnerTests {
    func runner(_ repo: TestMonorepo, run: String) throws -> (BuildRunner, LockedLines) {
        let workspace = try repo.workspace
        let lines = LockedLines()
        let runner = BuildRunner(
            workspace: workspace,
            graph: BuildGraph(workspace: workspace, scratchPath: repo.root.appendingPathComponent(".build")),
            action: .test, options: .init(testTimeout: 300, runIdentifier: run), report: { lines.append($0) })
        return (runner, lines)
    }

    @Test func buildsEveryMemberInOneGraphAndRunsEachBundle() throws {
        let temporary = try TemporaryDirectory()
        let repo = try TestMonorepo(in: temporary.url, packages: [("A", []), ("B", ["A"])])
        let run = String(Int(Date().timeIntervalSince1970) - 1)
        let (runner, lines) = try runner(repo, run: run)

        let first = try runner.run(["A", "B"])
        #expect(first.succeeded, "\(first.summary)\n\(lines.all.joined(separator: "\n"))")
        #expect(first.packages.map(\.result) == [.passed, .passed])
        #expect(first.packages.map(\.testCount) == [1, 1])
        #expect(first.packages.allSatisfy { $0.buildSeconds > 0 && $0.testSeconds > 0 })
        #expect(lines.all.contains { $0.hasPrefix("build of every member: done") })
        // SwiftPM's plan of the graph: B reaches A, as its manifest says.
        let plan = try #require(try BuildPlan.load(from: repo.root.appendingPathComponent(".build/debug.yaml")))
        #expect(plan.closure(of: "B", variant: "debug").isSuperset(of: ["A", "B"]))

        // Another command of the same run finds everything built: nothing compiles twice.
        let second = try runner.run(["A", "B"])
        #expect(second.succeeded && second.repeatedCompiles.isEmpty, "\(second.summary)")

        // A change between two commands of one run compiles A again: the run says so and fails.
        // (A selection whose bundles exist brings the graph up to date in one build.)
        try repo.write("public let aValue = 2\n", to: "Packages/A/Sources/A/A.swift")
        let third = try runner.run(["A"])
        #expect(third.repeatedCompiles.map(\.module).contains("debug/A"))
        #expect(!third.succeeded)
        #expect(
            third.summary.contains("compiled twice in one run: debug/A (build of every member; then build of the graph")
        )
        // A's interface changed too (its constant is part of it), so B was compiled again in full.
        #expect(third.summary.contains("again after an interface change: build of the graph"))
    }

    @Test func aMemberThatDoesNotBuildFailsAndOnlyItsDependentsAreSkipped() throws {
        let temporary = try TemporaryDirectory()
        let repo = try TestMonorepo(in: temporary.url, packages: [("A", []), ("B", ["A"]), ("C", [])])
        try repo.write("public let aValue: Int = \"not a number\"\n", to: "Packages/A/Sources/A/A.swift")
        let (runner, _) = try runner(repo, run: String(Int(Date().timeIntervalSince1970)))
        let outcome = try runner.run(["A", "B", "C"])
        #expect(!outcome.succeeded)
        guard outcome.packages.count == 3 else { return }
        if case .failed(let reason) = outcome.packages[0].result {
            #expect(reason.hasPrefix("build failed"))
        } else {
            Issue.record("A: \(outcome.packages[0].result)")
        }
        #expect(outcome.packages[1].result == .skipped("depends on A, which failed"))
        #expect(outcome.packages[2].result == .passed)
        #expect(outcome.summary.hasSuffix("1 passed, 1 failed, 1 skipped"))
    }
}
