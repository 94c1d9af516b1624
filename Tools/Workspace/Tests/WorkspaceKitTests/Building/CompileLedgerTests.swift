import Foundation
import Testing

@testable import WorkspaceKit

@Suite struct CompileLedgerTests {
    /// Writes an object file with a given modification time, as a compile would.
    func compile(_ path: String, in scratch: URL, at time: Double) throws {
        let url = scratch.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data([0]).write(to: url)
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: time)], ofItemAtPath: url.path)
    }

    @Test func aModuleCompiledByTwoStepsOfOneRunIsReported() throws {
        let temporary = try TemporaryDirectory()
        let scratch = temporary.url
        try compile("debug/Old.build/old.o", in: scratch, at: 500)
        try compile("debug/Early.build/early.o", in: scratch, at: 1_010)
        let ledger = CompileLedger(scratchPath: scratch, runIdentifier: "1000")
        var state = ledger.load()
        // What compiled after the run began and before the tool's first step: the bootstrap.
        #expect(state.compiled == ["debug/Early": [CompileLedger.beforeToolStep]])

        try compile("debug/CBOR.build/a.o", in: scratch, at: 1_020)
        try compile("debug/BigNum-tool.build/b.o", in: scratch, at: 1_020)
        try compile("debug/BigNum.build/b.o", in: scratch, at: 1_021)
        try compile("release/CBOR.build/nested/c.o", in: scratch, at: 1_022)
        ledger.record(step: "first", seconds: 3, buildSeconds: ["CBOR": 2, BuildTimeline.dependencies: 1], in: &state)
        try ledger.save(state)
        #expect(ledger.repeated(in: state).isEmpty)

        // A later command of the same run finds the stored state and compiles CBOR again.
        var again = ledger.load()
        #expect(again == state)
        try compile("debug/CBOR.build/a.o", in: scratch, at: 1_030)
        ledger.record(step: "second", seconds: 1, buildSeconds: ["CBOR": 1], in: &again)
        #expect(ledger.repeated(in: again) == [CompileLedger.Entry(module: "debug/CBOR", steps: ["first", "second"])])
        #expect(again.buildSeconds["CBOR"] == 3)
        #expect(again.compiled["debug-tool/BigNum"] == ["first"])
        #expect(again.compiled["release/CBOR"] == ["first"])
        #expect(again.compiled["debug/Old"] == nil)
        #expect(again.steps.map(\.label) == [CompileLedger.beforeToolStep, "first", "second"])
    }

    @Test func anotherRunStartsAfresh() throws {
        let temporary = try TemporaryDirectory()
        try compile("debug/CBOR.build/a.o", in: temporary.url, at: 1_020)
        let first = CompileLedger(scratchPath: temporary.url, runIdentifier: "1000")
        var state = first.load()
        try first.save(state)
        let second = CompileLedger(scratchPath: temporary.url, runIdentifier: "2000")
        state = second.load()
        #expect(state.run == "2000")
        #expect(state.compiled.isEmpty)
        // Without WORKSPACE_RUN a command is a run of its own, starting now.
        let alone = CompileLedger(
            scratchPath: temporary.url, runIdentifier: nil, now: Date(timeIntervalSince1970: 3000))
        #expect(alone.runStarted == Date(timeIntervalSince1970: 3000))
    }
}
