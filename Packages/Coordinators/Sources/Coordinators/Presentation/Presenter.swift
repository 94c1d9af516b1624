/// Shows screens and view models to someone and reports what they did.
///
/// Implementations: a terminal (lines and prompts), a scripted presenter in tests
/// (`CoordinatorsTesting`), an app's UI layer. Flows never know which one they talk to.
public protocol Presenter: Sendable {
    /// Shows `screen` for the flow at `path` and returns the user's outcome or their dismissal.
    /// Throws when the flow is cancelled while the screen is up, or when the presenter cannot show
    /// it.
    func present<S: Screen>(_ screen: S, at path: FlowPath) async throws -> Presentation<S.Outcome>

    /// Shows `viewModel` for the flow at `path` until the calling task is cancelled: draws its
    /// form, turns each answer into an input with ``ViewModel/input(for:)`` and sends it.
    /// Returns when the user dismisses the screen.
    func attach<Model: ViewModel>(_ viewModel: Model, at path: FlowPath) async throws

    /// Shows a status that needs no answer: progress beginning or ending, a short note.
    func show(_ status: FlowStatus, at path: FlowPath) async
}

/// A status line: shown, never answered.
public enum FlowStatus: Sendable, Equatable {
    /// Work began that the user waits for (the network, the card).
    case working(String)
    /// That work ended.
    case done
    /// A short note.
    case note(String)
}
