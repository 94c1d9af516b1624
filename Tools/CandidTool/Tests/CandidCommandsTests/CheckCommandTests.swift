import Foundation
import Testing

@Suite struct CheckCommandTests {
    @Test func aValidFileIsOKWithImportsResolvedRelativeToIt() async throws {
        let folder = try DidFolder(ledgerFiles)
        defer { folder.remove() }
        // The current folder is not the file's: the import still resolves next to ledger.did.
        let run = await CapturedRun.candid("check", folder.path("ledger.did"))
        #expect(run.status == 0)
        #expect(run.output == "\(folder.path("ledger.did")): OK (1 type, 2 methods)\n")
        #expect(run.error.isEmpty)
    }

    @Test func errorsNameTheFileLineAndColumn() async throws {
        let folder = try DidFolder(["bad.did": "type A = record { a : nat };\n\ntype B = record { b : Missing };\n"])
        defer { folder.remove() }
        let run = await CapturedRun.candid("check", folder.path("bad.did"))
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(run.error == "error: \(folder.path("bad.did")):3:1: type B uses undefined type Missing\n")
    }

    @Test func aSyntaxErrorIsInvalidInput() async throws {
        let folder = try DidFolder(["broken.did": "service : {\n  f : (nat) -> (nat)\n"])
        defer { folder.remove() }
        let run = await CapturedRun.candid("check", folder.path("broken.did"))
        #expect(run.status == 1)
        #expect(run.error.hasPrefix("error: \(folder.path("broken.did")):3:"))
    }

    @Test func aMissingImportIsInvalidInputAtTheImport() async throws {
        let folder = try DidFolder(["main.did": "\nimport \"gone.did\";\nservice : {}\n"])
        defer { folder.remove() }
        let run = await CapturedRun.candid("check", folder.path("main.did"))
        #expect(run.status == 1)
        #expect(run.error.hasPrefix("error: \(folder.path("main.did")):2:8: cannot import \"gone.did\""))
    }

    @Test func severalFilesAreAllReportedAndTheFirstFailureDecides() async throws {
        let folder = try DidFolder(ledgerFiles.merging(["bad.did": "type A = B;\n"]) { $1 })
        defer { folder.remove() }
        let run = await CapturedRun.candid(
            "check", folder.path("bad.did"), folder.path("ledger.did"), folder.path("absent.did"))
        #expect(run.status == 1)
        #expect(run.output == "\(folder.path("ledger.did")): OK (1 type, 2 methods)\n")
        let errors = run.error.split(separator: "\n")
        #expect(errors.count == 3)
        #expect(errors.last == "error: 2 of 3 files failed the check")
    }

    @Test func anUnreadableFileCannotBeRead() async {
        let run = await CapturedRun.candid("check", "/nonexistent/ledger.did")
        #expect(run.status == 66)
        #expect(run.error == "error: cannot read /nonexistent/ledger.did: no such file\n")
    }

    @Test func noFileIsAUsageError() async {
        let run = await CapturedRun.candid("check")
        #expect(run.status == 64)
    }

    @Test func theMainnetInterfacesCheck() async throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: fixturesFolder.path)
            .filter { $0.hasSuffix(".did") }.sorted().map { fixturesFolder.appendingPathComponent($0).path }
        #expect(files.count == 10)
        let run = await CapturedRun.candid(["check"] + files)
        #expect(run.status == 0)
        #expect(run.output.split(separator: "\n").count == files.count)
    }
}
