import TonCard

/// A connected card: the typed `TonCard` client for it, the reader it sits in, and the way to let
/// it go. One session serves one operation of ``CardService``.
public struct CardSession: Sendable {
    /// The client, with the wallet's HMAC key store.
    public let card: TonCard
    /// The reader's name, for the status screen.
    public let reader: String
    private let release: @Sendable () async -> Void

    /// - Parameters:
    ///   - card: the client over the connected channel.
    ///   - reader: the reader's name.
    ///   - disconnect: ends the connection; called once, after the operation, failed or not.
    public init(card: TonCard, reader: String, disconnect: @escaping @Sendable () async -> Void) {
        self.card = card
        self.reader = reader
        self.release = disconnect
    }

    /// Ends the connection. The card stays powered in its reader; nothing of the session is kept.
    public func disconnect() async {
        await release()
    }
}
