import Coordinators

/// The TON card tab of the wallet's home: the "card.menu" with Status, Activate, Verify PIN,
/// Public key, Sign and Keychain, then the home's exits (``TabMenu/exits(_:)``).
///
/// Each entry runs its flow (``CardStatusFlow``, ``CardActivationFlow``, ``CardVerifyPinFlow``,
/// ``CardPublicKeyFlow``, ``CardSignFlow``, ``CardKeychainFlow``) and comes back to the menu; a
/// card failure is shown on "card.error" and the tab goes on. Every card operation runs under
/// ``deadline``.
///
/// The tab ends only to end the home: with the exit the user chose, or with `.quit` after three
/// dismissals of the menu in a row — what a presenter whose input has ended does forever.
public struct CardTab: Coordinator {
    /// How long one card operation may take by default: activation of a real card, the slowest,
    /// takes a few seconds.
    public static let defaultDeadline: Duration = .seconds(30)
    /// Menu dismissals in a row that end the tab with `.quit`.
    public static let dismissalsToQuit = 3

    public let service: CardService
    /// The most one card operation may take.
    public let deadline: Duration

    public init(service: CardService, deadline: Duration = CardTab.defaultDeadline) {
        self.service = service
        self.deadline = deadline
    }

    public var name: String { "Card" }

    private enum Choice: Sendable {
        case status, activate, verifyPin, publicKey, sign, keychain
        case exit(HomeExit)
    }

    public func run(in context: FlowContext) async throws -> HomeExit {
        let menu = Menu<Choice>(
            id: "card.menu", title: "TON card",
            options: [
                .init("Status", .status), .init("Activate", .activate), .init("Verify PIN", .verifyPin),
                .init("Public key", .publicKey), .init("Sign", .sign), .init("Keychain", .keychain),
            ] + TabMenu.exits(Choice.exit))
        var dismissals = 0
        while dismissals < Self.dismissalsToQuit {
            switch try await context.present(menu) {
            case .dismissed:
                dismissals += 1
            case .outcome(.exit(let exit)):
                return exit
            case .outcome(let choice):
                dismissals = 0
                try await run(choice, in: context)
            }
        }
        return .quit
    }

    private func run(_ choice: Choice, in context: FlowContext) async throws {
        switch choice {
        case .status: _ = try await context.coordinate(to: CardStatusFlow(service: service, deadline: deadline))
        case .activate: _ = try await context.coordinate(to: CardActivationFlow(service: service, deadline: deadline))
        case .verifyPin: _ = try await context.coordinate(to: CardVerifyPinFlow(service: service, deadline: deadline))
        case .publicKey: _ = try await context.coordinate(to: CardPublicKeyFlow(service: service, deadline: deadline))
        case .sign: _ = try await context.coordinate(to: CardSignFlow(service: service, deadline: deadline))
        case .keychain: _ = try await context.coordinate(to: CardKeychainFlow(service: service, deadline: deadline))
        case .exit: break
        }
    }
}
