import Foundation

/// Builds the selected members in the run's one graph, checks that nothing compiled twice and
/// that every import is declared, then runs each member's test bundle in dependency order.
public struct BuildRunner: Sendable {
    public enum Action: String, Sendable {
        /// Build; with `includingTests` the test bundles too, ready for a later `test`.
        case build, test
    }

    public struct Options: Sendable {
        /// Streams SwiftPM's and the tests' output instead of keeping it in the logs only.
        public var verbose = false
        /// Builds the test bundles in a `build` (a `test` always does).
        public var includingTests = false
        /// Stops a member's test bundle that runs longer than this.
        public var testTimeout: TimeInterval = 1800
        /// `WORKSPACE_RUN`: the steps of one run (see ``CompileLedger``).
        public var runIdentifier: String?
        /// Runs the tests of what an earlier `build --tests` of the run built, without planning
        /// the graph again (SwiftPM spends about ten seconds on that even when nothing changed).
        public var skipBuild = false

        public init(
            verbose: Bool = false, includingTests: Bool = false, testTimeout: TimeInterval = 1800,
            runIdentifier: String? = nil, skipBuild: Bool = false
        ) {
            self.verbose = verbose
            self.includingTests = includingTests
            self.testTimeout = testTimeout
            self.runIdentifier = runIdentifier
            self.skipBuild = skipBuild
        }
    }

    /// Everything a run found.
    public struct Outcome: Sendable {
        public let packages: [PackageOutcome]
        /// Modules compiled by more than one step of the run.
        public let repeatedCompiles: [CompileLedger.Entry]
        /// Imports the members' manifests do not declare.
        public let undeclaredImports: [Finding]
        /// Build seconds no member owns: dependencies, planning, the build before the tool ran.
        public let sharedBuildSeconds: [(String, Double)]
        /// From the run's start (`WORKSPACE_RUN`) to now.
        public let runSeconds: Double

        public var succeeded: Bool {
            packages.allSatisfy(\.result.succeeded) && repeatedCompiles.isEmpty && undeclaredImports.isEmpty
        }

        /// The closing report: problems first, then the table and the line CI reads.
        public var summary: String {
            var lines: [String] = []
            for entry in repeatedCompiles {
                lines.append("compiled twice in one run: \(entry.module) (\(entry.steps.joined(separator: "; then ")))")
            }
            lines += undeclaredImports.map { "undeclared import: \($0)" }
            lines.append(PackageOutcome.summary(packages, shared: sharedBuildSeconds, totalSeconds: runSeconds))
            return lines.joined(separator: "\n")
        }
    }

    public let workspace: Workspace
    public let graph: BuildGraph
    public let swiftPM: SwiftPM
    public let action: Action
    public let options: Options
    public let report: @Sendable (String) -> Void

    public init(
        workspace: Workspace, graph: BuildGraph, action: Action, options: Options = Options(),
        report: @escaping @Sendable (String) -> Void
    ) {
        self.workspace = workspace
        self.graph = graph
        self.swiftPM = SwiftPM(graph: graph)
        self.action = action
        self.options = options
        self.report = report
    }

    public var logDirectory: URL { GraphBuilder.logDirectory(graph) }

    private var buildsTests: Bool { action == .test || options.includingTests }

