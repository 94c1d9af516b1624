import WalletApp

/// A reader that never answers: connecting waits until the operation is cancelled, as a hung
/// pcscd would make it wait until the deadline.
struct StalledCardConnector: CardConnector {
    func readers() async throws(CardWalletError) -> [CardReaderInfo] {
        try await waitForCancellation()
    }

    func connect() async throws(CardWalletError) -> CardSession {
        try await waitForCancellation()
    }

    private func waitForCancellation<Value>() async throws(CardWalletError) -> Value {
        // No timer: an AsyncStream nobody feeds ends its iteration only when the task is cancelled.
        let (never, continuation) = AsyncStream<Never>.makeStream()
        for await _ in never {}
        continuation.finish()
        throw .cancelled
    }
}
