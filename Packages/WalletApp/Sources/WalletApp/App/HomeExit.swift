/// How the tabbed home ends: every tab's root menu offers both. A tab's flow returns one of these
/// only to end the whole home; everything else it does stays inside the tab.
public enum HomeExit: Sendable, Equatable {
    /// Back to the login screen.
    case logOut
    /// Close the wallet.
    case quit
}
