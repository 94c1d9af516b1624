import Foundation
import Testing

@testable import WorkspaceKit

@Suite struct DocCDiagnosticTests {
    @Test func readsDoccsDiagnosticsFileWithPathsFromTheRoot() throws {
        let json = """
            {"diagnostics": [
              {"solutions": [], "notes": [], "severity": "warning",
               "summary": "'CandidBinary' doesn't exist at '/CandidParser/CandidTestRunner'",
               "source": "file:///repo/Packages/CandidParser/Sources/CandidParser/TestFiles/CandidTestRunner.swift",
               "range": {"start": {"line": 4, "column": 7}, "end": {"line": 4, "column": 19}}},
              {"severity": "note", "summary": "Topic group is empty"},
              {"severity": "error", "summary": "outside", "source": "file:///elsewhere/X.md",
               "range": {"start": {"line": 1, "column": 1}, "end": {"line": 1, "column": 2}}}
            ], "version": {"major": 1, "minor": 0, "patch": 0}}
            """
        let diagnostics = try DocCDiagnostic.parse(Data(json.utf8), relativeTo: URL(fileURLWithPath: "/repo"))
        #expect(
            diagnostics.map(\.description) == [
                "Packages/CandidParser/Sources/CandidParser/TestFiles/CandidTestRunner.swift:4:7: warning: 'CandidBinary' doesn't exist at '/CandidParser/CandidTestRunner'",
                "note: Topic group is empty",
                "/elsewhere/X.md:1:1: error: outside",
            ])
        #expect(diagnostics.map(\.fails) == [true, false, true])
    }

    @Test func aFileWithoutADiagnosticsListIsAnError() {
        #expect(throws: WorkspaceError.self) {
            try DocCDiagnostic.parse(Data("{}".utf8), relativeTo: URL(fileURLWithPath: "/repo"))
        }
    }

    @Test func theSummaryLineCountsWhatFails() {
        let root = URL(fileURLWithPath: "/repo")
        let warning = DocCDiagnostic(severity: .warning, summary: "w", file: nil, line: nil, column: nil)
        let note = DocCDiagnostic(severity: .note, summary: "n", file: nil, line: nil, column: nil)
        let ok = ModuleDocs(
            package: "P", module: "M", archive: URL(fileURLWithPath: "/repo/.build/docs/M.doccarchive"),
            diagnostics: [note])
        #expect(ok.succeeded)
        #expect(ok.summary(relativeTo: root) == "M: ok, .build/docs/M.doccarchive")
        let warned = ModuleDocs(package: "P", module: "M", archive: ok.archive, diagnostics: [warning, note, warning])
        #expect(!warned.succeeded)
        #expect(warned.summary(relativeTo: root) == "M: 2 warnings")
        let missing = ModuleDocs(package: "P", module: "M", archive: nil, problem: "no landing article")
        #expect(!missing.succeeded)
        #expect(missing.summary(relativeTo: root) == "M: no landing article")
    }
}