    public func run(_ names: [String]) throws -> Outcome {
        let packageGraph = try workspace.graph()
        try FileManager.default.createDirectory(at: logDirectory, withIntermediateDirectories: true)
        try graph.write()
        let ledger = CompileLedger(scratchPath: graph.scratchPath, runIdentifier: options.runIdentifier)
        var state = ledger.load()
        let builder = GraphBuilder(workspace: workspace, graph: graph, verbose: options.verbose, report: report)

        var failed: [String: String] = [:]
        var plan: BuildPlan?
        if options.skipBuild {
            // Nothing is built here; whatever compiled since the run's last step still counts.
            ledger.record(
                step: "before testing (built outside the workspace tool)", seconds: 0, buildSeconds: [:], in: &state)
        } else {
            plan = try build(
                names, packageGraph: packageGraph, builder: builder, ledger: ledger, state: &state, failed: &failed)
        }
        try ledger.save(state)

        if plan == nil { plan = try BuildPlan.load(from: graph.scratchPath.appendingPathComponent("debug.yaml")) }
        let importCache = graph.scratchPath.appendingPathComponent("workspace-state/imports.json")
        let undeclared = plan.map { ImportCheck(workspace: workspace, plan: $0, cacheFile: importCache).run() } ?? []

        var outcomes: [PackageOutcome] = []
        for (index, name) in names.enumerated() {
            guard let entry = workspace.manifest.entry(named: name) else { continue }
            let prefix = "[\(index + 1)/\(names.count)] \(name)"
            let buildSeconds = state.buildSeconds[name] ?? 0
            let broken = packageGraph.ordered(
                packageGraph.transitiveDependencies(of: [name]).filter { failed[$0] != nil })
            if let reason = failed[name] {
                report("\(prefix): FAILED, \(reason)")
                outcomes.append(
                    PackageOutcome(
                        name: name, result: .failed(reason), buildSeconds: buildSeconds, testSeconds: 0, testCount: nil,
                        logFile: nil))
            } else if !broken.isEmpty {
                let reason = "depends on \(broken.joined(separator: ", ")), which failed"
                failed[name] = reason
                report("\(prefix): skipped, \(reason)")
                outcomes.append(
                    PackageOutcome(
                        name: name, result: .skipped(reason), buildSeconds: buildSeconds, testSeconds: 0,
                        testCount: nil, logFile: nil))
            } else if action == .test && !entry.testTargets.isEmpty {
                let outcome = try test(entry, prefix: prefix, buildSeconds: buildSeconds)
                if case .failed(let reason) = outcome.result { failed[name] = reason }
                outcomes.append(outcome)
            } else {
                outcomes.append(
                    PackageOutcome(
                        name: name, result: .built, buildSeconds: buildSeconds, testSeconds: 0, testCount: nil,
                        logFile: nil))
            }
        }
        let shared =
            [BuildTimeline.dependencies, BuildTimeline.overhead].map { ($0, state.buildSeconds[$0] ?? 0) }
            + state.steps.filter { $0.label == CompileLedger.beforeToolStep }.map { ("(\($0.label))", $0.seconds) }
        return Outcome(
            packages: outcomes, repeatedCompiles: ledger.repeated(in: state), undeclaredImports: undeclared,
            sharedBuildSeconds: shared, runSeconds: Date().timeIntervalSince(ledger.runStarted))
    }

    // MARK: Building

    /// One `swift build` of the whole graph when every member is selected, or when the test
    /// bundles of the selected members exist already (after an edit, only what changed and what
    /// depends on it compiles; each invocation costs SwiftPM about ten seconds of planning, so
    /// one beats one per member). On a graph not built yet, a selection builds only its members'
    /// products, so a scoped run compiles no more than it needs. When the one build fails, the
    /// members are built one by one to tell which failed.
    /// Returns the plan the last build left.
    private func build(
        _ names: [String], packageGraph: PackageGraph, builder: GraphBuilder, ledger: CompileLedger,
        state: inout CompileLedger.State, failed: inout [String: String]
    ) throws -> BuildPlan? {
        let everything = Set(names) == Set(workspace.manifest.names)
        let bundlesExist =
            buildsTests
            && names.compactMap(workspace.manifest.entry(named:)).allSatisfy { entry in
                entry.testTargets.isEmpty
                    || FileManager.default.fileExists(atPath: swiftPM.testBundle(ofPackage: entry.name).path)
            }
        if everything || bundlesExist {
            let result = try builder.build(
                [.everything(includingTests: buildsTests)],
                label: everything ? "build of every member" : "build of the graph", ledger: ledger, state: &state)
            if result.succeeded { return result.plan }
            report("the graph did not build; building member by member to find which")
        }
        var plan: BuildPlan?
        for name in names {
            let broken = packageGraph.transitiveDependencies(of: [name]).filter { failed[$0] != nil }
            guard broken.isEmpty else { continue }
            let requests = try requests(for: name)
            guard !requests.isEmpty else { continue }
            let result = try builder.build(requests, label: "build of \(name)", ledger: ledger, state: &state)
            if !result.succeeded { failed[name] = "build failed (see \(result.log.path))" }
            plan = result.plan ?? plan
        }
        return plan
    }

