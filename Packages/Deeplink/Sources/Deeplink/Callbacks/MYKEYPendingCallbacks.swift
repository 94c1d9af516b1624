/// Requests waiting for a MYKEY-route callback, keyed by `callBackId` (§3.2 step 4). Unlike
/// MK-and, which clears every pending callback after any dispatch, several may be in flight.
public struct MYKEYPendingCallbacks: Sendable, Hashable {
    private var pending: [String: DeeplinkAction] = [:]

    public init() {}

    /// Registers a request sent with `callbackID`.
    public mutating func register(callbackID: String, action: DeeplinkAction) {
        pending[callbackID] = action
    }

    /// Whether `callbackID` is pending.
    public func contains(_ callbackID: String) -> Bool { pending[callbackID] != nil }

    public var count: Int { pending.count }

    /// Parses `url` and removes its request from the pending set.
    ///
    /// - Returns: the callback and the action of the request it answers.
    /// - Throws: ``DeeplinkError/unknownCallbackID(_:)`` for an id that is not pending (nothing is
    ///   removed), or the parse errors of `MYKEYCallback(parsing:)`.
    public mutating func resolve(_ url: String, limits: DeeplinkLimits = .default) throws(DeeplinkError)
        -> (callback: MYKEYCallback, action: DeeplinkAction)
    {
        let callback = try MYKEYCallback(parsing: url, limits: limits)
        guard let action = pending.removeValue(forKey: callback.callbackID) else {
            throw .unknownCallbackID(callback.callbackID)
        }
        return (callback, action)
    }
}
