import Coordinators

extension FlowContext {
    /// Runs one card operation the way every card screen does: `progress` shown while the card
    /// works, the whole operation under `deadline` on the context's clock, and a failure shown on
    /// the "card.error" notice as its sentence. Returns nil after showing a failure, so the flow
    /// goes back to the tab's menu.
    ///
    /// Cancellation of the flow is not a failure to show: it is thrown on.
    func runCardOperation<Value: Sendable>(
        _ progress: String, deadline: Duration,
        _ operation: @escaping @Sendable () async throws(CardWalletError) -> Value
    ) async throws -> Value? {
        do {
            return try await withProgress(progress) {
                try await withDeadline(deadline) { try await operation() }
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

    /// The "card.error" notice: the sentence, acknowledged or dismissed alike.
    func showCardError(_ error: CardWalletError) async throws {
        _ = try await present(Notice(id: "card.error", title: "Card error", message: error.description))
    }
}
