import Coordinators

/// What came of asking a screen's question once.
enum TerminalReply: Sendable {
    /// An answer for the screen to take or refuse.
    case answer(ScreenAnswer)
    /// The user left the screen (`:back`, `b`, end of input).
    case dismissed
    /// The line could not be used; say why and ask again.
    case refused(String)
    /// The commands were listed; ask again.
    case helped
    /// Another tab took the display; this screen waits until its tab is back.
    case switchedTab
    /// A screen needing an answer came in while a view model waited: let it go first.
    case steppedAside
}
