/// A tabbed home: every tab's flow runs at once, each under its own path (`Home/ICP`,
/// `Home/Card`), and the first tab to finish ends the others and the home with its result (a tab
/// that logs out, say). A tab that should stay open simply does not return.
///
/// The presenter decides how tabs share the user's attention: a terminal shows one tab's screen
/// at a time and lets the user switch; a test script answers each tab's screens in any order.
public struct Tabs<Result: Sendable>: Coordinator {
    public let name: String
    public let tabs: [AnyCoordinator<Result>]

    public init(name: String = "Tabs", tabs: [AnyCoordinator<Result>]) {
        self.name = name
        self.tabs = tabs
    }

    /// The tabs' names, in order.
    public var titles: [String] { tabs.map(\.name) }

    public func run(in context: FlowContext) async throws -> Result {
        guard !tabs.isEmpty else { throw FlowError.nothingToRun(path: context.path) }
        return try await context.first(of: tabs).result
    }
}
