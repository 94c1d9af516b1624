import Testing

/// `--wait SECONDS`: waiting for a card instead of failing at once. The arrival of a card during
/// the wait runs through pcscd and vpcd in Tests-Integration (TonCardPCSCTests); here the
/// in-process connector checks what the command says and does around the wait.
@Suite struct WaitingTests {
    @Test func aCardThatIsThereIsUsedWithoutWaitingOrAnyMessage() async throws {
        let harness = try await ToolHarness.activated()
        defer { harness.remove() }
        let run = await harness.run(["pubkey", "--wait", "30"])
        #expect(run.status == 0, "\(run)")
        #expect(run.output.count == 65)
        #expect(run.error.isEmpty)
    }

    @Test func aCardPutInWhileWaitingIsUsedAfterTheInvitation() async throws {
        var harness = try await ToolHarness.activated()
        defer { harness.remove() }
        harness.connector.readers = [(ToolHarness.readerName, nil)]
        harness.connector.arrivingCard = harness.card
        let run = await harness.run(["pubkey", "--wait", "30"])
        #expect(run.status == 0, "\(run)")
        #expect(run.output.count == 65)
        #expect(run.error == "No card in any reader: insert one (waiting up to 30 s; Ctrl-C cancels).\n")
    }

    @Test func noCardByTheDeadlineSaysSoWithTheSpecCode() async throws {
        var harness = try ToolHarness()
        defer { harness.remove() }
        harness.connector.readers = [("Empty Reader", nil)]
        let run = await harness.run(["pubkey", "--wait", "2"])
        #expect(run.status == 70)
        #expect(
            run.error
                == "No card in any reader: insert one (waiting up to 2 s; Ctrl-C cancels).\n"
                + "error: no card arrived within 2 s (code 210001); put the card on the reader, or wait longer with --wait SECONDS\n"
        )
        let named = await harness.run(["pubkey", "--wait", "1", "--reader", "Empty Reader", "--json"])
        #expect(named.status == 70)
        #expect(named.error.hasPrefix(#"No card in "Empty Reader": insert one"#), "\(named)")
        #expect(named.output.contains(#""code":"210001""#), "\(named)")
    }

    @Test func withoutWaitNothingChangesAndAnUnknownReaderIsNotWaitedFor() async throws {
        var harness = try ToolHarness()
        defer { harness.remove() }
        harness.connector.readers = [("Empty Reader", nil)]
        let run = await harness.run(["pubkey"])
        #expect(run.error.hasPrefix("error: no card is detected (code 210001)"))
        let typo = await harness.run(["pubkey", "--wait", "5", "--reader", "Nope"])
        #expect(typo.status == 70)
        #expect(typo.error.hasPrefix("error: Smart card reader is not found: Nope (code 210004)"), "\(typo)")
    }

    @Test(arguments: ["0", "-1", "86401", "soon"])
    func aWaitOutside1To86400SecondsIsAUsageError(value: String) async throws {
        let harness = try ToolHarness()
        defer { harness.remove() }
        let run = await harness.run(["pubkey", "--wait", value])
        #expect(run.status == 64, "\(run)")
        #expect(run.error.contains("--wait"), "\(run)")
    }
}
