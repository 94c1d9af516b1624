import Testing

@Suite struct PrintCommandTests {
    @Test func printsTheInterfaceWithImportsMergedAndTheOutputChecks() async throws {
        let folder = try DidFolder(ledgerFiles)
        defer { folder.remove() }
        let run = await CapturedRun.candid("print", folder.path("ledger.did"))
        #expect(run.status == 0)
        #expect(
            run.output == """
                type Account = record { owner : principal; subaccount : opt blob };
                service : {
                  balance_of : (Account) -> (nat) query;
                  transfer : (record { to : Account; amount : nat }) -> (variant { Ok : nat; Err : text });
                }

                """)
        // The printed text stands on its own: no import left, and it checks.
        let printed = try DidFolder(["printed.did": run.output])
        defer { printed.remove() }
        let check = await CapturedRun.candid("check", printed.path("printed.did"))
        #expect(check.status == 0)
    }

    @Test func anInvalidFileIsInvalidInput() async throws {
        let folder = try DidFolder(["oneway.did": "service : { f : (nat) -> (nat) oneway }\n"])
        defer { folder.remove() }
        let run = await CapturedRun.candid("print", folder.path("oneway.did"))
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(run.error.hasPrefix("error: \(folder.path("oneway.did")):1:"))
    }

    @Test func aMissingFileCannotBeRead() async {
        let run = await CapturedRun.candid("print", "/nonexistent/x.did")
        #expect(run.status == 66)
    }
}
