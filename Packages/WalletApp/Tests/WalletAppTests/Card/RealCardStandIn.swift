import WalletApp

/// The emulated card behind a connector that, like a reader with a real card, does not know the
/// card's activation data: the activation flow must ask for it.
struct RealCardStandIn: CardConnector {
    let emulated: EmulatedCardConnector

    init(_ emulated: EmulatedCardConnector) {
        self.emulated = emulated
    }

    func readers() async throws(CardWalletError) -> [CardReaderInfo] {
        try await emulated.readers()
    }

    func connect() async throws(CardWalletError) -> CardSession {
        try await emulated.connect()
    }
}
