extension FlowContext {
    /// Shows `screen` and returns the user's outcome or their dismissal.
    public func present<S: Screen>(_ screen: S) async throws -> Presentation<S.Outcome> {
        try Task.checkCancellation()
        return try await presenter.present(screen, at: path)
    }

    /// Runs `operation` with a progress status shown (`working` before, `done` after, also when
    /// it throws), for waits on the network or the card.
    public func withProgress<Value: Sendable>(
        _ message: String, _ operation: () async throws -> Value
    ) async rethrows -> Value {
        await presenter.show(.working(message), at: path)
        do {
            let value = try await operation()
            await presenter.show(.done, at: path)
            return value
        } catch {
            await presenter.show(.done, at: path)
            throw error
        }
    }

    /// Shows a short note that needs no answer.
    public func note(_ message: String) async {
        await presenter.show(.note(message), at: path)
    }
}
