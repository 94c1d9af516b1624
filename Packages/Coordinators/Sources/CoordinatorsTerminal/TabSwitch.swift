/// What came of asking to switch to another tab.
enum TabSwitch: Sendable, Equatable {
    /// The tab is active; its waiting screen has the display.
    case switched
    /// The tab has no screen waiting (its flow is busy): nothing to show there yet.
    case nothingWaiting(tab: String)
    /// That tab is the one shown.
    case alreadyActive(tab: String)
}
