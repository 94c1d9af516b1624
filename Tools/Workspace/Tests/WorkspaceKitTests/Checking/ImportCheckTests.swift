import ChildProcessesTesting
import Foundation
import Testing

@testable import WorkspaceKit

@Suite(.onItsOwnThread) struct ImportCheckTests {
    @Test func readsEveryFormOfImport() {
        let text = """
            import Foundation
            @testable import CBOR
            @preconcurrency import CSecp256k1
            @_exported public import ByteTools
            internal import struct BigNum.Amount
            import func Glibc.strdup
            // import Commented
            let notAnImport = "import Strings"
            #if canImport(FoundationNetworking)
            import FoundationNetworking
            #endif
            #if canImport(Other)
            #else
            import Fallback
            #endif
            let sample = \"\"\"
                import InsideAString
                \"\"\"
            /* import InsideAComment
               import StillInside */
            import Last
            """
        #expect(
            ImportCheck.imports(in: text).map(\.module) == [
                "Foundation", "CBOR", "CSecp256k1", "ByteTools", "BigNum", "Glibc", "Fallback", "Last",
            ])
        #expect(ImportCheck.imports(in: text).map(\.line) == [1, 2, 3, 4, 5, 6, 14, 21])
    }

    @Test func findsAnImportTheTargetDoesNotReach() throws {
        let temporary = try TemporaryDirectory()
        let repo = try TestMonorepo(in: temporary.url, packages: [("A", []), ("B", ["A"]), ("C", [])])
        let source = { (name: String) in
            repo.root.appendingPathComponent("Packages/\(name)/Sources/\(name)/\(name).swift").path
        }
        try repo.write("import A\nimport C\nimport Foundation\n", to: "Packages/B/Sources/B/B.swift")
        try repo.write("import A\n", to: "Packages/C/Sources/C/C.swift")
        let plan = BuildPlan(modules: [
            .init(name: "A", variant: "debug", sources: [source("A")], swiftDependencies: [], clangDependencies: []),
            .init(name: "B", variant: "debug", sources: [source("B")], swiftDependencies: ["A"], clangDependencies: []),
            .init(name: "C", variant: "debug", sources: [source("C")], swiftDependencies: [], clangDependencies: []),
        ])
        let findings = ImportCheck(workspace: try repo.workspace, plan: plan).run()
        #expect(findings.map(\.file) == ["Packages/B/Sources/B/B.swift:2", "Packages/C/Sources/C/C.swift:1"])
        #expect(
            findings.first?.message
                == "imports C, but target B of B does not depend on it, directly or through its dependencies; "
                + "declare it in Packages/B/Package.swift, or B fails to build on its own")

        // With a cache, an unchanged file is not read again and a changed one is.
        let cache = temporary.url.appendingPathComponent("imports.json")
        let cached = ImportCheck(workspace: try repo.workspace, plan: plan, cacheFile: cache)
        #expect(cached.run() == findings)
        #expect(cached.run() == findings)
        try repo.write("import A\n", to: "Packages/B/Sources/B/B.swift")
        #expect(cached.run().map(\.file) == ["Packages/C/Sources/C/C.swift:1"])
    }
}
