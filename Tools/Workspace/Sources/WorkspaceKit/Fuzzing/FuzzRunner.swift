import Foundation

/// `workspace fuzz`: builds the fuzz targets with libFuzzer and AddressSanitizer on a scratch
/// path of their own (the sanitizer build must not invalidate the normal `.build`), then runs
/// each one against a working copy of its committed seed corpus, with its dictionary, one per
/// input time limit and a memory limit, and reports one line per target.
///
/// The fuzzers are the members listed in Workspace.json with a `fuzz` executable product: one
/// libFuzzer binary for all their targets, which runs the one its `FUZZ_TARGET` names. A target
/// is a folder of seeds, `Corpus/<target>/`, with an optional `Dictionaries/<target>.dict`.
public struct FuzzRunner: Sendable {
    public struct Settings: Sendable, Equatable {
        /// How long each target runs.
        public var seconds: Int
        /// Longest time one input may take before it counts as a hang.
        public var secondsPerInput: Int = 1
        /// Memory limit of a run.
        public var memoryLimitMB: Int = 2048
        /// A repeatable run: at most this many inputs, mutated from this seed, with Swift's
        /// hashing made deterministic, so the same code meets the same inputs on every machine
        /// (CI's smoke run: a red build means the change broke something, not that the fuzzer
        /// got lucky). `seconds` still caps it. Nil: explore for `seconds`, a new seed each run.
        public var repeatable: Repeatable?

        public struct Repeatable: Sendable, Equatable {
            public var runs: Int
            public var seed: UInt32

            public init(runs: Int, seed: UInt32) {
                self.runs = runs
                self.seed = seed
            }
        }

        public init(seconds: Int, repeatable: Repeatable? = nil) {
            self.seconds = seconds
            self.repeatable = repeatable
        }
    }

    public struct Target: Sendable, Equatable {
        public let name: String
        /// The member folder that declares it.
        public let package: URL

        public var seeds: URL { package.appendingPathComponent("Corpus/\(name)", isDirectory: true) }
        public var dictionary: URL { package.appendingPathComponent("Dictionaries/\(name).dict") }
    }

    public let workspace: Workspace
    public let settings: Settings
    public let report: @Sendable (String) -> Void

    public init(workspace: Workspace, settings: Settings, report: @escaping @Sendable (String) -> Void) {
        self.workspace = workspace
        self.settings = settings
        self.report = report
    }

    /// `.build-fuzz` at the root: gitignored like every `.build*` folder.
    public var scratchPath: URL { workspace.root.appendingPathComponent(".build-fuzz", isDirectory: true) }
    var binaries: URL { scratchPath.appendingPathComponent("release", isDirectory: true) }
    var corpora: URL { scratchPath.appendingPathComponent("corpus", isDirectory: true) }
    var artifacts: URL { scratchPath.appendingPathComponent("artifacts", isDirectory: true) }

    /// The product that holds every target of a member.
    public static let product = "fuzz"

