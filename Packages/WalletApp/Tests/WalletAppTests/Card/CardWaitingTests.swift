import Coordinators
import CoordinatorsTesting
import Testing
import TonCard
import WalletApp

@Suite("Card tab: insert a card")
struct CardWaitingTests {
    static let waiting = "insert a card: no card is on the reader (waiting up to 30 s)"

    @Test("with no card, the tab says to insert one, waits, and carries on with the card that arrives")
    func carriesOnWhenTheCardArrives() async throws {
        let bench = try await CardTestBench()
        defer { bench.remove() }
        let connector = InsertedCardConnector(bench.connector)
        let run = try await runScripted(
            CardTab(service: CardService(connector: connector)),
            [
                .choose("card.menu", "Status"), .answer("card.status", .acknowledged),
                .choose("card.menu", "Quit wallet"),
            ])
        #expect(run.result == .quit)
        #expect(run.unusedSteps.isEmpty)
        #expect(connector.waits == 1)
        let path = FlowPath(["Card", "Status"])
        let working = run.transcript.compactMap { entry -> String? in
            if case .status(.working(let message), path) = entry { return message }
            return nil
        }
        // The first try, the invitation, then the try that finds the card.
        #expect(working == ["reading the card", Self.waiting, "reading the card"])
        #expect(run.notices("card.error").isEmpty)
        #expect(run.notices("card.status").count == 1)
        #expect(run.lifetime.isClean, "\(run.lifetime)")
    }

    @Test("a card that stays there is used without any invitation")
    func noWaitWithACard() async throws {
        let bench = try await CardTestBench()
        defer { bench.remove() }
        let run = try await runScripted(
            CardTab(service: bench.service),
            [
                .choose("card.menu", "Status"), .answer("card.status", .acknowledged),
                .choose("card.menu", "Quit wallet"),
            ])
        #expect(!run.transcript.contains(.status(.working(Self.waiting), path: FlowPath(["Card", "Status"]))))
    }

    @Test("no card by the deadline is one sentence on card.error, and the tab goes on")
    func noCardArrives() async throws {
        let bench = try await CardTestBench()
        defer { bench.remove() }
        let connector = InsertedCardConnector(bench.connector, arrives: false)
        let run = try await runScripted(
            CardTab(service: CardService(connector: connector)),
            [
                .choose("card.menu", "Public key"), .answer("card.hdIndex", .text("")),
                .answer("card.error", .acknowledged),
                .choose("card.menu", "Quit wallet"),
            ])
        #expect(run.result == .quit)
        #expect(connector.waits == 1)
        #expect(run.notices("card.error") == [CardWalletError.noCardArrived(seconds: 30).description])
        #expect(
            CardWalletError.noCardArrived(seconds: 30).description
                == "No card was put on the reader within 30 seconds: put the TON card on it and try again.")
        #expect(run.lifetime.isClean, "\(run.lifetime)")
    }

    @Test("the emulator's card is always there: waiting for it returns at once")
    func emulatorWait() async throws {
        let bench = try await CardTestBench()
        defer { bench.remove() }
        try await bench.service.waitForCard(upTo: .seconds(1))
    }

    @Test("the PC/SC connector's wait for a reader that does not exist fails at once, naming it")
    func pcscWaitForAMissingReader() async {
        let connector = PCSCCardConnector(reader: "wallet test: no such reader", keyStore: InMemoryHMACKeyStore())
        do throws(CardWalletError) {
            try await connector.waitForCard(upTo: .seconds(60))
            Issue.record("a card arrived in a reader that does not exist")
        } catch {
            #expect(error == .pcscUnavailable || error == .readerNotFound("wallet test: no such reader"), "\(error)")
        }
    }
}

/// A reader that never gets a card: connecting says so, and waiting for one lasts until the task
/// is cancelled. `waitStarted` finishes when the first wait begins.
struct EmptyReaderConnector: CardConnector {
    let waitStarted: AsyncStream<Void>.Continuation

    func readers() async throws(CardWalletError) -> [CardReaderInfo] {
        [CardReaderInfo(name: "Empty Reader", isCardPresent: false)]
    }

    func connect() async throws(CardWalletError) -> CardSession {
        throw .noCard
    }

    func waitForCard(upTo timeout: Duration) async throws(CardWalletError) {
        waitStarted.finish()
        // No timer: an AsyncStream nobody feeds ends its iteration only when the task is cancelled.
        let (never, continuation) = AsyncStream<Never>.makeStream()
        for await _ in never {}
        continuation.finish()
        throw .cancelled
    }
}

@Suite("Card tab: cancelling the wait for a card")
struct CardWaitCancellationTests {
    @Test("cancelling the tab while it waits for a card ends the wait at once, as a cancellation")
    func cancelWhileWaiting() async throws {
        let (started, continuation) = AsyncStream<Void>.makeStream()
        let service = CardService(connector: EmptyReaderConnector(waitStarted: continuation))
        let running = Task {
            try await runScripted(
                CardTab(service: service, deadline: .seconds(600)),
                [.choose("card.menu", "Status"), .choose("card.menu", "Quit wallet")])
        }
        for await _ in started {}
        running.cancel()
        await #expect(throws: CancellationError.self) { _ = try await running.value }
    }
}
