/// Bounds on what the server keeps for its callers.
public struct ServerResultLimits: Sendable, Hashable {
    /// Results of one family (logins, notifications, callbacks) kept before anyone claims them;
    /// past this new results are refused (reply code 4, HTTP 503 for callbacks), never the oldest
    /// dropped.
    public var unclaimedResults: Int
    /// Events kept in ``CallbackServer/events`` while nobody reads them (the newest are kept).
    public var bufferedEvents: Int

    public init(unclaimedResults: Int = 256, bufferedEvents: Int = 1_024) {
        self.unclaimedResults = max(1, unclaimedResults)
        self.bufferedEvents = max(1, bufferedEvents)
    }

    public static let `default` = ServerResultLimits()
}
