import Foundation

/// Builds or tests members in dependency order against one scratch path, one progress line each.
public struct BuildRunner: Sendable {
    public enum Action: String, Sendable {
        case build, test
    }

    public let workspace: Workspace
    public let swiftPM: SwiftPM
    public let action: Action
    /// Streams every line of SwiftPM's output instead of keeping it in the log only.
    public let verbose: Bool
    public let report: @Sendable (String) -> Void

    public init(workspace: Workspace, swiftPM: SwiftPM, action: Action, verbose: Bool = false, report: @escaping @Sendable (String) -> Void) {
        self.workspace = workspace
        self.swiftPM = swiftPM
        self.action = action
        self.verbose = verbose
        self.report = report
    }

    public var logDirectory: URL { swiftPM.scratchPath.appendingPathComponent("workspace-logs", isDirectory: true) }

    public func run(_ names: [String]) throws -> [PackageOutcome] {
        let graph = try workspace.graph()
        try FileManager.default.createDirectory(at: logDirectory, withIntermediateDirectories: true)
        var outcomes: [PackageOutcome] = []
        var failed: Set<String> = []
        for (index, name) in names.enumerated() {
            guard let entry = workspace.manifest.entry(named: name) else { continue }
            let prefix = "[\(index + 1)/\(names.count)] \(name)"
            let brokenDependencies = graph.transitiveDependencies(of: [name]).intersection(failed)
            if !brokenDependencies.isEmpty {
                let reason = "depends on \(graph.ordered(brokenDependencies).joined(separator: ", ")), which failed"
                report("\(prefix): skipped, \(reason)")
                outcomes.append(PackageOutcome(name: name, result: .skipped(reason), seconds: 0, testCount: nil, logFile: nil))
                failed.insert(name)
                continue
            }
            let fingerprint = UpstreamFingerprint(workspace: workspace, scratchPath: swiftPM.scratchPath)
            if !fingerprint.invalidateIfUpstreamChanged(name, graph: graph).isEmpty {
                report("\(prefix): upstream packages changed since its last build; recompiling its modules")
            }
            let outcome = try run(entry, prefix: prefix)
            if case .failed = outcome.result { failed.insert(name) } else { fingerprint.record(name, graph: graph) }
            outcomes.append(outcome)
        }
        return outcomes
    }

    private func run(_ entry: PackageEntry, prefix: String) throws -> PackageOutcome {
        let directory = workspace.directory(of: entry)
        let log = logDirectory.appendingPathComponent("\(entry.name)-\(action.rawValue).log")
        let runsTests = action == .test && !entry.testTargets.isEmpty
        let start = Date()
        report("\(prefix): \(runsTests ? "building with tests" : "building")…")

        var transcript = ""
        let build = try step(swiftPM.buildArguments(packageAt: directory, includingTests: runsTests), transcript: &transcript)
        guard build.succeeded else {
            try? transcript.write(to: log, atomically: true, encoding: .utf8)
            return finish(entry, prefix, start, .failed("build failed (status \(build.status))"), nil, log, transcript)
        }
        guard runsTests else {
            try? transcript.write(to: log, atomically: true, encoding: .utf8)
            return finish(entry, prefix, start, .built, nil, log, transcript)
        }
        report("\(prefix): testing…")
        let test = try step(swiftPM.testArguments(packageAt: directory), transcript: &transcript)
        try? transcript.write(to: log, atomically: true, encoding: .utf8)
        let count = PackageOutcome.testCount(inOutput: test.standardOutput)
        let reports = PackageOutcome.reportLines(inOutput: test.standardOutput)
        for line in reports { report("\(prefix):   \(line)") }
        let conformance = ConformanceCount.all(inReportLines: reports)
        let conformanceProblems = ConformanceCount.problems(conformance, floors: entry.conformance)
        let result: PackageOutcome.Result
        if !test.succeeded {
            result = .failed("tests failed (status \(test.status))")
        } else if (count ?? 0) == 0 {
            // A green run of nothing proves nothing; a package that lists tests must run some.
            result = .failed("ran no tests")
        } else if !conformanceProblems.isEmpty {
            result = .failed(conformanceProblems.joined(separator: "; "))
        } else {
            result = .passed
        }
        // Sorted: suites report in whatever order Swift Testing ran them.
        let summary = conformance.sorted { $0.suite < $1.suite }.map { $0.summaryLine(floor: entry.conformance[$0.suite]) }
            + entry.conformance.keys.sorted().filter { suite in !conformance.contains { $0.suite == suite } }
                .map { "conformance \($0): not reported (floor \(entry.conformance[$0] ?? 0))" }
        return finish(entry, prefix, start, result, count, log, transcript, conformance: summary)
    }

    private func step(_ arguments: [String], transcript: inout String) throws -> ProcessOutput {
        transcript += "$ swift \(arguments.joined(separator: " "))\n"
        let echo = verbose
        let output = try ProcessRunner.run("swift", arguments, mergeStandardError: true, onOutput: echo ? { chunk in
            FileHandle.standardOutput.write(chunk)
        } : nil)
        transcript += output.standardOutput
        return output
    }

    private func finish(
        _ entry: PackageEntry, _ prefix: String, _ start: Date, _ result: PackageOutcome.Result,
        _ count: Int?, _ log: URL, _ transcript: String, conformance: [String] = []
    ) -> PackageOutcome {
        let seconds = Date().timeIntervalSince(start)
        let tests = count.map { ", \($0) tests" } ?? ""
        switch result {
        case .passed, .built:
            report("\(prefix): \(result.label)\(tests) in \(String(format: "%.1f", seconds))s")
        case .failed(let reason), .skipped(let reason):
            report("\(prefix): \(result.label), \(reason)\(tests) in \(String(format: "%.1f", seconds))s; full log: \(log.path)")
            if !verbose { report(Self.excerpt(of: transcript)) }
        }
        return PackageOutcome(name: entry.name, result: result, seconds: seconds, testCount: count, logFile: log, conformance: conformance)
    }

    /// The lines that explain a failure: compiler errors and failed expectations first, then the tail.
    static func excerpt(of transcript: String) -> String {
        let lines = transcript.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let important = lines.filter { $0.contains("error:") || $0.contains("✘") || $0.contains("Fatal error") }.prefix(40)
        let tail = lines.suffix(25)
        let chosen = Array(important) + (important.isEmpty ? [] : ["…"]) + tail
        return chosen.map { "    | " + $0 }.joined(separator: "\n")
    }
}
