import CandidCodegen
import Foundation
import Testing

/// Generated files are rewritten only when their bytes change, so builds are not restarted.
@Suite struct GeneratedSourceFileTests {
    @Test func anUnchangedFileIsLeftAlone() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "candid-codegen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Ledger.swift")
        #expect(try GeneratedSourceFile.write("enum Ledger {}\n", to: file))
        #expect(try !GeneratedSourceFile.write("enum Ledger {}\n", to: file))
        #expect(try GeneratedSourceFile.write("enum Ledger { }\n", to: file))
        #expect(try String(contentsOf: file, encoding: .utf8) == "enum Ledger { }\n")
        // A folder that does not exist is an error, not a crash.
        #expect(throws: (any Error).self) {
            try GeneratedSourceFile.write("x", to: folder.appendingPathComponent("missing/File.swift"))
        }
    }
}
