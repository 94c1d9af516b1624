import Clocks
import Coordinators
import CoordinatorsTesting
import Testing
import TonCard
import WalletApp

@Suite("Card tab: the menu, failures and deadlines")
struct CardTabTests {
    @Test("the menu has the card's entries, then the home's exits")
    func menu() async throws {
        let bench = try await CardTestBench()
        defer { bench.remove() }
        let run = try await runScripted(CardTab(service: bench.service), [.choose("card.menu", "Log out")])
        #expect(run.result == .logOut)
        guard case .shown("card.menu", let path, .menu(_, _, let options))? = run.transcript.first else {
            Issue.record("the tab did not start with its menu: \(run.transcript)")
            return
        }
        #expect(path == FlowPath(["Card"]))
        #expect(
            options == ["Status", "Activate", "Verify PIN", "Public key", "Sign", "Keychain", "Log out", "Quit wallet"])
    }

    @Test("three dismissals of the menu in a row end the tab with quit")
    func dismissalsQuit() async throws {
        let bench = try await CardTestBench()
        defer { bench.remove() }
        let run = try await runScripted(
            CardTab(service: bench.service),
            [
                .dismiss("card.menu"), .dismiss("card.menu"), .choose("card.menu", "Status"),
                .answer("card.status", .acknowledged),
                .dismiss("card.menu"), .dismiss("card.menu"), .dismiss("card.menu"),
            ])
        #expect(run.result == .quit)
        #expect(run.unusedSteps.isEmpty)
        #expect(run.lifetime.isClean)
    }

    @Test(
        "on a card that is not activated, every operation that needs it says to activate it first, and the tab goes on")
    func notActivated() async throws {
        let bench = try await CardTestBench()
        defer { bench.remove() }
        let run = try await runScripted(
            CardTab(service: bench.service),
            [
                .choose("card.menu", "Public key"), .answer("card.hdIndex", .text("")),
                .answer("card.error", .acknowledged),
                .choose("card.menu", "Verify PIN"), .answer("card.pin", .text("5555")),
                .answer("card.error", .acknowledged),
                .choose("card.menu", "Sign"), .answer("card.message", .text("hello")),
                .answer("card.pin", .text("5555")),
                .answer("card.error", .acknowledged),
                .choose("card.menu", "Keychain"), .answer("card.error", .acknowledged),
                .choose("card.menu", "Quit wallet"),
            ])
        #expect(run.result == .quit)
        #expect(run.unusedSteps.isEmpty)
        #expect(run.lifetime.isClean, "\(run.lifetime)")
        let errors = run.notices("card.error")
        #expect(errors.count == 4)
        #expect(errors.allSatisfy { $0 == CardWalletError.notActivated.description })
        #expect(errors.allSatisfy { $0.contains("activate it first") })
        // Nothing reached the PIN counters.
        #expect(bench.connector.card.status.remainingPinTries == 10)
    }

    @Test("a card waiting for activation with a seed (state 27) is also 'activate it first'")
    func waitingWithSeed() async throws {
        let bench = try await CardTestBench()
        defer { bench.remove() }
        // generateSeedAndGetHashes seeds the CoinManager and leaves the applet in state 27.
        _ = try await bench.directClient().generateSeedAndGetHashes()
        #expect(try await bench.service.status().appletState == .waitingForAuthentication)
        await #expect(throws: CardWalletError.notActivated) { _ = try await bench.service.publicKey() }
        await #expect(throws: CardWalletError.notActivated) { _ = try await bench.service.keychain() }
    }

    @Test("a card that does not answer ends at the deadline with a sentence, and the tab goes on")
    func deadline() async throws {
        let service = CardService(connector: StalledCardConnector())
        let run = try await runScripted(
            CardTab(service: service, deadline: .seconds(7)),
            [
                .choose("card.menu", "Status"), .answer("card.error", .acknowledged),
                .choose("card.menu", "Quit wallet"),
            ],
            clock: ImmediateClock())
        #expect(run.result == .quit)
        #expect(run.notices("card.error") == [CardWalletError.timedOut(seconds: 7).description])
        #expect(run.transcript.contains(.status(.working("reading the card"), path: FlowPath(["Card", "Status"]))))
        #expect(run.lifetime.isClean, "\(run.lifetime)")
    }

    @Test("every error is one line that starts a sentence")
    func sentences() {
        let errors: [CardWalletError] = [
            .pcscUnavailable, .noReader, .readerNotFound("R"), .noCard, .cardRemoved, .connectionFailed(details: "d"),
            .notActivated, .alreadyActivated, .notPersonalized, .keyDeletionUnfinished, .wrongPin(triesLeft: 1),
            .wrongPin(triesLeft: nil), .pinBlocked, .cardBlocked, .missingHMACKey, .hmacKeyMismatch,
            .keyStoreUnavailable,
            .keyStoreFailed(details: "d"), .activationDataMismatch, .activationDataRequired, .invalidInput("r"),
            .pinsDiffer,
            .emulatorUnavailable(details: "d"), .timedOut(seconds: 3), .cancelled,
            .cardRefused(instruction: "SIGN", statusWord: "6F04", message: "m"), .wrongState("s"),
            .unexpectedResponse("m"),
            .wrongCard, .internalError("m"),
        ]
        for error in errors {
            #expect(error.description.first?.isUppercase == true, "\(error)")
            #expect(!error.description.contains("\n"), "\(error)")
        }
        #expect(CardWalletError.wrongPin(triesLeft: 1).description.contains("1 try left"))
    }
}