    /// What a member's own build needs when only some members are selected: its test bundle,
    /// which carries every module its tests use and the executables they declare (the members'
    /// test targets name the executables they start); for a plain build, or a member without
    /// tests, its library targets and executables.
    func requests(for name: String) throws -> [SwiftPM.BuildRequest] {
        guard let entry = workspace.manifest.entry(named: name) else { return [] }
        let dump = try swiftPM.dump(packageAt: workspace.directory(of: entry))
        if buildsTests && !dump.testTargets.isEmpty {
            return [.product(SwiftPM.testProductName(ofPackage: dump.name))]
        }
        let libraries = dump.targets.filter { $0.kind == .regular }.map { SwiftPM.BuildRequest.target($0.name) }
        return libraries + dump.executableProducts.map { .product($0) }
    }

    // MARK: Testing

    private func test(_ entry: PackageEntry, prefix: String, buildSeconds: Double) throws -> PackageOutcome {
        let log = logDirectory.appendingPathComponent("\(entry.name)-test.log")
        report("\(prefix): testing…")
        let run = TestBundleRun(
            bundle: swiftPM.testBundle(ofPackage: entry.name), directory: workspace.directory(of: entry),
            timeout: options.testTimeout)
        let verbose = options.verbose
        let result: TestBundleRun.Result
        do {
            let echo: (@Sendable (Data) -> Void)? =
                verbose ? { @Sendable data in FileHandle.standardOutput.write(data) } : nil
            result = try run.run(onOutput: echo)
        } catch {
            let reason = "\(error)"
            report("\(prefix): FAILED, \(reason)")
            return PackageOutcome(
                name: entry.name, result: .failed(reason), buildSeconds: buildSeconds, testSeconds: 0, testCount: nil,
                logFile: nil)
        }
        let transcript = "$ \(run.bundle.path) \(run.arguments.joined(separator: " "))\n" + result.output.standardOutput
        try? transcript.write(to: log, atomically: true, encoding: .utf8)
        let count = result.testCount
        let reports = result.reportLines
        for line in reports { report("\(prefix):   \(line)") }
        let conformance = ConformanceCount.all(inReportLines: reports)
        let conformanceProblems = ConformanceCount.problems(conformance, floors: entry.conformance)
        let outcome: PackageOutcome.Result
        if result.output.timedOut {
            outcome = .failed("tests still running after \(Int(options.testTimeout)) s; stopped")
        } else if !result.output.succeeded {
            outcome = .failed("tests failed (status \(result.output.status))")
        } else if (count ?? 0) == 0 {
            // A green run of nothing proves nothing; a package that lists tests must run some.
            outcome = .failed("ran no tests")
        } else if !conformanceProblems.isEmpty {
            outcome = .failed(conformanceProblems.joined(separator: "; "))
        } else {
            outcome = .passed
        }
        // Sorted: suites report in whatever order Swift Testing ran them.
        let summary =
            conformance.sorted { $0.suite < $1.suite }.map { $0.summaryLine(floor: entry.conformance[$0.suite]) }
            + entry.conformance.keys.sorted().filter { suite in !conformance.contains { $0.suite == suite } }
            .map { "conformance \($0): not reported (floor \(entry.conformance[$0] ?? 0))" }
        let tests = count.map { ", \($0) tests" } ?? ""
        switch outcome {
        case .passed, .built:
            report("\(prefix): \(outcome.label)\(tests) in \(String(format: "%.1f", result.seconds))s")
        case .failed(let reason), .skipped(let reason):
            report(
                "\(prefix): \(outcome.label), \(reason)\(tests) in \(String(format: "%.1f", result.seconds))s; full log: \(log.path)"
            )
            if !verbose { report(Self.excerpt(of: transcript)) }
        }
        return PackageOutcome(
            name: entry.name, result: outcome, buildSeconds: buildSeconds, testSeconds: result.seconds,
            testCount: count, logFile: log, conformance: summary)
    }

    /// The lines that explain a failure: compiler errors and failed expectations first, then the tail.
    static func excerpt(of transcript: String) -> String {
        let lines = transcript.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let important = lines.filter { $0.contains("error:") || $0.contains("✘") || $0.contains("Fatal error") }.prefix(
            40)
        let tail = lines.suffix(25)
        let chosen = Array(important) + (important.isEmpty ? [] : ["…"]) + tail
        return chosen.map { "    | " + $0 }.joined(separator: "\n")
    }
}
