import ICPAgent

/// One call as a simulated canister sees it.
public struct SimulatedCall: Sendable {
    /// The principal that sent it (anonymous, or the identity's, or a delegation chain's root).
    public let caller: Principal
    public let canister: Principal
    public let method: String
    /// The Candid-encoded arguments.
    public let argument: [UInt8]
    /// True for a query, false for an update call.
    public let isQuery: Bool
    /// The canister the request was routed by (the same as ``canister`` except for the
    /// management canister's calls, which name the canister they act on).
    public let effectiveCanister: Principal
    /// The replica's time when the message runs, in nanoseconds since 1970.
    public let time: UInt64
}

/// What a simulated method does with a call: reply with Candid bytes, or reject.
public enum SimulatedOutcome: Sendable {
    case reply([UInt8])
    case reject(Rejection)
}

/// A canister method written in Swift for ``ReplicaSimulator``.
public struct SimulatedMethod: Sendable {
    public let run: @Sendable (SimulatedCall) -> SimulatedOutcome

    public init(_ run: @escaping @Sendable (SimulatedCall) -> SimulatedOutcome) {
        self.run = run
    }

    /// Replies with its own argument bytes.
    public static let echo = SimulatedMethod { .reply($0.argument) }

    /// Replies with the caller's principal, `(principal)`.
    public static let whoami = SimulatedMethod { call in
        // DIDL, one type-table-free argument of type principal (0x68), then the reference.
        .reply(Array("DIDL".utf8) + [0, 1, 0x68, 1, UInt8(call.caller.bytes.count)] + call.caller.bytes)
    }
}
