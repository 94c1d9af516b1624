/// One screen a flow shows, with the typed outcome it produces.
///
/// The screen turns the user's raw ``ScreenAnswer`` into its ``Outcome`` and refuses answers
/// that do not fit with a message, so validation lives with the screen and every presenter —
/// terminal, script, app — asks again the same way.
public protocol Screen: Sendable {
    associatedtype Outcome: Sendable

    /// A stable name: test scripts and logs refer to the screen by it.
    var id: String { get }

    /// What to show.
    var form: ScreenForm { get }

    /// The outcome for `answer`, or why it does not fit.
    func outcome(for answer: ScreenAnswer) throws(ScreenAnswerError) -> Outcome
}

/// How a screen ended: with the user's outcome, or dismissed by the user (back, Escape, end of
/// input). A dismissal is an outcome of its own, never a lost one.
public enum Presentation<Outcome: Sendable>: Sendable {
    case outcome(Outcome)
    case dismissed

    /// The outcome, or nil when dismissed.
    public var value: Outcome? {
        if case .outcome(let value) = self { return value }
        return nil
    }
}

extension Presentation: Equatable where Outcome: Equatable {}
