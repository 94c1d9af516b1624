import Coordinators

/// What happened on a ``ScriptedPresenter``, in order: what a person would have seen and done.
public enum TranscriptEntry: Sendable, Equatable {
    case shown(screen: String, path: FlowPath, form: ScreenForm)
    case answered(screen: String, path: FlowPath, answer: ScreenAnswer)
    case dismissed(screen: String, path: FlowPath)
    case status(FlowStatus, path: FlowPath)
}
