/// Everything the server handled, in arrival order (§5), including what it refused: results that
/// were duplicates or over the cap still show up here, so a test can see a replayed login's
/// refusal even though its key already had a result.
public enum CallbackServerEvent: Sendable, Hashable {
    case login(key: String, LoginOutcome)
    case notification(key: String, ReceivedNotification)
    case callback(key: String, ReceivedCallback)
    /// A request answered with an HTTP error status or a reply `code` of 1 (unparsable body).
    case rejected(method: String, path: String, status: Int, reason: String)
}
