/// Why the callback server could not start, could not hand out a result, or refused to keep one.
/// `kind` names the result family (`login`, `notification`, `callback`); `key` the key asked for.
public enum CallbackServerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The listening socket could not be set up on 127.0.0.1.
    case cannotListen(port: UInt16, reason: String)
    /// Nothing arrived for `key` before the deadline (also: nobody ever sent one for that key).
    case timedOut(kind: String, key: String, after: Duration)
    /// The server was stopped while waiting, or before.
    case stopped
    /// A result for `key` had already arrived; the second one is refused, never an overwrite.
    case duplicateResult(kind: String, key: String)
    /// The result for `key` was already handed to an earlier wait.
    case alreadyClaimed(kind: String, key: String)
    /// Someone is already waiting for `key`; one waiter per key.
    case alreadyWaiting(kind: String, key: String)
    /// `capacity` results are waiting to be claimed; newer ones are refused until some are.
    case tooManyUnclaimed(kind: String, capacity: Int)
    /// The waiting task was cancelled.
    case cancelled(kind: String, key: String)

    public var description: String {
        switch self {
        case let .cannotListen(port, reason): return "cannot listen on 127.0.0.1:\(port): \(reason)"
        case let .timedOut(kind, key, after): return "no \(kind) for key \"\(Self.excerpt(key))\" within \(after)"
        case .stopped: return "the callback server is stopped"
        case let .duplicateResult(kind, key):
            return "a \(kind) for key \"\(Self.excerpt(key))\" already arrived; a second one is refused"
        case let .alreadyClaimed(kind, key): return "the \(kind) for key \"\(Self.excerpt(key))\" was already claimed"
        case let .alreadyWaiting(kind, key):
            return "someone already waits for the \(kind) of key \"\(Self.excerpt(key))\""
        case let .tooManyUnclaimed(kind, capacity):
            return "\(capacity) \(kind) results are unclaimed; newer ones are refused until some are claimed"
        case let .cancelled(kind, key): return "the wait for the \(kind) of key \"\(Self.excerpt(key))\" was cancelled"
        }
    }

    /// Keys come from the network: cut them short in messages.
    static func excerpt(_ text: String) -> String {
        text.utf8.count > 64 ? String(text.prefix(61)) + "..." : text
    }
}
