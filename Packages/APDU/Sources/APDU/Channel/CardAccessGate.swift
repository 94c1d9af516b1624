import Synchronization

/// First-come, first-served exclusive access to one card for tasks, the building block of
/// `CardChannel.withTransaction` in channel implementations.
///
/// The gate is reentrant for the task that holds it: each holding gets a token, recorded in a
/// task-local value, so code inside a transaction (and tasks it starts, which inherit task-local
/// values) may call the channel again without deadlocking on itself, while every other task waits.
/// The token is only honoured while its holding lasts, so a task that outlives the transaction
/// queues like any other. Waiting is cancellable.
public final class CardAccessGate: Sendable {
    @TaskLocal private static var heldTokens: [ObjectIdentifier: UInt64] = [:]
    /// Tokens are unique across gates, so a stale token cannot match a later gate that happens to
    /// reuse a freed gate's address (its ObjectIdentifier).
    private static let tokens = Atomic<UInt64>(0)

    private struct State {
        /// The token of the current holding, nil when the gate is open.
        var holder: UInt64?
        /// Waiters in arrival order.
        var waiters: [(ticket: UInt64, continuation: CheckedContinuation<Void, any Error>)] = []
    }

    private enum WaitOutcome {
        case acquired, cancelled, queued
    }

    private let state = Mutex(State())

    public init() {}

    /// Whether the current task (or a task it descends from) is inside this gate.
    public var isHeldByCurrentTask: Bool {
        guard let token = Self.heldTokens[ObjectIdentifier(self)] else { return false }
        return state.withLock { $0.holder == token }
    }

    /// Runs `body` with the gate held, waiting first if another task holds it. Throws
    /// `CancellationError` if the task is cancelled while waiting.
    public func withExclusiveAccess<Result>(_ body: () async throws -> Result) async throws -> Result {
        if isHeldByCurrentTask { return try await body() }
        let token = try await acquire()
        defer { release() }
        var tokens = Self.heldTokens
        tokens[ObjectIdentifier(self)] = token
        return try await Self.$heldTokens.withValue(tokens) {
            try await body()
        }
    }

    /// Waits for the gate and returns the token of the new holding.
    private func acquire() async throws -> UInt64 {
        let ticket = Self.tokens.add(1, ordering: .relaxed).newValue
        let isImmediate = state.withLock { state -> Bool in
            guard state.holder == nil else { return false }
            state.holder = ticket
            return true
        }
        if isImmediate { return ticket }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                // Looked at again under the lock: the holder may have left since the first look,
                // and a waiter queued behind an open gate would never be woken.
                let outcome = state.withLock { state -> WaitOutcome in
                    if state.holder == nil {
                        state.holder = ticket
                        return .acquired
                    }
                    if Task.isCancelled { return .cancelled }
                    state.waiters.append((ticket, continuation))
                    return .queued
                }
                switch outcome {
                case .acquired: continuation.resume()
                case .cancelled: continuation.resume(throwing: CancellationError())
                case .queued: break
                }
            }
        } onCancel: {
            let cancelled = state.withLock { state -> CheckedContinuation<Void, any Error>? in
                guard let index = state.waiters.firstIndex(where: { $0.ticket == ticket }) else { return nil }
                return state.waiters.remove(at: index).continuation
            }
            cancelled?.resume(throwing: CancellationError())
        }
        return ticket
    }

    /// Hands the gate to the longest waiter (its ticket becomes the holding's token), or opens it.
    private func release() {
        let next = state.withLock { state -> CheckedContinuation<Void, any Error>? in
            if state.waiters.isEmpty {
                state.holder = nil
                return nil
            }
            let next = state.waiters.removeFirst()
            state.holder = next.ticket
            return next.continuation
        }
        next?.resume()
    }
}
