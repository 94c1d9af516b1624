import ByteTools
import Coordinators
import CryptoPrimitives
import TonCard

/// The card tab's "Public key": the HD index on "card.hdIndex" (empty for the default path), then
/// the card's Ed25519 public key for that path in hex on "card.publicKey".
public struct CardPublicKeyFlow: Coordinator {
    public let service: CardService
    /// The most the card may take.
    public let deadline: Duration

    public init(service: CardService, deadline: Duration = CardTab.defaultDeadline) {
        self.service = service
        self.deadline = deadline
    }

    public var name: String { "PublicKey" }

    /// Completed with the key shown; cancelled when the user went back or a failure was shown.
    public func run(in context: FlowContext) async throws -> CoordinationResult<Ed25519.Signing.PublicKey> {
        let prompt = TextPrompt(
            id: "card.hdIndex", title: "HD index",
            message: "empty for the default path m/44'/396'/0'/0'/0', else the index in decimal digits",
            validate: CardInputRules.hdIndexProblem)
        guard let typed = try await context.present(prompt).value else { return .cancelled }
        let index: String? = typed.isEmpty ? nil : typed
        let service = self.service
        guard
            let key = try await context.runCardOperation(
                "reading the public key", service: service, deadline: deadline,
                {
                    () async throws(CardWalletError) in try await service.publicKey(hdIndex: index)
                })
        else { return .cancelled }
        _ = try await context.present(
            Notice(
                id: "card.publicKey", title: "Public key",
                message: "\(CardKeyPath.text(hdIndex: index)):\n\(Hex.encode(key.rawRepresentation, uppercase: true))"))
        return .completed(key)
    }
}
