import Coordinators

extension FlowContext {
    /// Runs one card operation the way every card screen does: `progress` shown while the card
    /// works, the whole operation under `deadline` on the context's clock, and a failure shown on
    /// the "card.error" notice as its sentence. Returns nil after showing a failure, so the flow
    /// goes back to the tab's menu.
    ///
    /// Cancellation of the flow is not a failure to show: it is thrown on.
    ///
    /// With no card in the reader (or no reader), it does what TonNfcClientSwift's invitation
    /// dialog does: shows ``insertCardMessage(deadline:)`` while waiting for a card (up to
    /// `deadline`, cancellable with the flow), then runs the operation again, once. Nothing was
    /// sent to a card before it came, so there is nothing to undo when the wait ends otherwise.
    func runCardOperation<Value: Sendable>(
        _ progress: String, service: CardService, deadline: Duration,
        _ operation: @escaping @Sendable () async throws(CardWalletError) -> Value
    ) async throws -> Value? {
        do {
            do {
                return try await timed(progress, deadline, operation)
            } catch let error as CardWalletError where error == .noCard || error == .noReader {
                try await timed(Self.insertCardMessage(deadline: deadline), deadline) {
                    () async throws(CardWalletError) in try await service.waitForCard(upTo: deadline)
                }
                return try await timed(progress, deadline, operation)
            }
        } catch let error as CardWalletError {
            if error == .cancelled { throw CancellationError() }
            try await showCardError(error)
            return nil
        } catch let error as FlowError {
            guard case .deadlineExceeded(_, let limit) = error else { throw error }
            try await showCardError(.timedOut(seconds: limit.components.seconds))
            return nil
        }
    }

    /// What the tab shows while it waits for a card.
    static func insertCardMessage(deadline: Duration) -> String {
        "insert a card: no card is on the reader (waiting up to \(deadline.components.seconds) s)"
    }

    /// One step shown as `progress`, under `deadline` on the context's clock.
    private func timed<Value: Sendable>(
        _ progress: String, _ deadline: Duration,
        _ operation: @escaping @Sendable () async throws(CardWalletError) -> Value
    ) async throws -> Value {
        try await withProgress(progress) {
            try await withDeadline(deadline) { try await operation() }
        }
    }

    /// The "card.error" notice: the sentence, acknowledged or dismissed alike.
    func showCardError(_ error: CardWalletError) async throws {
        _ = try await present(Notice(id: "card.error", title: "Card error", message: error.description))
    }
}
