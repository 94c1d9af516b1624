import ChildProcessesTesting
import Foundation
import Testing

@testable import WorkspaceKit

@Suite struct FuzzOutcomeTests {
    @Test func aCleanRunReportsItsFigures() {
        let output = """
            #2097152\tpulse  cov: 2119 ft: 9120 corp: 1403/108Kb exec/s: 13107 rss: 590Mb
            Done 146091 runs in 11 second(s)
            stat::number_of_executed_units: 146091
            stat::average_exec_per_sec:     13281
            stat::new_units_added:          4153
            stat::slowest_unit_time_sec:    0
            stat::peak_rss_mb:              590
            """
        let outcome = FuzzOutcome.parse(target: "fuzz-cbor-decode", output: output, seconds: 11.2)
        #expect(
            outcome
                == FuzzOutcome(
                    target: "fuzz-cbor-decode", runs: 146_091, executionsPerSecond: 13_281, peakMemoryMB: 590,
                    seconds: 11.2))
        #expect(outcome.summary == "fuzz-cbor-decode: clean, 146091 runs, 13281 exec/s, peak 590 MB, 11 s")
    }

    @Test func aCrashNamesItsInput() {
        let output = """
            FuzzSupport/FuzzInput.swift:10: Fatal error: fuzz property violated: a decoded message does not round-trip
            ==7879== ERROR: libFuzzer: deadly signal
            SUMMARY: libFuzzer: deadly signal
            artifact_prefix='/r/.build-fuzz/artifacts/fuzz-x-'; Test unit written to /r/.build-fuzz/artifacts/fuzz-x-crash-cd22
            stat::number_of_executed_units: 232
            stat::average_exec_per_sec:     0
            """
        let outcome = FuzzOutcome.parse(target: "fuzz-x", output: output, seconds: 1)
        #expect(outcome.finding == .crash)
        #expect(outcome.artifact == "/r/.build-fuzz/artifacts/fuzz-x-crash-cd22")
        #expect(
            outcome.summary
                == "fuzz-x: CRASH, 232 runs, 0 exec/s, 1 s; input: /r/.build-fuzz/artifacts/fuzz-x-crash-cd22")
    }

    @Test func timeoutsOutOfMemoryAndSilenceAreFindings() {
        #expect(
            FuzzOutcome.parse(
                target: "t",
                output: "==1== ERROR: libFuzzer: timeout after 1 seconds\nstat::number_of_executed_units: 5", seconds: 2
            ).finding == .timeout)
        #expect(
            FuzzOutcome.parse(
                target: "t", output: "==1== ERROR: libFuzzer: out-of-memory (used: 2100Mb; exceeds: 2048Mb)", seconds: 2
            ).finding == .outOfMemory)
        #expect(
            FuzzOutcome.parse(
                target: "t", output: "==1== ERROR: libFuzzer: malloc(3000000000) exceeds limit", seconds: 2
            ).finding == .outOfMemory)
        #expect(
            FuzzOutcome.parse(target: "t", output: "Segmentation fault", seconds: 2).finding
                == .noReport("libFuzzer printed no final statistics"))
        // A leak report followed by the final statistics is not a clean run.
        #expect(
            FuzzOutcome.parse(
                target: "t",
                output: "==2== ERROR: LeakSanitizer: detected memory leaks\nstat::number_of_executed_units: 9",
                seconds: 2
            ).finding == .crash)
    }

    /// A build without coverage counters runs and ends "clean": it must say it fuzzed blind.
    @Test func aRunWithoutCoverageIsAFinding() {
        let output = """
            #19\tINITED exec/s: 0 rss: 56Mb
            WARNING: no interesting inputs were found so far. Is the code instrumented for coverage?
            This may also happen if the target rejected all inputs we tried so far
            #20489374\tDONE   corp: 1/1b lim: 11931 exec/s: 335891 rss: 536Mb
            stat::number_of_executed_units: 20489374
            stat::average_exec_per_sec:     335891
            stat::peak_rss_mb:              536
            """
        let outcome = FuzzOutcome.parse(target: "fuzz-a", output: output, seconds: 61)
        #expect(outcome.finding == .noCoverage)
        #expect(outcome.summary.hasPrefix("fuzz-a: NO COVERAGE"))
    }
}

