/// One flow of an app: shows screens through its context's presenter, starts child flows, and
/// ends with a typed result.
///
/// A coordinator is a value. It lives exactly as long as its `run(in:)` call: a parent starts a
/// child with ``FlowContext/coordinate(to:)`` and awaits its result, so a child that ended is gone
/// with nothing to remove — there is no list of children to keep in step, and no way to leak one.
///
/// A flow the user can abandon returns ``CoordinationResult``, `.cancelled` or its value.
public protocol Coordinator<Result>: Sendable {
    associatedtype Result: Sendable

    /// The flow's name in paths (`App/Login/Scan`), in lifetime reports and in test scripts.
    /// Defaults to the type's name.
    var name: String { get }

    /// Runs the flow to its end. Cancellation of the calling task reaches it and every child.
    func run(in context: FlowContext) async throws -> Result
}

extension Coordinator {
    public var name: String { String(describing: Self.self) }
}
