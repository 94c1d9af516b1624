import Coordinators

/// The EOS tab: the account the login verified, and the way out of the home.
public struct EOSTab: Coordinator {
    public let session: EOSSession

    public init(session: EOSSession) {
        self.session = session
    }

    public var name: String { "EOS" }

    private enum Choice: Sendable {
        case account
        case exit(HomeExit)
    }

    public func run(in context: FlowContext) async throws -> HomeExit {
        let menu = Menu<Choice>(
            id: "eos.menu", title: "EOS — \(session.account)",
            options: [.init("Account", .account)] + TabMenu.exits(Choice.exit))
        var dismissals = 0
        // A presenter whose input ended dismisses every screen: three in a row end the tab.
        while dismissals < 3 {
            switch try await context.present(menu) {
            case .outcome(.account):
                dismissals = 0
                _ = try await context.present(
                    Notice(
                        id: "eos.account", title: "EOS account",
                        message:
                            "account \(session.account)\npermission \(session.permission)\nkey \(session.publicKey)\nverified against the chain when you logged in"
                    ))
            case .outcome(.exit(let exit)):
                return exit
            case .dismissed:
                dismissals += 1
            }
        }
        return .quit
    }
}
