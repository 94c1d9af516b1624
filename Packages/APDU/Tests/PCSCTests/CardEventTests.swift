import APDU
import PCSC
import Testing
import VirtualCard

/// Card events in vpcd's spare reader, which these tests fill and empty with an in-process
/// `VirtualCardHost`: inserting is connecting to vpcd, pulling the card is disconnecting.
@Suite(.serialized) struct CardEventTests {
    let spare = PCSCTestEnvironment.spareReader
    let timeout = PCSCTestEnvironment.eventTimeout

    private func spareHost(_ card: DiagnosticCard = DiagnosticCard()) -> VirtualCardHost {
        VirtualCardHost(card: card, port: PCSCTestEnvironment.sparePort)
    }

    @Test func insertionAndRemovalAreSeenByWaits() async throws {
        let context = try PCSCTestEnvironment.contextWithSpareReader()
        let host = spareHost()
        defer { host.remove() }
        _ = try await context.waitForCardRemoval(from: spare, timeout: timeout)
        let connectionRefused = await #expect(throws: PCSCError.self) { _ = try await context.connect(to: spare) }
        #expect(connectionRefused?.code == .noSmartCard)

        try host.insert()
        let inserted = try await context.waitForCard(in: spare, timeout: timeout)
        #expect(inserted.answerToReset == DiagnosticCard.defaultAnswerToReset)

        host.remove()
        let removed = try await context.waitForCardRemoval(from: spare, timeout: timeout)
        #expect(removed.flags.contains(.empty))
        #expect(removed.eventCount > inserted.eventCount)
    }

    @Test func theStatusStreamReportsEachChange() async throws {
        let context = try PCSCTestEnvironment.contextWithSpareReader()
        let host = spareHost()
        defer { host.remove() }
        _ = try await context.waitForCardRemoval(from: spare, timeout: timeout)
        let changes = context.statusChanges(of: spare)
        let seen = try await within(timeout * 2) {
            var seen: [Bool] = []
            for try await status in changes {
                seen.append(status.isCardPresent)
                switch seen.count {
                case 1: try host.insert()
                case 2: host.remove()
                default: break
                }
                if seen.count == 3 { break }
            }
            return seen
        }
        #expect(seen == [false, true, false])
    }

    @Test func aCardPulledMidSessionFailsTypedAndReconnectRestoresIt() async throws {
        let context = try PCSCTestEnvironment.contextWithSpareReader()
        let host = spareHost()
        defer { host.remove() }
        try host.insert()
        _ = try await context.waitForCard(in: spare, timeout: timeout)
        let card = try await context.connect(to: spare)
        #expect(try await card.transmit(selectDiagnosticCard).statusWord == .success)

        host.remove()
        _ = try await context.waitForCardRemoval(from: spare, timeout: timeout)
        let pulled = await #expect(throws: PCSCError.self) { _ = try await card.transmit(selectDiagnosticCard) }
        #expect(pulled?.code == .removedCard)
        #expect(pulled?.needsReconnect == true)
        #expect(pulled?.description.contains("SCARD_W_REMOVED_CARD") == true)

        // Back in the reader, the old connection still refuses until it reconnects …
        try host.insert()
        _ = try await context.waitForCard(in: spare, timeout: timeout)
        let stale = await #expect(throws: PCSCError.self) { _ = try await card.transmit(selectDiagnosticCard) }
        #expect(stale?.needsReconnect == true)
        try await card.reconnect()

        // … and then talks to a card that was power-cycled: its application must be selected again.
        let echo = try CommandAPDU(cla: 0x80, ins: 0x10, p1: 0, p2: 0, data: [1, 2, 3])
        #expect(try await card.transmit(echo).statusWord == StatusWord(rawValue: 0x6985))
        #expect(try await card.transmit(selectDiagnosticCard).statusWord == .success)
        #expect(try await card.transmit(echo).data == [1, 2, 3])
        try await card.disconnect()
    }

    @Test func aWaitEndsWithTimeout() async throws {
        let context = try PCSCTestEnvironment.contextWithSpareReader()
        _ = try await context.waitForCardRemoval(from: spare, timeout: timeout)
        let error = await #expect(throws: PCSCError.self) {
            _ = try await context.waitForCard(in: spare, timeout: .milliseconds(300))
        }
        #expect(error?.code == .timeout)
        let listError = await #expect(throws: PCSCError.self) {
            _ = try await context.waitForReaderListChange(from: try context.readers(), timeout: .milliseconds(300))
        }
        #expect(listError?.code == .timeout)
    }

    @Test func aReaderListThatDiffersIsReportedAtOnce() async throws {
        let context = try PCSCTestEnvironment.contextWithSpareReader()
        let readers = try await context.waitForReaderListChange(from: [], timeout: timeout)
        #expect(readers.contains(spare))
    }

    @Test func cancellingTheTaskEndsAWaitWithoutATimeout() async throws {
        let context = try PCSCTestEnvironment.contextWithSpareReader()
        _ = try await context.waitForCardRemoval(from: spare, timeout: timeout)
        for yields in [0, 1, 50] {
            let waiter = Task { try await context.waitForCard(in: spare, timeout: nil) }
            for _ in 0..<yields { await Task.yield() }
            waiter.cancel()
            let outcome = try await within(timeout) { await waiter.result }
            #expect(throws: CancellationError.self) { _ = try outcome.get() }
        }
        // Other waits on the same context are unaffected by the cancellations.
        #expect(try await context.status(of: [spare])[0].flags.contains(.empty))
    }
}
