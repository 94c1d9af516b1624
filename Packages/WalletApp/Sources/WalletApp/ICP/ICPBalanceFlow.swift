import BigNum
import Coordinators

/// Shows an identity's ICP balance: picks the identity (``ICPChooseIdentityFlow``), asks the
/// ledger while a progress line says so, and shows the amount, the account and what was verified
/// (``ICPScreenID/balance``). A failure is one sentence on ``ICPScreenID/error``. Ends with the
/// balance, or `.cancelled`.
public struct ICPBalanceFlow: Coordinator {
    public let service: ICPService
    public let identities: ICPIdentityStore

    public init(service: ICPService, identities: ICPIdentityStore) {
        self.service = service
        self.identities = identities
    }

    public var name: String { "Balance" }

    public func run(in context: FlowContext) async throws -> CoordinationResult<Amount> {
        let choice = ICPChooseIdentityFlow(store: identities, title: "Balance of which identity?")
        guard let chosen = try await context.coordinate(to: choice).value else { return .cancelled }
        let answer: ICPVerifiedAnswer<Amount>
        do {
            let signer = try await identities.identity(id: chosen.id)
            answer = try await context.withProgress("asking the ledger") {
                try await context.withICPDeadline(
                    service.answerDeadline, consequence: "the balance is unknown; try again"
                ) {
                    try await service.balance(of: signer)
                }
            }
        } catch let error as ICPWalletError {
            try await context.presentICPError("Could not read the balance", error)
            return .cancelled
        } catch let error as ICPIdentityStoreError {
            try await context.presentICPError("Could not read the balance", error)
            return .cancelled
        }
        let account = chosen.accountIdentifier.map(\.description) ?? "unknown"
        _ = try await context.present(
            Notice(
                id: ICPScreenID.balance, title: "Balance of \(chosen.label)",
                message: "\(answer.value)\naccount \(account)\nprincipal \(chosen.principal)\n\(answer.verification)"))
        return .completed(answer.value)
    }
}
