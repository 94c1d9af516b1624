import PCSC
import TonCard

/// The spec's reader choice (§10.2, G12): the configured reader when one is named (210004 when
/// pcscd does not list it), else the first listed reader with a card present (210003 when there
/// are no readers, 210001 when none holds a card). PC/SC being down is 210000.
///
/// `choose(from:reader:operation:)` is the rule on its own, so it can be tested without pcscd;
/// `connect(context:reader:operation:)` applies it to what pcscd reports and opens the card.
public enum TonCardReaderSelection {
    /// Picks the reader to use from the readers pcscd lists, in its order.
    ///
    /// - Parameters:
    ///   - statuses: every reader pcscd lists, with its state.
    ///   - reader: the configured reader name, or nil to take the first with a card.
    ///   - operation: the operation the failure is reported for.
    /// - Returns: the chosen reader's name. A named reader is returned even when it is empty:
    ///   connecting then reports the missing card (210001) with pcscd's own details.
    public static func choose(
        from statuses: [ReaderStatus], reader: String?, operation: TonCardOperation
    ) throws(TonCardError) -> String {
        if let reader {
            guard statuses.contains(where: { $0.reader == reader }) else {
                throw .transport(.readerNotFound, details: reader, operation: operation)
            }
            return reader
        }
        guard !statuses.isEmpty else { throw .transport(.noReaders, details: "", operation: operation) }
        guard let first = statuses.first(where: \.isCardPresent) else {
            throw .transport(.cardNotDetected, details: "", operation: operation)
        }
        return first.reader
    }

    /// Asks pcscd for its readers, chooses one by the rule above and connects to its card.
    public static func connect(
        context: PCSCContext, reader: String?, operation: TonCardOperation
    ) async throws(TonCardError) -> PCSCCard {
        let statuses = try await statuses(context: context, operation: operation)
        let chosen = try choose(from: statuses, reader: reader, operation: operation)
        do {
            return try await context.connect(to: chosen)
        } catch {
            throw connectionError(error, reader: chosen, operation: operation)
        }
    }

    /// Every reader pcscd lists, in its order, with its state; none is an empty list.
    public static func statuses(context: PCSCContext, operation: TonCardOperation) async throws(TonCardError)
        -> [ReaderStatus]
    {
        let names: [String]
        do {
            names = try context.readers()
        } catch {
            throw TransportErrorMapping.map(error, operation: operation)
        }
        guard !names.isEmpty else { return [] }
        do {
            return try await context.status(of: names)
        } catch {
            throw TransportErrorMapping.map(error, operation: operation)
        }
    }

    /// Connecting happens before any operation, so an absent card is "not detected" (210001),
    /// not "removed during the operation" (210005) as the operation-time mapping says.
    static func connectionError(_ error: PCSCError, reader: String, operation: TonCardOperation) -> TonCardError {
        switch error.code {
        case .noSmartCard?, .removedCard?:
            return .transport(.cardNotDetected, details: "", operation: operation)
        case .unknownReader?:
            return .transport(.readerNotFound, details: reader, operation: operation)
        case .noService?, .serviceStopped?, .invalidHandle?, .noReadersAvailable?:
            return TransportErrorMapping.map(error, operation: operation)
        default:
            return .transport(.cardNotConnected, details: error.description, operation: operation)
        }
    }
}
