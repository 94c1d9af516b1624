import PCSC
import TonCard

extension TonCardReaderSelection {
    /// How long one wait on pcscd lasts at most before the reader list is read again: readers
    /// plugged in while waiting are not in the list a status wait watches, so the list is re-read
    /// this often. Card arrivals in known readers end the wait at once.
    static let readerListRefresh: Duration = .seconds(1)

    /// The spec's reader choice, but instead of failing at once with no card (210001) or no reader
    /// (210003) it waits up to `timeout` for a card to arrive — in the named reader, or in any
    /// reader, a newly plugged one included — and connects to it: TonNfcClientSwift's invitation
    /// dialog, for a PC/SC reader.
    ///
    /// - Throws: `TonCardError.transport(.cardNotDetected)` (210001) whose details say that no
    ///   card arrived in the time given; `.cancelled` (20000) when the task is cancelled, which
    ///   ends the wait at once; 210000 when pcscd stops; 210004 for a named reader pcscd does not
    ///   list (a typo is not waited out).
    public static func connect(
        context: PCSCContext, reader: String?, waitingUpTo timeout: Duration, operation: TonCardOperation
    ) async throws(TonCardError) -> PCSCCard {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while true {
            if Task.isCancelled { throw .cancelled(operation: operation) }
            let statuses = try await statuses(context: context, operation: operation)
            if let chosen = try readyReader(in: statuses, reader: reader, operation: operation) {
                do {
                    return try await context.connect(to: chosen)
                } catch {
                    let failure = connectionError(error, reader: chosen, operation: operation)
                    // Pulled out between the look and the connection: wait for the next one.
                    guard case .transport(.cardNotDetected, _, _) = failure else { throw failure }
                }
            }
            let remaining = deadline - clock.now
            guard remaining > .zero else {
                throw .transport(
                    .cardNotDetected, details: "no card arrived within \(describe(timeout))", operation: operation)
            }
            let watched = reader.map { name in statuses.filter { $0.reader == name } } ?? statuses
            try await waitForChange(
                of: watched, context: context, slice: min(remaining, readerListRefresh), operation: operation)
        }
    }

    /// The reader to connect to now, or nil while the one wanted holds no card.
    private static func readyReader(
        in statuses: [ReaderStatus], reader: String?, operation: TonCardOperation
    ) throws(TonCardError) -> String? {
        if let reader {
            guard let status = statuses.first(where: { $0.reader == reader }) else {
                throw .transport(.readerNotFound, details: reader, operation: operation)
            }
            return status.isCardPresent ? reader : nil
        }
        return statuses.first(where: \.isCardPresent)?.reader
    }

    /// One bounded wait for pcscd to report a change; its timeout is simply the next look.
    private static func waitForChange(
        of statuses: [ReaderStatus], context: PCSCContext, slice: Duration, operation: TonCardOperation
    ) async throws(TonCardError) {
        do {
            if statuses.isEmpty {
                _ = try await context.waitForReaderListChange(from: [], timeout: slice)
            } else {
                _ = try await context.waitForStatusChange(of: statuses, timeout: slice)
            }
        } catch is CancellationError {
            throw .cancelled(operation: operation)
        } catch let error as PCSCError {
            if error.code == .timeout { return }
            if error.code == .cancelled, Task.isCancelled { throw .cancelled(operation: operation) }
            throw TransportErrorMapping.map(error, operation: operation)
        } catch {
            throw .transport(.unexpected, details: "\(error)", operation: operation)
        }
    }

    private static func describe(_ duration: Duration) -> String {
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        return seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
    }
}