@Suite(.onItsOwnThread) struct FuzzRunnerTests {
    @Test func findsTheTargetsBySeedFolderAndBuildsTheirCommands() throws {
        let temporary = try TemporaryDirectory()
        let repo = try TestMonorepo(in: temporary.url, packages: [("A", [])])
        var workspace = try repo.workspace
        workspace.manifest.packages.append(
            PackageEntry(
                name: "Fuzz", path: "Tools/Fuzz", kind: .tool, version: "0.1.0",
                products: ["fuzz", "helper"]))
        try repo.write("a\n", to: "Tools/Fuzz/Corpus/fuzz-a/seed1")
        try repo.write("b\n", to: "Tools/Fuzz/Corpus/fuzz-b/seed1")
        try repo.write("not a target\n", to: "Tools/Fuzz/Corpus/SOURCES.md")
        try repo.write("\"DIDL\"\n", to: "Tools/Fuzz/Dictionaries/fuzz-a.dict")
        let runner = FuzzRunner(workspace: workspace, settings: .init(seconds: 20), report: { _ in })
        let targets = runner.targets()
        #expect(targets.map(\.name) == ["fuzz-a", "fuzz-b"])

        let root = workspace.root.path
        #expect(
            runner.buildArguments(package: targets[0].package) == [
                "build", "-c", "release", "--sanitize=fuzzer", "-Xswiftc", "-sanitize=fuzzer,address",
                "--package-path", "\(root)/Tools/Fuzz", "--scratch-path", "\(root)/.build-fuzz", "--product", "fuzz",
            ])
        let arguments = runner.runArguments(targets[0])
        #expect(arguments.first == "\(root)/.build-fuzz/corpus/fuzz-a")
        #expect(arguments.contains("-max_total_time=20"))
        #expect(arguments.contains("-timeout=1"))
        #expect(arguments.contains("-rss_limit_mb=2048"))
        #expect(arguments.contains("-artifact_prefix=\(root)/.build-fuzz/artifacts/fuzz-a-"))
        #expect(arguments.contains("-dict=\(root)/Tools/Fuzz/Dictionaries/fuzz-a.dict"))
        #expect(!runner.runArguments(targets[1]).contains { $0.hasPrefix("-dict=") })
        #expect(FuzzRunner.environment["SWIFT_BACKTRACE"] == "enable=no")
        #expect(FuzzRunner.environment["ASAN_OPTIONS"] == "detect_leaks=0")
        #expect(runner.runEnvironment(targets[1])["FUZZ_TARGET"] == "fuzz-b")
        #expect(runner.runEnvironment(targets[0])["SWIFT_DETERMINISTIC_HASHING"] == nil)
        #expect(!arguments.contains { $0.hasPrefix("-runs=") || $0.hasPrefix("-seed=") })

        // A repeatable run: bounded inputs, a fixed seed, deterministic hashing.
        let repeatable = FuzzRunner(
            workspace: workspace, settings: .init(seconds: 120, repeatable: .init(runs: 20000, seed: 1)),
            report: { _ in })
        #expect(repeatable.runArguments(targets[0]).suffix(2) == ["-runs=20000", "-seed=1"])
        #expect(repeatable.runEnvironment(targets[0])["SWIFT_DETERMINISTIC_HASHING"] == "1")
        #expect(repeatable.runEnvironment(targets[0])["ASAN_OPTIONS"] == "detect_leaks=0")

        // Seeds are copied into the working corpus; the committed folder is left as it was.
        try runner.prepareCorpus(targets[0])
        #expect(try repo.read(".build-fuzz/corpus/fuzz-a/seed-seed1") == "a\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: targets[0].seeds.path) == ["seed1"])
        #expect(throws: WorkspaceError.self) { try runner.run(selected: ["fuzz-z"]) }
    }
}
