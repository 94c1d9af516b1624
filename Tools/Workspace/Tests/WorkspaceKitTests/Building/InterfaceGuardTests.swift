import ChildProcessesTesting
import Foundation
import Testing

@testable import WorkspaceKit

@Suite(.onItsOwnThread) struct InterfaceGuardTests {
    @Test func aChangedInterfaceThrowsAwayEverythingThatReachesIt() throws {
        let temporary = try TemporaryDirectory()
        let repo = try TestMonorepo(in: temporary.url, packages: [("A", []), ("B", ["A"]), ("C", [])])
        let scratch = repo.root.appendingPathComponent(".build")
        let source = { (name: String) in
            repo.root.appendingPathComponent("Packages/\(name)/Sources/\(name)/\(name).swift").path
        }
        let plan = BuildPlan(modules: [
            .init(name: "A", variant: "debug", sources: [source("A")], swiftDependencies: [], clangDependencies: []),
            .init(name: "B", variant: "debug", sources: [source("B")], swiftDependencies: ["A"], clangDependencies: []),
            .init(name: "C", variant: "debug", sources: [source("C")], swiftDependencies: [], clangDependencies: []),
            .init(
                name: "A", variant: "debug-tool", sources: [source("A")], swiftDependencies: [], clangDependencies: []),
            .init(
                name: "NIO", variant: "debug", sources: [scratch.appendingPathComponent("checkouts/nio/x.swift").path],
                swiftDependencies: [], clangDependencies: []),
        ])
        func write(_ text: String, _ path: String) throws {
            let url = scratch.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        for name in ["A", "B", "C"] {
            try write("interface \(name)", "debug/Modules/\(name).swiftmodule")
            try write("object", "debug/\(name).build/\(name).swift.o")
            try write("record", "debug/\(name).build/primary.swiftdeps")
            try write("{}", "debug/\(name).build/output-file-map.json")
        }
        try write("interface A", "debug/Modules-tool/A.swiftmodule")
        let interfaces = InterfaceGuard(workspace: try repo.workspace, scratchPath: scratch)

        // The first good build only records what it found.
        #expect(try interfaces.check(plan: plan, configuration: .debug) == ([], []))
        // A body-only edit leaves the interface's bytes as they were: nothing to do.
        #expect(try interfaces.check(plan: plan, configuration: .debug) == ([], []))

        try write("interface A, now with an indirect enum", "debug/Modules/A.swiftmodule")
        let (changed, atRisk) = try interfaces.check(plan: plan, configuration: .debug)
        #expect(changed == ["debug/A"])
        #expect(atRisk == ["debug/A", "debug/B"])
        interfaces.invalidate(atRisk, configuration: .debug)
        let exists = { (path: String) in
            FileManager.default.fileExists(atPath: scratch.appendingPathComponent(path).path)
        }
        #expect(!exists("debug/B.build/B.swift.o") && !exists("debug/B.build/primary.swiftdeps"))
        #expect(exists("debug/B.build/output-file-map.json"))
        #expect(exists("debug/C.build/C.swift.o"))
        // Recorded: the next build compares with the new interface.
        #expect(try interfaces.check(plan: plan, configuration: .debug) == ([], []))
    }
}
