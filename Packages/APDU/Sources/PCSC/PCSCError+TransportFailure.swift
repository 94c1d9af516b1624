import APDU

/// PC/SC's codes sorted into the transport-neutral kinds, so a card client needs no PC/SC
/// import to tell a removed card from a stopped service.
extension PCSCError: CardTransportFailure {
    public var transportFailureKind: CardTransportFailureKind {
        // A failed SCardBeginTransaction is a transaction failure, unless it failed because the
        // card left or was reset: that is what happened to the operation, and what a card client
        // must report (the TON card's 210005), not a contention for the card.
        if function == "SCardBeginTransaction" {
            switch code {
            case .removedCard, .noSmartCard: return .cardRemoved
            case .resetCard: return .cardReset
            default: return .transactionFailed
            }
        }
        switch code {
        case .cancelled, .systemCancelled: return .cancelled
        case .noService, .serviceStopped, .invalidHandle: return .serviceUnavailable
        case .noReadersAvailable: return .noReaders
        case .unknownReader: return .readerNotFound
        case .noSmartCard: return .noCard
        case .removedCard: return .cardRemoved
        case .resetCard: return .cardReset
        case .sharingViolation, .unresponsiveCard, .unpoweredCard, .unsupportedCard, .protocolMismatch:
            return .cardUnusable
        case .timeout: return .timedOut
        case .communicationDataLost, .communicationError, .notTransacted, .insufficientBuffer:
            return .communicationFailed
        default: return .other
        }
    }
}
