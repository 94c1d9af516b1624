/// What went wrong underneath a ``CardChannel``, in terms any transport can report: PC/SC, a
/// vpcd socket, NFC or a test double.
///
/// Clients of a card (the TON card's, say) turn transport errors into their own error codes.
/// Matching on one transport's error type would tie them to that transport; a transport's error
/// conforms to ``CardTransportFailure`` instead and says which of these it is.
public enum CardTransportFailureKind: Sendable, Hashable, CaseIterable {
    /// The transport's own wait was cancelled (by the user or the service).
    case cancelled
    /// The smart-card service is not running, stopped, or lost the connection's handle.
    case serviceUnavailable
    /// No reader is attached.
    case noReaders
    /// The named reader does not exist.
    case readerNotFound
    /// The reader holds no card.
    case noCard
    /// The card left the reader.
    case cardRemoved
    /// The card was reset under this connection.
    case cardReset
    /// A card is present but cannot be used: shared elsewhere, unresponsive, unpowered,
    /// unsupported, or speaking another protocol.
    case cardUnusable
    /// The transport gave up waiting.
    case timedOut
    /// The transport could not begin an exclusive transaction with the card.
    case transactionFailed
    /// Bytes were lost or the link failed while exchanging them.
    case communicationFailed
    /// Anything else the transport reports.
    case other
}

/// An error a card transport throws that says which ``CardTransportFailureKind`` it is.
public protocol CardTransportFailure: Error, CustomStringConvertible {
    /// The transport-neutral kind of this failure.
    var transportFailureKind: CardTransportFailureKind { get }
}