    /// Every seed folder of every member with a `fuzz` product, by member.
    public func targets() -> [Target] {
        workspace.manifest.packages.filter { $0.products.contains(Self.product) }.flatMap { entry in
            let package = workspace.directory(of: entry)
            let corpus = package.appendingPathComponent("Corpus", isDirectory: true)
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []).filter { name in
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(
                    atPath: corpus.appendingPathComponent(name).path, isDirectory: &isDirectory)
                    && isDirectory.boolValue
            }
            return names.sorted().map { Target(name: $0, package: package) }
        }
    }

    /// `swift build` arguments that build the `fuzz` binary of `package` instrumented.
    ///
    /// The Swift driver keeps only the last `-sanitize=` it is given, and `swift build
    /// --sanitize=fuzzer --sanitize=address` passes two in an order that changes from run to run,
    /// so a build had either no coverage (libFuzzer mutating blind) or no AddressSanitizer. So
    /// `--sanitize=fuzzer` tells SwiftPM it builds fuzzers (executables without a Swift `main`,
    /// libFuzzer linked), and `-sanitize=fuzzer,address`, which SwiftPM passes after its own
    /// flags, is what every compile and link ends up with. No target of the graph compiles C.
    public func buildArguments(package: URL) -> [String] {
        [
            "build", "-c", "release", "--sanitize=fuzzer", "-Xswiftc", "-sanitize=fuzzer,address",
            "--package-path", package.path, "--scratch-path", scratchPath.path, "--product", Self.product,
        ]
    }

    /// libFuzzer's arguments for `target`.
    public func runArguments(_ target: Target) -> [String] {
        var arguments = [
            corpora.appendingPathComponent(target.name).path,
            "-max_total_time=\(settings.seconds)",
            "-timeout=\(settings.secondsPerInput)",
            "-rss_limit_mb=\(settings.memoryLimitMB)",
            "-artifact_prefix=\(artifacts.path)/\(target.name)-",
            "-print_final_stats=1",
            // Swift's runtime keeps metadata caches for the life of the process, which
            // LeakSanitizer reports at exit; crashes, hangs and memory growth are what count.
            "-detect_leaks=0",
        ]
        if FileManager.default.fileExists(atPath: target.dictionary.path) {
            arguments.append("-dict=\(target.dictionary.path)")
        }
        if let repeatable = settings.repeatable {
            arguments += ["-runs=\(repeatable.runs)", "-seed=\(repeatable.seed)"]
        }
        return arguments
    }

    /// The environment of a run: a crash must end the process, not hang in swift-backtrace; and
    /// LeakSanitizer stays off at exit too (`-detect_leaks=0` covers only each input): it takes
    /// the Swift runtime's once-initialised globals, whose tagged pointers it cannot follow, for
    /// leaks, and libFuzzer then writes an empty input as a "crash".
    public static let environment = ["SWIFT_BACKTRACE": "enable=no", "ASAN_OPTIONS": "detect_leaks=0"]

    /// ``environment`` with the target to run, and Swift's hashing deterministic for a repeatable
    /// run (Set and Dictionary order would otherwise change the paths, and so the coverage,
    /// between runs).
    public func runEnvironment(_ target: Target) -> [String: String] {
        var environment = Self.environment
        environment["FUZZ_TARGET"] = target.name
        if settings.repeatable != nil { environment["SWIFT_DETERMINISTIC_HASHING"] = "1" }
        return environment
    }

    /// Builds and runs `selected` (every target when empty); the outcomes in order.
    public func run(selected: [String] = []) throws -> [FuzzOutcome] {
        let all = targets()
        let unknown = selected.filter { name in !all.contains { $0.name == name } }
        guard unknown.isEmpty else { throw WorkspaceError.unknownPackages(unknown, known: all.map(\.name)) }
        let chosen = selected.isEmpty ? all : all.filter { selected.contains($0.name) }
        let fileManager = FileManager.default
        try fileManager.createDirectory(at: artifacts, withIntermediateDirectories: true)
        for package in Set(chosen.map(\.package.path)).sorted() {
            report(
                "building the fuzzer of \(URL(fileURLWithPath: package).lastPathComponent) with libFuzzer and AddressSanitizer…"
            )
            let start = Date()
            let build = try ProcessRunner.run(
                "swift", buildArguments(package: URL(fileURLWithPath: package)), mergeStandardError: true)
            guard build.succeeded else {
                throw WorkspaceError.commandFailed(
                    command: "swift build --sanitize=fuzzer", status: build.status,
                    output: String(build.standardOutput.suffix(4000)))
            }
            report("built in \(String(format: "%.0f", Date().timeIntervalSince(start))) s")
        }
        var outcomes: [FuzzOutcome] = []
        for target in chosen {
            try prepareCorpus(target)
            report(
                "\(target.name): running "
                    + (settings.repeatable.map {
                        "\($0.runs) inputs from seed \($0.seed) (at most \(settings.seconds) s)"
                    } ?? "for \(settings.seconds) s") + "…")
            let start = Date()
            let output = try ProcessRunner.run(
                binaries.appendingPathComponent(Self.product).path, runArguments(target),
                environment: runEnvironment(target), mergeStandardError: true)
            let outcome = FuzzOutcome.parse(
                target: target.name, output: output.standardOutput,
                seconds: Date().timeIntervalSince(start))
            report(outcome.summary)
            outcomes.append(outcome)
        }
        return outcomes
    }

    /// Copies the committed seeds into the working corpus, which keeps what earlier runs found;
    /// the committed folder is only read.
    func prepareCorpus(_ target: Target) throws {
        let fileManager = FileManager.default
        let working = corpora.appendingPathComponent(target.name, isDirectory: true)
        try fileManager.createDirectory(at: working, withIntermediateDirectories: true)
        let seeds = (try? fileManager.contentsOfDirectory(atPath: target.seeds.path)) ?? []
        for name in seeds {
            let destination = working.appendingPathComponent("seed-" + name)
            if !fileManager.fileExists(atPath: destination.path) {
                try fileManager.copyItem(at: target.seeds.appendingPathComponent(name), to: destination)
            }
        }
    }
}
