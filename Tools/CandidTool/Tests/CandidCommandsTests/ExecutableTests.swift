import CommandSupportTesting
import Testing

/// The built `candid` (next to the test binary: `swift build --build-tests` builds it too).
private let candid = BuiltTool("candid")

@Suite struct ExecutableTests {
    @Test func theExecutablePipesEncodeIntoDecodeAndExitsWithTheStatus() async throws {
        let encoded = try await candid.run(["encode", "(record { a = 1 : nat })"])
        #expect(encoded.status == 0)
        #expect(encoded.output == "4449444c016c01617d010001\n")
        let decoded = try await candid.run(["decode", "-", "--types", "(record { a : nat })"], input: encoded.output)
        #expect(decoded.status == 0)
        #expect(decoded.output == "(record { a = 1 : nat })\n")
        let bad = try await candid.run(["decode", "zz"])
        #expect(bad.status == 1)
        #expect(bad.output.isEmpty)
        #expect(bad.error == "error: invalid hex character \"z\" at position 0: expected 0-9, a-f or A-F\n")
        #expect(try await candid.run(["decode", "00", "--args"]).status == 64)
    }

    @Test func theExecutableExitsWithUsageOnARenameOfAnUnknownName() async throws {
        let folder = try DidFolder(ledgerFiles)
        defer { folder.remove() }
        let run = try await candid.run(["generate", "swift", folder.path("ledger.did"), "--rename", "Acount=Owner"])
        #expect(run.status == 64)
        #expect(run.output.isEmpty)
        #expect(
            run.error
                == "error: invalid --rename: cannot rename Acount: no generated type, member or method has that name; did you mean Account, TransferArgument, TransferResult?\n"
        )
    }
}
