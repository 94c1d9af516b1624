import Coordinators

/// The card tab's "Verify PIN": the PIN on the "card.pin" secret prompt, checked by the card, then
/// "card.pinVerified", or "card.error" saying how many tries are left after a wrong one.
public struct CardVerifyPinFlow: Coordinator {
    public let service: CardService
    /// The most the card may take.
    public let deadline: Duration

    public init(service: CardService, deadline: Duration = CardTab.defaultDeadline) {
        self.service = service
        self.deadline = deadline
    }

    public var name: String { "VerifyPin" }

    /// Completed with the tries left after the accepted PIN; cancelled when the user went back
    /// or the card refused.
    public func run(in context: FlowContext) async throws -> CoordinationResult<Int> {
        let prompt = SecretPrompt(
            id: "card.pin", title: "PIN", message: "the card's 4-digit PIN", validate: CardInputRules.pinProblem)
        guard let pin = try await context.present(prompt).value else { return .cancelled }
        let service = self.service
        guard
            let tries = try await context.runCardOperation(
                "checking the PIN", service: service, deadline: deadline,
                {
                    () async throws(CardWalletError) in try await service.verifyPin(pin)
                })
        else { return .cancelled }
        _ = try await context.present(
            Notice(
                id: "card.pinVerified", title: "PIN verified",
                message: "The card accepted the PIN (\(tries) \(tries == 1 ? "try" : "tries") left)."))
        return .completed(tries)
    }
}
