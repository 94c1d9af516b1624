/// Where the wallet's TON card is: a reader through PC/SC (``PCSCCardConnector``) or the emulator
/// of `wallet --local` (``EmulatedCardConnector``). ``CardService`` connects once per operation
/// and disconnects when it is done, so a card can be swapped between two operations.
public protocol CardConnector: Sendable {
    /// The readers this connector can see, each with whether a card is in it.
    ///
    /// - Throws: ``CardWalletError`` (``CardWalletError/pcscUnavailable`` when pcscd does not answer).
    func readers() async throws(CardWalletError) -> [CardReaderInfo]

    /// Connects to the card and returns a client for it; the caller ends it with
    /// ``CardSession/disconnect()``.
    ///
    /// - Throws: ``CardWalletError``: no reader, no card, the emulator cannot start…
    func connect() async throws(CardWalletError) -> CardSession

    /// The card's activation password, common secret and IV when the connector knows them (the
    /// emulator is provisioned with them); nil for a real card, whose owner types them.
    var knownActivationData: CardActivationData? { get }
}

extension CardConnector {
    public var knownActivationData: CardActivationData? { nil }
}
