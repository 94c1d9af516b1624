import BigNum
import Coordinators
import ICPLedger

/// Sends ICP: picks the paying identity (``ICPChooseIdentityFlow``), asks the recipient
/// (``ICPScreenID/recipient``: an account identifier or a principal) and the amount
/// (``ICPScreenID/amount``: `1.5` or `1.5 ICP`, exact, above zero), shows amount, fee and
/// recipient to confirm (``ICPScreenID/confirm``), sends while a progress line says so, and
/// shows the block and what was verified (``ICPScreenID/receipt``). A refusal (insufficient
/// funds, an unreachable replica, an answer that failed verification, …) is one sentence on
/// ``ICPScreenID/error``, and the flow ends `.cancelled`.
public struct ICPTransferFlow: Coordinator {
    public let service: ICPService
    public let identities: ICPIdentityStore

    public init(service: ICPService, identities: ICPIdentityStore) {
        self.service = service
        self.identities = identities
    }

    public var name: String { "Transfer" }

    public func run(in context: FlowContext) async throws -> CoordinationResult<LedgerReceipt> {
        let choice = ICPChooseIdentityFlow(store: identities, title: "Send from which identity?")
        guard let payer = try await context.coordinate(to: choice).value else { return .cancelled }
        let recipientPrompt = TextPrompt(
            id: ICPScreenID.recipient, title: "Recipient",
            message: "a ledger account identifier (64 hex digits) or a principal", validate: ICPRecipient.problem)
        // The prompts' checks already parsed the text, so parsing again only fails on dismissal.
        guard let recipientText = try await context.present(recipientPrompt).value,
            let recipient = try? ICPRecipient(parsing: recipientText)
        else { return .cancelled }
        let amountPrompt = TextPrompt(
            id: ICPScreenID.amount, title: "Amount",
            message: "in ICP, e.g. 1.5 or 1.5 ICP; the fee of \(ICPService.fee) comes on top",
            validate: ICPAmountInput.problem)
        guard let amountText = try await context.present(amountPrompt).value,
            let amount = try? ICPAmountInput.parse(amountText)
        else { return .cancelled }
        let total = (try? amount + ICPService.fee).map { "\($0)" } ?? "\(amount) + \(ICPService.fee)"
        let confirmation = Confirmation(
            id: ICPScreenID.confirm, title: "Send \(amount)?",
            message:
                "amount \(amount)\nfee \(ICPService.fee)\ntotal \(total)\nto \(recipient)\nfrom \(payer.label) (principal \(payer.principal))"
        )
        guard case .outcome(true) = try await context.present(confirmation) else { return .cancelled }
        let answer: ICPVerifiedAnswer<LedgerReceipt>
        do {
            let signer = try await identities.identity(id: payer.id)
            answer = try await context.withProgress("sending") {
                try await context.withICPDeadline(
                    service.answerDeadline,
                    consequence: "the transfer may still be applied: check the balance before sending again"
                ) {
                    try await service.transfer(from: signer, to: recipient, amount: amount)
                }
            }
        } catch let error as ICPWalletError {
            try await context.presentICPError("Transfer failed", error)
            return .cancelled
        } catch let error as ICPIdentityStoreError {
            try await context.presentICPError("Transfer failed", error)
            return .cancelled
        }
        let receipt = answer.value
        let applied =
            receipt.wasAlreadyApplied ? "\n(the same transfer was already applied; it was not paid twice)" : ""
        _ = try await context.present(
            Notice(
                id: ICPScreenID.receipt, title: "Sent \(amount)",
                message:
                    "block \(receipt.blockIndex)\n\(amount) to \(recipient)\nfee \(ICPService.fee)\(applied)\n\(answer.verification)"
            ))
        return .completed(receipt)
    }
}
