import APDU
import PCSC

/// Turns what a `CardChannel` throws into the spec's errors (§10.2 type 21, G12): PC/SC codes by
/// meaning, a closed channel as a removed card, cancellation as 20000. The details carry
/// pcsc-lite's own text (`SCardTransmit failed: Card was removed. (SCARD_W_REMOVED_CARD,
/// 0x80100069)`) and never APDU data.
enum TransportErrorMapping {
    static func map(_ error: any Error, operation: TonCardOperation) -> TonCardError {
        if let error = error as? TonCardError { return error }
        if error is CancellationError { return .cancelled(operation: operation) }
        if let error = error as? CardProtocolError {
            if error == .channelClosed { return .transport(.cardRemoved, details: "", operation: operation) }
            return .transport(.transmitFailed, details: error.description, operation: operation)
        }
        guard let error = error as? PCSCError else {
            return .transport(.unexpected, details: String(describing: error), operation: operation)
        }
        let details = error.description
        if error.function == "SCardBeginTransaction" {
            return .transport(.transactionFailed, details: details, operation: operation)
        }
        switch error.code {
        case .cancelled, .systemCancelled:
            return .cancelled(operation: operation)
        case .noService, .serviceStopped, .invalidHandle:
            return .transport(.serviceUnavailable, details: details, operation: operation)
        case .timeout:
            return .transport(.cardNotDetected, details: details, operation: operation)
        case .sharingViolation, .unresponsiveCard, .unpoweredCard, .unsupportedCard, .protocolMismatch:
            return .transport(.cardNotConnected, details: details, operation: operation)
        case .noReadersAvailable:
            return .transport(.noReaders, details: details, operation: operation)
        case .unknownReader:
            return .transport(.readerNotFound, details: details, operation: operation)
        case .removedCard, .resetCard, .noSmartCard:
            // Inside an operation the card was connected, so an absent card means it left.
            return .transport(.cardRemoved, details: details, operation: operation)
        case .communicationDataLost, .communicationError, .notTransacted, .insufficientBuffer:
            return .transport(.transmitFailed, details: details, operation: operation)
        default:
            return .transport(.unexpected, details: details, operation: operation)
        }
    }
}
