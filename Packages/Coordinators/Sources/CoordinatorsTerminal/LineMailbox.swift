import Synchronization

/// Lines from a producer (the standard-input thread, a test feeding lines) handed to the readers
/// that await them, in order.
///
/// A reader whose task is cancelled leaves without taking anything, so the line arrives for the
/// next reader. Lines are asked for on demand: the producer is told (``Event/lineWanted``) when a
/// reader waits with nothing buffered and no line already asked for, so a reader thread reads only
/// when someone is waiting, and exactly once per request.
///
/// The observer is called with the lock held, so what it sees is in the order things happened; it
/// must return quickly and must not call back into the mailbox.
final class LineMailbox: Sendable {
    /// One thing the producer delivers: a line, or the news that a line was too long to keep.
    enum Item: Sendable, Equatable {
        case line(String)
        case tooLong(limit: Int)
    }

    /// What happened, for the terminal that owns the mailbox.
    enum Event: Sendable, Equatable {
        /// A reader started waiting (nothing was buffered).
        case waiting(secret: Bool)
        /// A waiting reader was cancelled and left.
        case abandoned(secret: Bool)
        /// A reader got an item, or nil at the end of input. `afterWaiting` tells a line typed
        /// while the reader waited from one that was already buffered.
        case delivered(Item?, secret: Bool, afterWaiting: Bool)
        /// The producer should read one more line.
        case lineWanted
    }

    /// The readers waiting right after an event.
    struct Status: Sendable, Equatable {
        let waiting: Int
        let secretWaiting: Bool
    }

    private struct Waiter {
        let id: UInt64
        let secret: Bool
        let continuation: CheckedContinuation<Item?, any Error>
    }

    private struct State {
        var buffered: [Item] = []
        var ended = false
        var waiters: [Waiter] = []
        var lineRequested = false
        var nextID: UInt64 = 0

        var status: LineMailbox.Status {
            LineMailbox.Status(waiting: waiters.count, secretWaiting: waiters.contains { $0.secret })
        }
    }

    private let state = Mutex(State())
    private let observe: @Sendable (Event, Status) -> Void

    init(observe: @escaping @Sendable (Event, Status) -> Void = { _, _ in }) {
        self.observe = observe
    }

    /// The next item, or nil at the end of input. Throws `CancellationError` when the calling task
    /// is cancelled, leaving every item for the readers after it.
    func receive(secret: Bool) async throws -> Item? {
        let id = state.withLock { state in
            state.nextID += 1
            return state.nextID
        }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Item?, any Error>) in
                state.withLock { state in
                    // Checked under the lock: a cancellation before this point is seen here, one
                    // after it finds the waiter below and removes it.
                    if Task.isCancelled {
                        continuation.resume(throwing: CancellationError())
                        return
                    }
                    if !state.buffered.isEmpty {
                        let item = state.buffered.removeFirst()
                        observe(.delivered(item, secret: secret, afterWaiting: false), state.status)
                        continuation.resume(returning: item)
                        return
                    }
                    if state.ended {
                        observe(.delivered(nil, secret: secret, afterWaiting: false), state.status)
                        continuation.resume(returning: nil)
                        return
                    }
                    state.waiters.append(Waiter(id: id, secret: secret, continuation: continuation))
                    observe(.waiting(secret: secret), state.status)
                    if !state.lineRequested {
                        state.lineRequested = true
                        observe(.lineWanted, state.status)
                    }
                }
            }
        } onCancel: {
            state.withLock { state in
                guard let index = state.waiters.firstIndex(where: { $0.id == id }) else { return }
                let waiter = state.waiters.remove(at: index)
                observe(.abandoned(secret: waiter.secret), state.status)
                waiter.continuation.resume(throwing: CancellationError())
            }
        }
    }

    /// Hands `item` to the longest-waiting reader, or keeps it for the next one.
    func post(_ item: Item) {
        state.withLock { state in
            guard !state.ended else { return }
            state.lineRequested = false
            if state.waiters.isEmpty {
                state.buffered.append(item)
            } else {
                let waiter = state.waiters.removeFirst()
                observe(.delivered(item, secret: waiter.secret, afterWaiting: true), state.status)
                waiter.continuation.resume(returning: item)
            }
            if !state.waiters.isEmpty {
                state.lineRequested = true
                observe(.lineWanted, state.status)
            }
        }
    }

    /// Ends the input: every reader waiting now, and every reader after the buffered items, gets nil.
    func end() {
        state.withLock { state in
            guard !state.ended else { return }
            state.ended = true
            let waiters = state.waiters
            state.waiters = []
            for waiter in waiters {
                observe(.delivered(nil, secret: waiter.secret, afterWaiting: true), state.status)
                waiter.continuation.resume(returning: nil)
            }
        }
    }

    /// The readers waiting now.
    var status: Status {
        state.withLock { $0.status }
    }
}
