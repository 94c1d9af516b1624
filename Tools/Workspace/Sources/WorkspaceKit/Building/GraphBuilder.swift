import Foundation

/// Runs `swift build` on the run's one graph, shows its progress, keeps its log, and records in
/// the run's ``CompileLedger`` what compiled and which member each second went to.
public struct GraphBuilder: Sendable {
    public let workspace: Workspace
    public let graph: BuildGraph
    public let swiftPM: SwiftPM
    public let verbose: Bool
    public let report: @Sendable (String) -> Void

    public init(
        workspace: Workspace, graph: BuildGraph, verbose: Bool = false, report: @escaping @Sendable (String) -> Void
    ) {
        self.workspace = workspace
        self.graph = graph
        self.swiftPM = SwiftPM(graph: graph)
        self.verbose = verbose
        self.report = report
    }

    public static func logDirectory(_ graph: BuildGraph) -> URL {
        graph.scratchPath.appendingPathComponent("workspace-logs", isDirectory: true)
    }

    public struct Result: Sendable {
        public let succeeded: Bool
        public let log: URL
        /// SwiftPM's plan as this build left it (read once: it is about 10 MB).
        public let plan: BuildPlan?
    }

    /// Runs `requests`, one `swift build` each, stopping at the first that fails; the whole is
    /// one step of the run. When the build changed the interface of a workspace module, the
    /// modules that depend on it are thrown away and the same requests run again as a second
    /// step (see ``InterfaceGuard``).
    public func build(
        _ requests: [SwiftPM.BuildRequest], configuration: SwiftPM.Configuration = .debug, label: String,
        ledger: CompileLedger, state: inout CompileLedger.State
    ) throws -> Result {
        let result = try invoke(requests, configuration: configuration, label: label, ledger: ledger, state: &state)
        guard result.succeeded, let plan = result.plan else { return result }
        let interfaces = InterfaceGuard(workspace: workspace, scratchPath: graph.scratchPath)
        let (changed, atRisk) = try interfaces.check(plan: plan, configuration: configuration)
        guard !atRisk.isEmpty else { return result }
        report(
            "interfaces changed: \(changed.joined(separator: ", ")); compiling what depends on them in full: \(atRisk.joined(separator: ", "))"
        )
        interfaces.invalidate(atRisk, configuration: configuration)
        let again = try invoke(
            requests, configuration: configuration, label: CompileLedger.interfaceRebuildPrefix + label,
            ledger: ledger, state: &state)
        if again.succeeded, let plan = again.plan { _ = try interfaces.check(plan: plan, configuration: configuration) }
        return again
    }

    private func invoke(
        _ requests: [SwiftPM.BuildRequest], configuration: SwiftPM.Configuration, label: String,
        ledger: CompileLedger, state: inout CompileLedger.State
    ) throws -> Result {
        try graph.write()
        let directory = Self.logDirectory(graph)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let log = directory.appendingPathComponent(
            label.replacingOccurrences(of: " ", with: "-").replacingOccurrences(of: ":", with: "") + ".log")
        var transcript = ""
        var timeline = BuildTimeline()
        let start = Date()
        var succeeded = true
        report("\(label)…")
        for request in requests {
            let arguments = swiftPM.buildArguments(request, configuration: configuration)
            transcript += "$ swift \(arguments.joined(separator: " "))\n"
            let progress = ProgressPrinter(verbose: verbose, report: report)
            let output = try ProcessRunner.run("swift", arguments, in: workspace.root, mergeStandardError: true) {
                chunk in
                progress.take(chunk)
            }
            for (time, line) in progress.lines() { timeline.add(line: line, at: time) }
            transcript += output.standardOutput
            if !output.succeeded {
                succeeded = false
                if !verbose { report(BuildRunner.excerpt(of: output.standardOutput)) }
                break
            }
        }
        try? transcript.write(to: log, atomically: true, encoding: .utf8)
        let end = Date()
        let plan =
            (try? BuildPlan.load(from: graph.scratchPath.appendingPathComponent("\(configuration.rawValue).yaml")))
            ?? nil
        let seconds = timeline.seconds(
            from: start.timeIntervalSince1970, until: end.timeIntervalSince1970,
            owners: BuildTimeline.owners(workspace: workspace, plan: plan))
        ledger.record(step: label, seconds: end.timeIntervalSince(start), buildSeconds: seconds, in: &state)
        report(
            "\(label): \(succeeded ? "done" : "FAILED") in \(String(format: "%.1f", end.timeIntervalSince(start)))s; log: \(log.path)"
        )
        return Result(succeeded: succeeded, log: log, plan: plan)
    }

    /// Builds named products (executables, test bundles) as one step of the run; returns the
    /// problems to print: a failed build, modules the run compiled twice.
    public func buildProducts(
        _ products: [String], configuration: SwiftPM.Configuration,
        runIdentifier: String?
    ) throws -> (succeeded: Bool, problems: [String]) {
        let ledger = CompileLedger(scratchPath: graph.scratchPath, runIdentifier: runIdentifier)
        var state = ledger.load()
        let result = try build(
            products.map { .product($0) }, configuration: configuration,
            label: "\(configuration.rawValue) build of \(products.joined(separator: " "))", ledger: ledger,
            state: &state)
        try ledger.save(state)
        let repeated = ledger.repeated(in: state).map {
            "compiled twice in one run: \($0.module) (\($0.steps.joined(separator: "; then ")))"
        }
        return (
            result.succeeded && repeated.isEmpty,
            (result.succeeded ? [] : ["build failed; log: \(result.log.path)"]) + repeated
        )
    }
}
