import APDU

/// Turns what a `CardChannel` throws into the spec's errors (§10.2 type 21, G12): transport
/// failures by kind (``CardTransportFailure``, so any transport works, PC/SC included), a closed
/// channel as a removed card, cancellation as 20000. The details carry the transport's own text
/// (pcsc-lite's: `SCardTransmit failed: Card was removed. (SCARD_W_REMOVED_CARD, 0x80100069)`)
/// and never APDU data.
package enum TransportErrorMapping {
    package static func map(_ error: any Error, operation: TonCardOperation) -> TonCardError {
        if let error = error as? TonCardError { return error }
        if error is CancellationError { return .cancelled(operation: operation) }
        if let error = error as? CardProtocolError {
            if error == .channelClosed { return .transport(.cardRemoved, details: "", operation: operation) }
            return .transport(.transmitFailed, details: error.description, operation: operation)
        }
        guard let failure = error as? any CardTransportFailure else {
            return .transport(.unexpected, details: String(describing: error), operation: operation)
        }
        let details = failure.description
        switch failure.transportFailureKind {
        case .transactionFailed:
            return .transport(.transactionFailed, details: details, operation: operation)
        case .cancelled:
            return .cancelled(operation: operation)
        case .serviceUnavailable:
            return .transport(.serviceUnavailable, details: details, operation: operation)
        case .timedOut:
            return .transport(.cardNotDetected, details: details, operation: operation)
        case .cardUnusable:
            return .transport(.cardNotConnected, details: details, operation: operation)
        case .noReaders:
            return .transport(.noReaders, details: details, operation: operation)
        case .readerNotFound:
            return .transport(.readerNotFound, details: details, operation: operation)
        case .cardRemoved, .cardReset, .noCard:
            // Inside an operation the card was connected, so an absent card means it left.
            return .transport(.cardRemoved, details: details, operation: operation)
        case .communicationFailed:
            return .transport(.transmitFailed, details: details, operation: operation)
        case .other:
            return .transport(.unexpected, details: details, operation: operation)
        }
    }
}
