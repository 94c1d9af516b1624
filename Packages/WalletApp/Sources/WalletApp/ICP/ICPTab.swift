import Coordinators

/// The ICP tab of the home: identities, balance, transfer, and the home's exits.
///
/// Everything but the exits stays inside the tab: a flow that ends or fails comes back to the
/// root menu (``ICPScreenID/menu``). Dismissing the root menu shows it again; three dismissals in
/// a row end the tab with ``HomeExit/quit``, since a presenter whose input ended (a closed
/// terminal) dismisses every screen and would otherwise be asked forever.
public struct ICPTab: Coordinator {
    public let service: ICPService
    public let identities: ICPIdentityStore

    public init(service: ICPService, identities: ICPIdentityStore) {
        self.service = service
        self.identities = identities
    }

    public var name: String { "ICP" }

    /// How many dismissals of the root menu in a row end the tab.
    public static let dismissalsToQuit = 3

    private enum Choice: Sendable {
        case identities
        case balance
        case transfer
        case exit(HomeExit)
    }

    public func run(in context: FlowContext) async throws -> HomeExit {
        let menu = Menu<Choice>(
            id: ICPScreenID.menu, title: "ICP",
            message: "ledger \(service.connection.ledger) at \(service.connection.baseURL.absoluteString)",
            options: [.init("Identities", .identities), .init("Balance", .balance), .init("Transfer", .transfer)]
                + TabMenu.exits(Choice.exit))
        var dismissals = 0
        while dismissals < Self.dismissalsToQuit {
            switch try await context.present(menu) {
            case .dismissed:
                dismissals += 1
            case .outcome(.exit(let exit)):
                return exit
            case .outcome(.identities):
                dismissals = 0
                try await context.coordinate(to: ICPIdentitiesFlow(store: identities))
            case .outcome(.balance):
                dismissals = 0
                _ = try await context.coordinate(to: ICPBalanceFlow(service: service, identities: identities))
            case .outcome(.transfer):
                dismissals = 0
                _ = try await context.coordinate(to: ICPTransferFlow(service: service, identities: identities))
            }
        }
        return .quit
    }
}
