import Foundation

/// Which modules compiled during one run, across every build in it, so a module that compiles
/// twice in one configuration fails the run instead of quietly costing minutes.
///
/// A run is what `make test` (or any caller) marks with one `WORKSPACE_RUN` value (its start, in
/// seconds since 1970) for all its steps; without it each `workspace` command is a run of its
/// own. A module counts as compiled by a step when one of its object files (under
/// `<configuration>/<Module>.build`, or `<Module>-tool.build` for the copy a build tool gets) is
/// newer after that step than before it. Object times are read rather than SwiftPM's output,
/// because the output names neither the variant of a module nor, for some C files, the module,
/// and because builds the tool did not start (make's first build of this tool) leave the same
/// trace: what compiled after the run began but before the first step of the tool is recorded as
/// "before the workspace tool started".
public struct CompileLedger: Sendable {
    public struct Entry: Codable, Sendable, Equatable {
        /// `debug/CBOR`, `debug-tool/BigNum`, `release/CBOR`.
        public var module: String
        /// The steps that compiled it, in order.
        public var steps: [String]
    }

    /// Everything recorded for the current run; stored as JSON in the scratch path.
    public struct State: Codable, Sendable, Equatable {
        public var run: String
        public var started: Double
        /// Newest object time per module when the last step ended.
        public var objects: [String: Double]
        public var compiled: [String: [String]]
        /// Seconds of building attributed to each member (and to "dependencies"), summed over steps.
        public var buildSeconds: [String: Double]
        /// The steps of the run so far, with their wall seconds.
        public var steps: [Step]
    }

    public struct Step: Codable, Sendable, Equatable {
        public var label: String
        public var seconds: Double
    }

    public static let beforeToolStep = "before the workspace tool started"

    /// Steps that compile again on purpose, after an interface changed (``InterfaceGuard``):
    /// listed, but not a repeat that fails the run.
    public static let interfaceRebuildPrefix = "again after an interface change: "

    public let scratchPath: URL
    public let run: String
    public let runStarted: Date

    /// - Parameters:
    ///   - runIdentifier: `WORKSPACE_RUN`, the run's start in seconds since 1970; nil starts a run now.
    public init(scratchPath: URL, runIdentifier: String?, now: Date = Date()) {
        self.scratchPath = scratchPath
        if let runIdentifier, let seconds = Double(runIdentifier) {
            run = runIdentifier
            runStarted = Date(timeIntervalSince1970: seconds)
        } else {
            run = String(format: "%.3f", now.timeIntervalSince1970)
            runStarted = now
        }
    }

    var file: URL { scratchPath.appendingPathComponent("workspace-logs/compile-ledger.json") }

    /// The run's state: what is stored when it belongs to this run, else a new one whose first
    /// step is whatever compiled since the run began (the Makefile's bootstrap build).
    public func load() -> State {
        if let data = FileManager.default.contents(atPath: file.path),
            let state = try? JSONDecoder().decode(State.self, from: data), state.run == run
        {
            return state
        }
        var state = State(
            run: run, started: runStarted.timeIntervalSince1970, objects: [:], compiled: [:], buildSeconds: [:],
            steps: [])
        let now = objectTimes()
        let early = now.filter { $0.value >= runStarted.timeIntervalSince1970 }
        if !early.isEmpty {
            for module in early.keys { state.compiled[module, default: []].append(Self.beforeToolStep) }
            let span = (early.values.max() ?? 0) - (early.values.min() ?? 0)
            state.steps.append(Step(label: Self.beforeToolStep, seconds: span))
        }
        state.objects = now
        return state
    }

    public func save(_ state: State) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try encoder.encode(state).write(to: file, options: .atomic)
    }

    /// Records a step that just ended: modules whose objects changed since the last look, and
    /// the seconds each member spent building in it.
    public func record(step label: String, seconds: Double, buildSeconds: [String: Double], in state: inout State) {
        let now = objectTimes()
        for (module, time) in now where time > (state.objects[module] ?? 0) && time >= state.started {
            state.compiled[module, default: []].append(label)
        }
        state.objects = now
        for (member, value) in buildSeconds { state.buildSeconds[member, default: 0] += value }
        state.steps.append(Step(label: label, seconds: seconds))
    }

    /// Modules compiled by more than one step of the run, leaving out the compiles an interface
    /// change asked for.
    public func repeated(in state: State) -> [Entry] {
        state.compiled.filter { $0.value.filter { !$0.hasPrefix(Self.interfaceRebuildPrefix) }.count > 1 }
            .map { Entry(module: $0.key, steps: $0.value) }.sorted { $0.module < $1.module }
    }

    /// Newest object file time of every module build folder of every configuration.
    func objectTimes() -> [String: Double] {
        var times: [String: Double] = [:]
        let fileManager = FileManager.default
        for configuration in SwiftPM.Configuration.allCases.map(\.rawValue) {
            let folder = scratchPath.appendingPathComponent(configuration).resolvingSymlinksInPath()
            guard let children = try? fileManager.contentsOfDirectory(atPath: folder.path) else { continue }
            for child in children where child.hasSuffix(".build") {
                var name = String(child.dropLast(".build".count))
                var variant = configuration
                if name.hasSuffix("-tool") {
                    name = String(name.dropLast("-tool".count))
                    variant += "-tool"
                }
                guard let newest = Self.newestObject(in: folder.appendingPathComponent(child)) else { continue }
                times["\(variant)/\(name)"] = newest
            }
        }
        return times
    }

    private static func newestObject(in folder: URL) -> Double? {
        guard
            let enumerator = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: [.contentModificationDateKey])
        else { return nil }
        var newest: Double?
        // `<Module>.swiftmodule.o` is the module wrapped for the debugger, written again whenever
        // a link needs it; only objects a compiler wrote count.
        for case let url as URL in enumerator
        where url.pathExtension == "o" && !url.lastPathComponent.hasSuffix(".swiftmodule.o") {
            let time = (try? url.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate)?
                .timeIntervalSince1970
            if let time, time > (newest ?? -1) { newest = time }
        }
        return newest
    }
}
