import APDU
import Coordinators
import CoordinatorsTesting
import Foundation
import TonCard
import TonCardEmulator
import WalletApp

/// One test's card: a temporary data directory holding the emulator's state file and the wallet's
/// encrypted HMAC key store, the emulated connector over them and the service. Each bench has its
/// own directory, so tests running at once never share a card.
struct CardTestBench {
    /// The PIN tests activate with.
    static let pin = "1234"
    /// SLIP-10's test-vector-1 seed: the emulator's keys are then the spec's §9.7 vectors.
    static let seed: [UInt8] = Array(0...15)
    /// pk(0) of §9.7, the default path's public key for ``seed``.
    static let defaultPathPublicKey = "CF06857A7453B195D573307DD4ECBA5B38E29F99BB2FDACC1260063AF4939836"
    /// Few PBKDF2 rounds: the store's format is the same, opening it takes no time.
    static let keyStoreRounds = 1_000
    static let passphrase = SecretText("card tab test passphrase")

    let dataDirectory: String
    let keyStore: EncryptedHMACKeyStore
    let connector: EmulatedCardConnector

    var stateFile: String { dataDirectory + "/card/toncard-emulator.json" }
    var service: CardService { CardService(connector: connector) }

    init() async throws {
        dataDirectory =
            FileManager.default.temporaryDirectory.appendingPathComponent("wallet-card-\(UUID().uuidString)").path
        keyStore = try await CardKeyStore.open(
            dataDirectory: dataDirectory, passphrase: Self.passphrase, rounds: Self.keyStoreRounds)
        connector = try EmulatedCardConnector(
            stateFile: dataDirectory + "/card/toncard-emulator.json", keyStore: keyStore, seed: Self.seed)
    }

    /// Removes the data directory.
    func remove() {
        try? FileManager.default.removeItem(atPath: dataDirectory)
    }

    /// Activates the card through the service with ``pin``.
    func activate() async throws {
        _ = try await service.activate(newPin: SecretText(Self.pin))
    }

    /// A client straight to the emulated card with the wallet's key store, for what the tab does
    /// not do itself (adding a keychain key) and to compare with what the tab shows.
    func directClient() -> TonCard {
        TonCard(channel: InProcessCardChannel(card: connector.card), keyStore: keyStore)
    }
}

/// Runs `flow` as the child of a root context, answering its screens from `script`, and keeps
/// what was shown and the lifetime report.
func runScripted<Flow: Coordinator>(
    _ flow: Flow, _ script: [ScriptStep], clock: any Clock<Duration> = ContinuousClock()
) async throws -> ScriptedRun<Flow.Result> {
    let presenter = ScriptedPresenter(script)
    let tracker = LifetimeTracker()
    let context = FlowContext(presenter: presenter, clock: clock, observer: tracker)
    let result = try await context.coordinate(to: flow)
    return ScriptedRun(
        result: result, transcript: await presenter.transcript, unusedSteps: await presenter.unusedSteps,
        lifetime: tracker.report())
}

/// A flow's run on a script: its result, what was shown, and the lifetime report.
struct ScriptedRun<Value: Sendable>: Sendable {
    let result: Value
    let transcript: [TranscriptEntry]
    /// Screen ids of script steps the flow never used (empty when it went as planned).
    let unusedSteps: [String]
    let lifetime: LifetimeReport

    /// The messages of every notice `screen` showed, in order.
    func notices(_ screen: String) -> [String] {
        transcript.compactMap { entry in
            if case .shown(screen, _, .notice(_, let message)) = entry { return message }
            return nil
        }
    }

    /// The ids of the screens shown, in order.
    var screens: [String] {
        transcript.compactMap { entry in
            if case .shown(let screen, _, _) = entry { return screen }
            return nil
        }
    }
}
