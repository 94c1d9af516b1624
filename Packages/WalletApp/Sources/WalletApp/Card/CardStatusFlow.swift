import Coordinators

/// The card tab's "Status": reads the card ("reading the card") and shows the reader, the applet
/// state in words, the serial number, the PIN tries left and whether this wallet holds the card's
/// HMAC key on the "card.status" notice.
public struct CardStatusFlow: Coordinator {
    public let service: CardService
    /// The most the card may take.
    public let deadline: Duration

    public init(service: CardService, deadline: Duration = CardTab.defaultDeadline) {
        self.service = service
        self.deadline = deadline
    }

    public var name: String { "Status" }

    /// Completed with what was shown; cancelled after a failure was shown on "card.error".
    public func run(in context: FlowContext) async throws -> CoordinationResult<CardStatusReport> {
        let service = self.service
        guard
            let report = try await context.runCardOperation(
                "reading the card", service: service, deadline: deadline,
                {
                    () async throws(CardWalletError) in try await service.status()
                })
        else { return .cancelled }
        _ = try await context.present(Notice(id: "card.status", title: "Card status", message: report.text))
        return .completed(report)
    }
}
