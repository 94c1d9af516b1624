/// What a running flow works with: the presenter that shows its screens, the dependencies handed
/// down from the top, the clock its deadlines use, and its place in the tree.
///
/// A context is a value handed to ``Coordinator/run(in:)``. Children get a copy that knows their
/// path; ``adding(_:as:)`` gives a child more dependencies without the parent seeing them.
public struct FlowContext: Sendable {
    /// Shows screens and view models; a terminal, a test script or an app's UI layer.
    public let presenter: any Presenter
    /// Values injected at the top, read by type with ``dependency(_:)``.
    public let dependencies: FlowDependencies
    /// The clock deadlines are measured on; a test clock in tests, so nothing sleeps.
    public let clock: any Clock<Duration>
    /// This flow's place in the tree.
    public let path: FlowPath
    /// Told when flows start and end and when view models are attached (lifetime tracking, logs).
    public let observer: (any FlowObserver)?

    /// A root context: flows started here get paths from their own names.
    public init(
        presenter: any Presenter,
        dependencies: FlowDependencies = FlowDependencies(),
        clock: any Clock<Duration> = ContinuousClock(),
        observer: (any FlowObserver)? = nil
    ) {
        self.init(presenter: presenter, dependencies: dependencies, clock: clock, path: FlowPath(), observer: observer)
    }

    init(
        presenter: any Presenter, dependencies: FlowDependencies, clock: any Clock<Duration>, path: FlowPath,
        observer: (any FlowObserver)?
    ) {
        self.presenter = presenter
        self.dependencies = dependencies
        self.clock = clock
        self.path = path
        self.observer = observer
    }

    /// The same context with one more dependency, for the children started from it.
    public func adding<Value: Sendable>(_ value: Value, as type: Value.Type = Value.self) -> FlowContext {
        FlowContext(
            presenter: presenter, dependencies: dependencies.adding(value, as: type), clock: clock, path: path,
            observer: observer)
    }

    /// The same context with another presenter, for a subtree shown elsewhere.
    public func presenting(with presenter: any Presenter) -> FlowContext {
        FlowContext(presenter: presenter, dependencies: dependencies, clock: clock, path: path, observer: observer)
    }

    /// The dependency of this type, or ``FlowError/missingDependency(path:type:)``.
    public func dependency<Value>(_ type: Value.Type = Value.self) throws(FlowError) -> Value {
        guard let value = dependencies.value(of: type) else {
            throw .missingDependency(path: path, type: String(describing: type))
        }
        return value
    }

    func descending(into name: String) -> FlowContext {
        FlowContext(
            presenter: presenter, dependencies: dependencies, clock: clock, path: path.appending(name),
            observer: observer)
    }
}
