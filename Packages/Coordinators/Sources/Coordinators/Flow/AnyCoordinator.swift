/// Any coordinator with a given result type, so flows of different types can sit in one list
/// (the tabs of a home screen).
public struct AnyCoordinator<Result: Sendable>: Coordinator {
    public let name: String
    private let body: @Sendable (FlowContext) async throws -> Result

    /// Wraps `coordinator`; its name stays the name of the flow.
    public init<Wrapped: Coordinator>(_ coordinator: Wrapped) where Wrapped.Result == Result {
        self.name = coordinator.name
        self.body = { context in try await coordinator.run(in: context) }
    }

    /// A flow made of a closure, named `name`.
    public init(name: String, run: @escaping @Sendable (FlowContext) async throws -> Result) {
        self.name = name
        self.body = run
    }

    public func run(in context: FlowContext) async throws -> Result {
        try await body(context)
    }
}
