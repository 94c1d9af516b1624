import ICPAgent

/// Canisters that a ``ReplicaSimulator`` does not hold as Swift methods but asks for: a host
/// answers messages to the canisters it has (and to the management canister, if it implements
/// one), and the certified state under `canister/<id>/…` that `read_state` reads. The simulator
/// calls it under its own lock, one request at a time, so a host never calls back into the
/// simulator.
public protocol SimulatedCanisterHost: AnyObject, Sendable {
    /// Runs `call`, or answers nil when this host has no canister `call.canister`.
    func run(_ call: SimulatedCall) -> SimulatedOutcome?

    /// The certified state at `path` (which starts `canister`, the canister's id, then a name
    /// such as `module_hash`, `controllers`, `certified_data` or `metadata` and a metadata name),
    /// as read by `reader`; nil when this host has no such canister.
    func certifiedState(at path: [[UInt8]], reader: Principal) -> SimulatedStateAnswer?

    /// Runs what is due at `time` (timers, heartbeats); the simulator calls it before each request.
    func runPeriodicTasks(at time: UInt64)
}

/// A host's answer to a `read_state` path.
public enum SimulatedStateAnswer: Sendable {
    /// The leaves to certify (none when the path names nothing, such as an empty canister's
    /// module hash).
    case leaves([(path: [[UInt8]], value: [UInt8])])
    /// The reader may not read it (private metadata read by a non-controller): the request is
    /// refused with 403 and this reason.
    case forbidden(String)
}
