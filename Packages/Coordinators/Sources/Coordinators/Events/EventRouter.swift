/// Hands an outside event — a deeplink callback by `uuID`, a card inserted in a reader — to the
/// flow that waits for it, by key.
///
/// A flow first ``expect(_:)``s a key (before it shows the QR code, so a fast answer is not
/// lost), then ``wait(for:timeout:)``s; whoever receives the event ``deliver(_:for:)``s it.
/// Every wait has a deadline on the router's clock; an event for a key nobody expects, a second
/// event for a key, and an event after its wait ended are refused to the sender with a typed
/// error. Open keys are capped, and closed ones are remembered only up to a bound, so a flood of
/// keys cannot grow the router without limit.
public actor EventRouter<Key: Hashable & Sendable, Event: Sendable> {
    private enum Slot {
        case expected
        case delivered(Event)
        case waiting(
            token: UInt64, continuation: CheckedContinuation<Result<Event, EventRouterError<Key>>, Never>,
            timer: Task<Void, Never>)
    }

    private enum Closure {
        case consumed
        case abandoned
    }

    private let clock: any Clock<Duration>
    /// The most keys open at once.
    public let capacity: Int
    private var slots: [Key: Slot] = [:]
    private var closed: [Key: Closure] = [:]
    private var closedOrder: [Key] = []
    private var closedHead = 0
    private var nextToken: UInt64 = 0

    /// A router whose deadlines run on `clock`, holding at most `capacity` open keys and
    /// remembering four times as many closed ones (to tell a duplicate from an unknown key).
    public init(clock: any Clock<Duration> = ContinuousClock(), capacity: Int = 1024) {
        self.clock = clock
        self.capacity = max(1, capacity)
    }

    /// Opens `key`: from now on one event for it is accepted.
    public func expect(_ key: Key) throws(EventRouterError<Key>) {
        guard slots[key] == nil, closed[key] == nil else { throw .alreadyExpected(key) }
        guard slots.count < capacity else { throw .full(capacity: capacity) }
        slots[key] = .expected
    }

    /// Hands `event` to the flow waiting for `key`, or keeps it until the flow waits.
    public func deliver(_ event: Event, for key: Key) throws(EventRouterError<Key>) {
        guard let slot = slots[key] else {
            switch closed[key] {
            case .consumed: throw .duplicate(key)
            case .abandoned: throw .closed(key)
            case nil: throw .unknownKey(key)
            }
        }
        switch slot {
        case .expected:
            slots[key] = .delivered(event)
        case .delivered:
            throw .duplicate(key)
        case .waiting(_, let continuation, let timer):
            timer.cancel()
            close(key, as: .consumed)
            continuation.resume(returning: .success(event))
        }
    }

    /// Waits at most `timeout` for the event of an expected `key`, and closes the key.
    public func wait(for key: Key, timeout: Duration) async throws(EventRouterError<Key>) -> Event {
        guard let slot = slots[key] else {
            throw closed[key] == nil ? .unknownKey(key) : .closed(key)
        }
        switch slot {
        case .delivered(let event):
            close(key, as: .consumed)
            return event
        case .waiting:
            throw .alreadyWaiting(key)
        case .expected:
            break
        }
        if Task.isCancelled {
            close(key, as: .abandoned)
            throw .cancelled(key)
        }
        nextToken += 1
        let token = nextToken
        let clock = self.clock
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation {
                (continuation: CheckedContinuation<Result<Event, EventRouterError<Key>>, Never>) in
                let timer = Task {
                    do {
                        try await clock.sleep(for: timeout)
                    } catch {
                        return
                    }
                    self.end(key, token: token, with: .timedOut(key, timeout))
                }
                slots[key] = .waiting(token: token, continuation: continuation, timer: timer)
            }
        } onCancel: {
            Task { await self.end(key, token: token, with: .cancelled(key)) }
        }
        return try result.get()
    }

    /// Closes `key` without an event; a later event for it is refused as ``EventRouterError/closed(_:)``.
    /// A flow waiting for it gets ``EventRouterError/cancelled(_:)``.
    public func forget(_ key: Key) {
        guard let slot = slots[key] else { return }
        close(key, as: .abandoned)
        if case .waiting(_, let continuation, let timer) = slot {
            timer.cancel()
            continuation.resume(returning: .failure(.cancelled(key)))
        }
    }

    /// How many keys are open (expected, delivered or waited for).
    public var openKeys: Int { slots.count }

    private func end(_ key: Key, token: UInt64, with error: EventRouterError<Key>) {
        guard case .waiting(let waiting, let continuation, let timer)? = slots[key], waiting == token else { return }
        timer.cancel()
        close(key, as: .abandoned)
        continuation.resume(returning: .failure(error))
    }

    private func close(_ key: Key, as closure: Closure) {
        slots[key] = nil
        closed[key] = closure
        closedOrder.append(key)
        // Remember at most four times the capacity of closed keys: the oldest are forgotten first.
        if closedOrder.count - closedHead > 4 * capacity {
            closed[closedOrder[closedHead]] = nil
            closedHead += 1
            if closedHead > closedOrder.count / 2 {
                closedOrder.removeFirst(closedHead)
                closedHead = 0
            }
        }
    }
}
