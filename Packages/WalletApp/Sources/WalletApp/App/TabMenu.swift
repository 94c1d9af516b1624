import Coordinators

/// The entries every tab's root menu ends with, so each tab leaves the home the same way.
public enum TabMenu {
    /// The last two entries of a tab's root menu: log out, quit.
    public static func exits<Choice: Sendable>(_ wrap: (HomeExit) -> Choice) -> [Menu<Choice>.Option] {
        [.init("Log out", wrap(.logOut)), .init("Quit wallet", wrap(.quit))]
    }
}
