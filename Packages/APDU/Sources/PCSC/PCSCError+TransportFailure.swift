import APDU

/// PC/SC's codes sorted into the transport-neutral kinds, so a card client needs no PC/SC
/// import to tell a removed card from a stopped service.
extension PCSCError: CardTransportFailure {
    public var transportFailureKind: CardTransportFailureKind {
        // A failed SCardBeginTransaction is a transaction failure whatever its code says.
        if function == "SCardBeginTransaction" { return .transactionFailed }
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
