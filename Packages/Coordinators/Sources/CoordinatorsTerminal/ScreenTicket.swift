/// One screen's place with the ``DisplayQueue``: from the moment it asks for the display until it
/// releases it.
struct ScreenTicket: Sendable, Hashable {
    /// What waits for the display, which decides who may push whom aside.
    enum Kind: Sendable {
        /// A screen waiting for one answer.
        case screen
        /// A view model's screen, up until the user or the flow ends it: it steps aside for a
        /// screen of its own tab that needs an answer.
        case viewModel
    }

    let id: UInt64
    /// The tab the screen belongs to; nil outside the tabs.
    let tab: String?
    let kind: Kind
}
