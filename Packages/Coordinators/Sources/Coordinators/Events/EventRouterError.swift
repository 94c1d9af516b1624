/// Why an ``EventRouter`` refused a call.
public enum EventRouterError<Key: Hashable & Sendable>: Error, Sendable, Equatable, CustomStringConvertible {
    /// An event for a key nobody expects: never issued, or already forgotten.
    case unknownKey(Key)
    /// A second event for a key that already has one.
    case duplicate(Key)
    /// An event for a key whose wait already ended (deadline, cancellation): it is not taken.
    case closed(Key)
    /// The key is already expected.
    case alreadyExpected(Key)
    /// Somebody already waits for this key; one waiter per key.
    case alreadyWaiting(Key)
    /// No event arrived within the deadline.
    case timedOut(Key, Duration)
    /// The waiting task was cancelled.
    case cancelled(Key)
    /// As many keys are open as the router holds; finish or forget some first.
    case full(capacity: Int)

    public var description: String {
        switch self {
        case .unknownKey(let key): return "no flow expects an event for \(key)"
        case .duplicate(let key): return "an event for \(key) was already delivered; a second one is refused"
        case .closed(let key): return "the wait for \(key) already ended; the event comes too late"
        case .alreadyExpected(let key): return "\(key) is already expected"
        case .alreadyWaiting(let key): return "a flow already waits for \(key)"
        case .timedOut(let key, let limit): return "no event for \(key) within \(limit)"
        case .cancelled(let key): return "the wait for \(key) was cancelled"
        case .full(let capacity): return "the router already holds \(capacity) open keys"
        }
    }
}
