import CPCSCLite

extension PCSCContext {
    /// What pcscd reports about `readers` now, without waiting.
    public func status(of readers: [String]) async throws -> [ReaderStatus] {
        try await StatusChangeWait(scope: scope, readers: readers.map { ($0, 0) }, timeout: .zero).run()
    }

    /// Waits until the state of one of `readers` differs from the one given (pass what `status(of:)`
    /// or the previous wait returned) and returns the new states of all of them. `timeout` nil
    /// waits for as long as it takes; when it passes, throws `PCSCError` with code `.timeout`.
    /// Cancelling the task ends the wait at once with `CancellationError`.
    public func waitForStatusChange(of readers: [ReaderStatus], timeout: Duration?) async throws -> [ReaderStatus] {
        try await StatusChangeWait(
            scope: scope, readers: readers.map { ($0.reader, $0.eventState) }, timeout: timeout
        ).run()
    }

    /// Waits until a card is in `reader` (returns at once if one is) and returns the reader's
    /// status, with the card's ATR. Throws `PCSCError` `.unknownReader` for a reader pcscd does not
    /// know, `.timeout` when `timeout` passes, `CancellationError` when the task is cancelled.
    public func waitForCard(in reader: String, timeout: Duration?) async throws -> ReaderStatus {
        try await waitUntil(reader, timeout: timeout) { $0.isCardPresent }
    }

    /// Waits until `reader` is empty (returns at once if it is); errors as `waitForCard`.
    public func waitForCardRemoval(from reader: String, timeout: Duration?) async throws -> ReaderStatus {
        try await waitUntil(reader, timeout: timeout) { $0.flags.contains(.empty) }
    }

    /// Waits until the set of readers differs from `known` (a reader plugged in or out) and
    /// returns the new list. Errors as `waitForCard`.
    public func waitForReaderListChange(from known: [String], timeout: Duration?) async throws -> [String] {
        let clock = ContinuousClock()
        let deadline = timeout.map { clock.now + $0 }
        // pcsc-lite keeps the reader count in the high 16 bits of the pseudo-reader's state and
        // reports a change when it differs from the count passed in; "unaware" alone never does.
        var notification = ReaderStatus(
            reader: plugAndPlayReaderName, flags: [], eventCount: known.count, answerToReset: [])
        while true {
            let now = try readers()
            if Set(now) != Set(known) { return now }
            let remaining = try timeRemaining(until: deadline, clock: clock, reader: plugAndPlayReaderName)
            notification = try await waitForStatusChange(of: [notification], timeout: remaining)[0]
        }
    }

    /// Every change of `reader`'s state, starting with the current one, until the consumer stops
    /// iterating or the task is cancelled. Ends by throwing when the reader goes away or pcscd
    /// fails.
    public func statusChanges(of reader: String) -> AsyncThrowingStream<ReaderStatus, any Error> {
        AsyncThrowingStream { continuation in
            let watcher = Task {
                do {
                    var current = try await status(of: [reader])[0]
                    while !Task.isCancelled {
                        if current.flags.contains(.unknown) {
                            throw PCSCError(.unknownReader, function: "SCardGetStatusChange", reader: reader)
                        }
                        continuation.yield(current)
                        current = try await waitForStatusChange(of: [current], timeout: nil)[0]
                    }
                    continuation.finish()
                } catch is CancellationError {
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in watcher.cancel() }
        }
    }

    private func waitUntil(
        _ reader: String, timeout: Duration?, _ satisfied: (ReaderStatus) -> Bool
    ) async throws -> ReaderStatus {
        let clock = ContinuousClock()
        let deadline = timeout.map { clock.now + $0 }
        var current = try await status(of: [reader])[0]
        while true {
            if current.flags.contains(.unknown) {
                throw PCSCError(.unknownReader, function: "SCardGetStatusChange", reader: reader)
            }
            if satisfied(current) { return current }
            let remaining = try timeRemaining(until: deadline, clock: clock, reader: reader)
            current = try await waitForStatusChange(of: [current], timeout: remaining)[0]
        }
    }

    /// The time left before `deadline` (nil: no deadline), or the timeout error once none is left.
    private func timeRemaining(
        until deadline: ContinuousClock.Instant?, clock: ContinuousClock, reader: String
    ) throws(PCSCError) -> Duration? {
        guard let deadline else { return nil }
        let remaining = deadline - clock.now
        if remaining <= .zero { throw PCSCError(.timeout, function: "SCardGetStatusChange", reader: reader) }
        return remaining
    }
}
