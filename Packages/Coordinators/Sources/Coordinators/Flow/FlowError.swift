/// Why a flow ended without its result.
public enum FlowError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The flow at `path` did not finish within `limit`; it and its children were cancelled.
    case deadlineExceeded(path: FlowPath, limit: Duration)
    /// A screen's outcome arrived that the flow at `path` has no way to handle.
    case unexpectedOutcome(path: FlowPath, screen: String, outcome: String)
    /// The flow at `path` needs a dependency that nobody provided.
    case missingDependency(path: FlowPath, type: String)
    /// A flow that runs children at once was given none (tabs without a tab).
    case nothingToRun(path: FlowPath)
    /// The presenter cannot show this kind of screen.
    case unsupportedScreen(path: FlowPath, screen: String)

    public var description: String {
        switch self {
        case .deadlineExceeded(let path, let limit):
            return "flow \(path) did not finish within \(limit); it and its children were cancelled"
        case .unexpectedOutcome(let path, let screen, let outcome):
            return "flow \(path) received \(outcome) from screen \(screen), which it does not expect"
        case .missingDependency(let path, let type):
            return "flow \(path) needs a \(type), and none was provided to its context"
        case .nothingToRun(let path):
            return "flow \(path) was given no child flows to run"
        case .unsupportedScreen(let path, let screen):
            return "the presenter cannot show screen \(screen) of flow \(path)"
        }
    }
}
