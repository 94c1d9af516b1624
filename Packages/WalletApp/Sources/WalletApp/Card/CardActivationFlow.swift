import Coordinators

/// The card tab's "Activate": a confirmation ("card.activate.confirm", activation resets the
/// wallet keys on the card), the new PIN twice ("card.newPin", "card.newPin.again"), for a real
/// card its activation password, common secret and IV in hex ("card.password",
/// "card.commonSecret", "card.iv"), then activation and the card's new state on "card.activated".
///
/// Going back on any screen cancels without touching the card. Two PINs that differ are asked
/// again, at most three times.
public struct CardActivationFlow: Coordinator {
    public let service: CardService
    /// The most the card may take.
    public let deadline: Duration

    public init(service: CardService, deadline: Duration = CardTab.defaultDeadline) {
        self.service = service
        self.deadline = deadline
    }

    public var name: String { "Activate" }

    /// How many times the two new PINs may differ before activation is given up.
    static let pinRounds = 3

    /// Completed with the card's status after activation; cancelled when the user went back or
    /// a failure was shown.
    public func run(in context: FlowContext) async throws -> CoordinationResult<CardStatusReport> {
        let confirmation = Confirmation(
            id: "card.activate.confirm", title: "Activate the card",
            message: "Activation resets the wallet keys on the card: it makes a new seed and sets a new PIN. Continue?")
        guard try await context.present(confirmation).value == true else { return .cancelled }
        guard let newPin = try await askNewPin(in: context) else { return .cancelled }
        var activationData: CardActivationData?
        if service.needsActivationData {
            guard let typed = try await askActivationData(in: context) else { return .cancelled }
            activationData = typed
        }
        let service = self.service
        let data = activationData
        guard
            let report = try await context.runCardOperation(
                "activating the card", service: service, deadline: deadline,
                {
                    () async throws(CardWalletError) in try await service.activate(newPin: newPin, activationData: data)
                })
        else { return .cancelled }
        _ = try await context.present(
            Notice(
                id: "card.activated", title: "Card activated",
                message: "The card is activated with the new PIN, and this wallet keeps its HMAC key.\n" + report.text))
        return .completed(report)
    }

    /// The new PIN, typed twice the same; nil when the user went back or the PINs kept differing
    /// (then said on "card.error").
    private func askNewPin(in context: FlowContext) async throws -> SecretText? {
        let first = SecretPrompt(
            id: "card.newPin", title: "New PIN", message: "4 digits", validate: CardInputRules.pinProblem)
        let again = SecretPrompt(
            id: "card.newPin.again", title: "New PIN again", message: "the same 4 digits",
            validate: CardInputRules.pinProblem)
        for round in 1...Self.pinRounds {
            guard let pin = try await context.present(first).value,
                let repeated = try await context.present(again).value
            else { return nil }
            if pin == repeated { return pin }
            if round < Self.pinRounds { await context.note("the two PINs differ: type the new PIN again") }
        }
        try await context.showCardError(.pinsDiffer)
        return nil
    }

    /// A real card's activation password, common secret and IV, typed as hex; nil when the user
    /// went back.
    private func askActivationData(in context: FlowContext) async throws -> CardActivationData? {
        let password = SecretPrompt(
            id: "card.password", title: "Activation password",
            message: "256 hex digits (128 bytes), from the card's envelope"
        ) {
            CardInputRules.hexSecretProblem($0, byteCount: 128, name: "activation password")
        }
        let commonSecret = SecretPrompt(
            id: "card.commonSecret", title: "Common secret",
            message: "64 hex digits (32 bytes), from the card's envelope"
        ) {
            CardInputRules.hexSecretProblem($0, byteCount: 32, name: "common secret")
        }
        let iv = SecretPrompt(
            id: "card.iv", title: "Initial vector (IV)",
            message: "32 hex digits (16 bytes), from the card's envelope"
        ) {
            CardInputRules.hexSecretProblem($0, byteCount: 16, name: "IV")
        }
        guard let passwordHex = try await context.present(password).value,
            let commonSecretHex = try await context.present(commonSecret).value,
            let ivHex = try await context.present(iv).value
        else { return nil }
        do throws(CardWalletError) {
            return try CardActivationData(passwordHex: passwordHex, commonSecretHex: commonSecretHex, ivHex: ivHex)
        } catch {
            try await context.showCardError(error)
            return nil
        }
    }
}
