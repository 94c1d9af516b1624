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

    /// Returns once a card is in the reader — at once when one is there — so that an operation
    /// that found none can be tried again: the tab's "insert a card".
    ///
    /// - Throws: ``CardWalletError/noCardArrived(seconds:)`` when `timeout` passes first,
    ///   ``CardWalletError/cancelled`` when the task is cancelled, and what ``connect()`` throws
    ///   for a reader that is not there.
    func waitForCard(upTo timeout: Duration) async throws(CardWalletError)

    /// The card's activation password, common secret and IV when the connector knows them (the
    /// emulator is provisioned with them); nil for a real card, whose owner types them.
    var knownActivationData: CardActivationData? { get }
}

extension CardConnector {
    public var knownActivationData: CardActivationData? { nil }

    /// For a connector whose card cannot come and go while the wallet runs (the emulator): a
    /// card is there exactly when connecting works, so this connects, disconnects, and fails
    /// as connecting does.
    public func waitForCard(upTo timeout: Duration) async throws(CardWalletError) {
        let session = try await connect()
        await session.disconnect()
    }
}
