import Coordinators

/// The card tab's "Keychain": the keys in the card's keychain (index, length, HMAC prefix) and its
/// totals (keys, bytes occupied, bytes free) on "card.keychain".
public struct CardKeychainFlow: Coordinator {
    public let service: CardService
    /// The most the card may take.
    public let deadline: Duration

    public init(service: CardService, deadline: Duration = CardTab.defaultDeadline) {
        self.service = service
        self.deadline = deadline
    }

    public var name: String { "Keychain" }

    /// Completed with the keychain shown; cancelled after a failure was shown.
    public func run(in context: FlowContext) async throws -> CoordinationResult<CardKeychain> {
        let service = self.service
        guard
            let keychain = try await context.runCardOperation(
                "reading the keychain", service: service, deadline: deadline,
                {
                    () async throws(CardWalletError) in try await service.keychain()
                })
        else { return .cancelled }
        _ = try await context.present(Notice(id: "card.keychain", title: "Keychain", message: keychain.text))
        return .completed(keychain)
    }
}
