/// The tabs as the tab bar shows them.
struct TabBarState: Sendable, Equatable {
    /// Every tab, in order.
    let tabs: [String]
    /// The tab shown.
    let active: String?
    /// Tabs with a screen waiting for their turn.
    let waiting: Set<String>

    /// `[ICP] | Card* | EOS  (:icp :card :eos to switch)`: the active tab in brackets, a star on
    /// tabs whose screen waits.
    var line: String {
        let names = tabs.map { tab -> String in
            if tab == active { return "[\(tab)]" }
            return waiting.contains(tab) ? "\(tab)*" : tab
        }
        let commands = tabs.map { ":" + $0.lowercased() }.joined(separator: " ")
        return names.joined(separator: " | ") + "  (\(commands) to switch)"
    }
}
