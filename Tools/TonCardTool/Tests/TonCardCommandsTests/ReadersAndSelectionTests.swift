import Testing
import TonCardEmulator

/// `toncard readers` and the reader choice every card command makes (spec §10.2).
@Suite struct ReadersAndSelectionTests {
    @Test func readersListsEachReaderWithItsCardAndATR() async throws {
        var harness = try ToolHarness()
        defer { harness.remove() }
        harness.connector.readers.insert(("Empty Reader", nil), at: 0)
        let run = await harness.run(["readers"])
        #expect(run.status == 0, "\(run)")
        let atr = harness.card.answerToReset.map { String(format: "%02X", $0) }.joined()
        #expect(run.output == "Empty Reader: no card\nEmulated Reader 00: card present, ATR \(atr)\n")

        let json = await harness.run(["readers", "--json"])
        #expect(
            json.output
                == #"{"readers":[{"name":"Empty Reader","cardPresent":false,"atr":""},{"name":"Emulated Reader 00","cardPresent":true,"atr":""#
                + atr + #""}],"status":"ok"}"# + "\n")
    }

    @Test func noReaderIsSaidPlainlyAndIsNotAnErrorForReaders() async throws {
        var harness = try ToolHarness()
        defer { harness.remove() }
        harness.connector.readers = []
        let list = await harness.run(["readers"])
        #expect(list.status == 0)
        #expect(list.output == "No smart card reader is available.\n")

        let status = await harness.run(["status"])
        #expect(status.status == 70)
        #expect(status.output.isEmpty)
        #expect(status.error.hasPrefix("error: no smart card reader is available (code 210003)"))

        let json = await harness.run(["pubkey", "--json"])
        #expect(json.status == 70)
        #expect(
            json.output
                == #"{"message":"No smart card reader is available.","status":"fail","code":"210003","errorTypeId":"21","errorType":"Native code fail: PC/SC error"}"#
                + "\n")
    }

    @Test func readersWithoutACardGive210001() async throws {
        var harness = try ToolHarness()
        defer { harness.remove() }
        harness.connector.readers = [("Empty Reader", nil)]
        let run = await harness.run(["pubkey"])
        #expect(run.status == 70)
        #expect(run.error.hasPrefix("error: no card is detected (code 210001); put the card on the reader"))
        let json = await harness.run(["pubkey", "--json"])
        #expect(
            json.output
                == #"{"message":"Card is not detected.","status":"fail","code":"210001","errorTypeId":"21","errorType":"Native code fail: PC/SC error"}"#
                + "\n")
    }

    @Test func anUnknownReaderNameGives210004WithTheName() async throws {
        let harness = try ToolHarness()
        defer { harness.remove() }
        let run = await harness.run(["pubkey", "--reader", "Nope 01"])
        #expect(run.status == 70)
        #expect(run.error.hasPrefix("error: Smart card reader is not found: Nope 01 (code 210004)"))
        let json = await harness.run(["pubkey", "--reader", "Nope 01", "--json"])
        #expect(
            json.output
                == #"{"message":"Smart card reader is not found: Nope 01","status":"fail","code":"210004","errorTypeId":"21","errorType":"Native code fail: PC/SC error"}"#
                + "\n")
    }

    @Test func aNamedReaderIsUsedAndTheFirstWithACardOtherwise() async throws {
        var harness = try await ToolHarness.activated()
        defer { harness.remove() }
        let other = try TonCardEmulatedCard(configuration: TonCardEmulatorConfiguration(seed: Array(16...31)))
        harness.connector.readers.insert(("Empty Reader", nil), at: 0)
        harness.connector.readers.append(("Second Reader", other))
        // The second card has no seed yet: only a command naming its reader reaches it.
        let activate = await harness.run(
            ["activate", "--reader", "Second Reader"],
            environment: ToolHarness.activationSecrets.merging(["TONCARD_NEW_PIN": "1234"]) { $1 })
        #expect(activate.status == 0, "\(activate)")
        let first = await harness.run(["pubkey"])
        let named = await harness.run(["pubkey", "--reader", "Second Reader"])
        #expect(first.status == 0 && named.status == 0)
        #expect(first.output != named.output)
        #expect(await harness.run(["pubkey", "--reader", ToolHarness.readerName]).output == first.output)
    }
}
