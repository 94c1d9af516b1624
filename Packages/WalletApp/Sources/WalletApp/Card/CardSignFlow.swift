import Coordinators

/// The card tab's "Sign": the message on "card.message" (text, or `hex:` and its bytes), the PIN on
/// "card.pin", then the card's signature on the default path in hex on "card.signature", with the
/// wallet's own check of it against the card's public key.
public struct CardSignFlow: Coordinator {
    public let service: CardService
    /// The most the card may take.
    public let deadline: Duration

    public init(service: CardService, deadline: Duration = CardTab.defaultDeadline) {
        self.service = service
        self.deadline = deadline
    }

    public var name: String { "Sign" }

    /// Completed with the signature shown; cancelled when the user went back or a failure was shown.
    public func run(in context: FlowContext) async throws -> CoordinationResult<CardSignature> {
        let messagePrompt = TextPrompt(
            id: "card.message", title: "Message to sign",
            message: "text (signed as UTF-8), or \(CardMessage.hexPrefix) followed by the bytes in hex",
            validate: CardInputRules.messageProblem)
        guard let typed = try await context.present(messagePrompt).value else { return .cancelled }
        let message: CardMessage
        switch CardMessage.parse(typed) {
        case .success(let parsed):
            message = parsed
        case .failure(let problem):
            try await context.showCardError(.invalidInput(problem.reason))
            return .cancelled
        }
        let pinPrompt = SecretPrompt(
            id: "card.pin", title: "PIN", message: "the card's 4-digit PIN", validate: CardInputRules.pinProblem)
        guard let pin = try await context.present(pinPrompt).value else { return .cancelled }
        let service = self.service
        guard
            let signature = try await context.runCardOperation(
                "signing on the card", service: service, deadline: deadline,
                {
                    () async throws(CardWalletError) in try await service.sign(message.bytes, pin: pin)
                })
        else { return .cancelled }
        _ = try await context.present(Notice(id: "card.signature", title: "Signature", message: signature.text))
        return .completed(signature)
    }
}
