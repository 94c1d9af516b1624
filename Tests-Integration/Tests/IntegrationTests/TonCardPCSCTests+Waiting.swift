import Foundation
import PCSC
import Testing
import TonCard
import TonCardEmulator
import TonCardReaders

/// Waiting for the card (issue 32): the host inserts the card while a client waits, the deadline
/// passes with none, a cancelled wait ends at once, and a card pulled out mid-operation ends the
/// operation with the spec's 210005. In TonCardPCSCTests' serialized suite: they use its reader.
extension TonCardPCSCTests {
    @Test func aWaitingConnectionContinuesWhenTheHostInsertsTheCard() async throws {
        let context = try await Self.contextWithEmptySpareReader()
        let waiting = Task {
            try await TonCardReaderSelection.connect(
                context: context, reader: Self.reader, waitingUpTo: .seconds(60), operation: .getTonAppletState)
        }
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let host = try await VirtualCardHost.start(
            arguments: [
                "--card", "toncard", "--port", Self.port, "--state-file",
                directory.appendingPathComponent("c.json").path,
            ],
            environment: ["TONCARD_EMU_SEED": Self.seed])
        do {
            let card = try await waiting.value
            // A CoinManager question: it needs no seed, so the fresh card answers it.
            #expect(try await TonCard(channel: card).maxPinTries() == 10)
            try? await card.disconnect()
        } catch {
            Issue.record("the waiting connection failed: \(error)")
        }
        await host.stop(grace: .seconds(10))
        _ = try await context.waitForCardRemoval(from: Self.reader, timeout: Self.eventTimeout)
    }

    @Test func toncardWithWaitCarriesOnWhenTheCardArrives() async throws {
        let context = try await Self.contextWithEmptySpareReader()
        let run = Task {
            await Self.toncard(
                ["recovery", "get", "--raw", "--json", "--reader", Self.reader, "--wait", "60"], environment: [:])
        }
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let host = try await VirtualCardHost.start(
            arguments: [
                "--card", "toncard", "--port", Self.port, "--state-file",
                directory.appendingPathComponent("c.json").path,
            ],
            environment: ["TONCARD_EMU_SEED": Self.seed])
        let outcome = await run.value
        await host.stop(grace: .seconds(10))
        _ = try await context.waitForCardRemoval(from: Self.reader, timeout: Self.eventTimeout)
        // The command reached the card (whose answer, on a card not yet activated, is the applet's
        // own refusal), not the "no card" of 210001.
        #expect(
            outcome.error.hasPrefix(#"No card in "Virtual PCD 00 01": insert one (waiting up to 60 s"#), "\(outcome)")
        #expect(outcome.output.contains(#""status":"#), "\(outcome)")
        #expect(!outcome.output.contains("210001"), "\(outcome)")
    }

    @Test func noCardByTheDeadlineIs210001SayingSo() async throws {
        let context = try await Self.contextWithEmptySpareReader()
        do {
            _ = try await TonCardReaderSelection.connect(
                context: context, reader: Self.reader, waitingUpTo: .seconds(1), operation: .getTonAppletState)
            Issue.record("connected to an empty reader")
        } catch {
            #expect(error.code == 210001)
            guard case .transport(.cardNotDetected, let details, _) = error else {
                Issue.record("expected 210001, got \(error)")
                return
            }
            #expect(details == "no card arrived within 1 s")
        }
        // Any reader: the spare one and the DiagnosticCard's may both be listed; pick a reader
        // name pcscd does not know to see that a typo is refused, not waited for.
        do {
            _ = try await TonCardReaderSelection.connect(
                context: context, reader: "No Such Reader", waitingUpTo: .seconds(60), operation: .getTonAppletState)
            Issue.record("connected to a reader that does not exist")
        } catch {
            #expect(error.code == 210004)
        }
    }

    @Test func cancellingTheWaitEndsItAtOnceWith20000() async throws {
        let context = try await Self.contextWithEmptySpareReader()
        let waiting = Task {
            try await TonCardReaderSelection.connect(
                context: context, reader: Self.reader, waitingUpTo: .seconds(600), operation: .getTonAppletState)
        }
        waiting.cancel()
        do {
            _ = try await waiting.value
            Issue.record("a cancelled wait connected")
        } catch let error as TonCardError {
            #expect(error.code == 20000, "\(error)")
        }
    }

    @Test func aCardPulledOutMidOperationEndsItWith210005() async throws {
        try await withHostedTonCard { card, context, host in
            let client = TonCard(channel: card)
            try await Self.activate(client)
            try await client.addRecoveryData([1, 2, 3])
            await host.stop(grace: .seconds(10))
            _ = try await context.waitForCardRemoval(from: Self.reader, timeout: Self.eventTimeout)
            do throws(TonCardError) {
                _ = try await client.recoveryData()
                Issue.record("read recovery data from a card that is gone")
            } catch {
                #expect(error.code == 210005, "\(error)")
                #expect(error.message.hasPrefix("Card was removed or reset during the operation."), "\(error)")
            }
            // Nothing of the failed read was kept: the next operation starts afresh and fails the
            // same way, rather than resuming a half-done exchange.
            do throws(TonCardError) {
                _ = try await client.isRecoveryDataSet()
                Issue.record("the client answered without a card")
            } catch {
                #expect(error.code == 210005)
            }
        }
    }
}
