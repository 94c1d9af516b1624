import Synchronization
import WalletApp

/// A reader that starts empty. Connecting fails with "no card" until someone waits for a card:
/// then, as a user answering the tab's "insert a card", the card goes in — or, with
/// `arrives: false`, the wait ends as a PC/SC wait does at its deadline. Counts the waits.
final class InsertedCardConnector: CardConnector {
    let emulated: EmulatedCardConnector
    let arrives: Bool
    private let state = Mutex((present: false, waits: 0))

    init(_ emulated: EmulatedCardConnector, arrives: Bool = true) {
        self.emulated = emulated
        self.arrives = arrives
    }

    var waits: Int { state.withLock { $0.waits } }

    func readers() async throws(CardWalletError) -> [CardReaderInfo] {
        [CardReaderInfo(name: "Test Reader", isCardPresent: state.withLock { $0.present })]
    }

    func connect() async throws(CardWalletError) -> CardSession {
        guard state.withLock({ $0.present }) else { throw .noCard }
        return try await emulated.connect()
    }

    func waitForCard(upTo timeout: Duration) async throws(CardWalletError) {
        let arrived = state.withLock { state in
            state.waits += 1
            if arrives { state.present = true }
            return state.present
        }
        if !arrived { throw .noCardArrived(seconds: timeout.components.seconds) }
    }

    var knownActivationData: CardActivationData? { emulated.knownActivationData }
}
