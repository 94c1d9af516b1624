import Coordinators

/// One scripted answer of a ``ScriptedPresenter``: for the next showing of the screen with this
/// id, what the user does.
public struct ScriptStep: Sendable {
    enum Action: Sendable {
        case answer(@Sendable (ScreenForm) -> ScreenAnswer)
        case choose(String)
        case dismiss
        case inputs([ScreenAnswer], thenDismiss: Bool)
        case hold
    }

    /// A screen that must have been shown so many times before this step answers.
    struct Condition: Sendable {
        let screen: String
        let shown: Int
    }

    /// The screen or view model id this step answers.
    public let screen: String
    let action: Action
    var condition: Condition?

    init(screen: String, action: Action, condition: Condition? = nil) {
        self.screen = screen
        self.action = action
        self.condition = condition
    }

    /// The same step, answered only once `screen` has been shown `times` times in all (by any
    /// flow): flows running at once (tabs) then act in a fixed order — the tab that quits
    /// waits until the others have done their part.
    public func after(_ screen: String, shown times: Int = 1) -> ScriptStep {
        var step = self
        step.condition = Condition(screen: screen, shown: times)
        return step
    }

    /// Show the screen and keep it up without answering until its flow is cancelled: for a tab
    /// that has done its part while another tab ends the home.
    public static func hold(_ screen: String) -> ScriptStep {
        ScriptStep(screen: screen, action: .hold)
    }

    /// Answer the screen with `answer`.
    public static func answer(_ screen: String, _ answer: ScreenAnswer) -> ScriptStep {
        ScriptStep(screen: screen, action: .answer { _ in answer })
    }

    /// Answer the screen with what `respond` makes of the form shown (to type back a value the
    /// screen displays, say).
    public static func answer(_ screen: String, with respond: @escaping @Sendable (ScreenForm) -> ScreenAnswer)
        -> ScriptStep
    {
        ScriptStep(screen: screen, action: .answer(respond))
    }

    /// Choose the menu entry labelled `label` (the label must be on the menu when it is shown).
    public static func choose(_ screen: String, _ label: String) -> ScriptStep {
        ScriptStep(screen: screen, action: .choose(label))
    }

    /// Dismiss the screen (the user went back).
    public static func dismiss(_ screen: String) -> ScriptStep {
        ScriptStep(screen: screen, action: .dismiss)
    }

    /// For a view model: send these answers as inputs one by one, then keep the screen up until
    /// the flow ends it, or dismiss it when `thenDismiss`.
    public static func inputs(_ screen: String, _ answers: [ScreenAnswer], thenDismiss: Bool = false) -> ScriptStep {
        ScriptStep(screen: screen, action: .inputs(answers, thenDismiss: thenDismiss))
    }
}
