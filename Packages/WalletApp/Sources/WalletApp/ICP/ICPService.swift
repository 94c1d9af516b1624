import BigNum
import ICPAgent
import ICPLedger

/// The ICP ledger as the wallet uses it: balances and transfers for an identity, over one
/// ``ICPConnection``. Each answer comes with the sentence saying what was verified, and each
/// failure is one ``ICPWalletError``.
public struct ICPService: Sendable {
    /// The fee of every ICP transfer, 0.0001 ICP.
    public static let fee = ICPLedger.standardFee

    public let connection: ICPConnection
    /// How long the flows wait for one verified answer before giving up on it: above the HTTP
    /// transport's own 30-second timeout and its retries, below the patience of a person.
    public let answerDeadline: Duration

    public init(connection: ICPConnection, answerDeadline: Duration = .seconds(120)) {
        self.connection = connection
        self.answerDeadline = answerDeadline
    }

    /// The balance of `identity`'s default account (the ledger's `account_balance` query).
    ///
    /// - Throws: ``ICPWalletError``: `networkUnreachable`, `verificationFailed`, `rejected`, …
    public func balance(of identity: any Identity) async throws(ICPWalletError) -> ICPVerifiedAnswer<Amount> {
        let ledger = ICPLedger(agent: connection.agent(for: identity), canister: connection.ledger)
        let amount: Amount
        do { amount = try await ledger.balance(of: AccountIdentifier(owner: identity.sender)) } catch {
            throw failure(error, needed: nil)
        }
        return ICPVerifiedAnswer(
            value: amount,
            verification: "verified: replica node signatures on the query, against \(connection.rootKeyName)")
    }

    /// Sends `amount` (plus the fee, ``fee``) from `identity`'s default account to `recipient`,
    /// applied at most once (the ledger deduplicates by the transfer's creation time).
    ///
    /// - Throws: ``ICPWalletError``: `invalidAmount`, `insufficientFunds` (with the balance),
    ///   `badFee`, `networkUnreachable`, `verificationFailed`, …
    public func transfer(from identity: any Identity, to recipient: ICPRecipient, amount: Amount)
        async throws(ICPWalletError) -> ICPVerifiedAnswer<LedgerReceipt>
    {
        guard amount.currency == .icp else { throw .invalidAmount("\(amount) is not an amount of ICP") }
        guard !amount.isNegative, !amount.isZero else {
            throw .invalidAmount("the amount must be above zero, not \(amount)")
        }
        let ledger = ICPLedger(agent: connection.agent(for: identity), canister: connection.ledger)
        let receipt: LedgerReceipt
        do { receipt = try await ledger.transfer(to: recipient.account, amount: amount, fee: Self.fee) } catch {
            throw failure(error, needed: try? amount + Self.fee)
        }
        return ICPVerifiedAnswer(
            value: receipt,
            verification:
                "verified: certificate BLS signature, delegation, canister ranges and time, against \(connection.rootKeyName)"
        )
    }

    /// Sends `amount` to the account `account`; see ``transfer(from:to:amount:)-(_,ICPRecipient,_)``.
    public func transfer(from identity: any Identity, to account: AccountIdentifier, amount: Amount)
        async throws(ICPWalletError) -> ICPVerifiedAnswer<LedgerReceipt>
    {
        try await transfer(from: identity, to: ICPRecipient(account: account), amount: amount)
    }

    /// Sends `amount` to the recipient typed as `text`: an account identifier or a principal.
    public func transfer(from identity: any Identity, to text: String, amount: Amount) async throws(ICPWalletError)
        -> ICPVerifiedAnswer<LedgerReceipt>
    {
        try await transfer(from: identity, to: try ICPRecipient(parsing: text), amount: amount)
    }

    /// The ledger's or the agent's failure as one sentence; `needed` is amount plus fee, for
    /// the insufficient-funds sentence.
    private func failure(_ error: LedgerError, needed: Amount?) -> ICPWalletError {
        switch error {
        case .insufficientFunds(let balance):
            return .insufficientFunds(balance: balance, needed: needed ?? balance)
        case .badFee(let expected):
            return .badFee(expected: expected)
        case .invalidAmount(let reason):
            return .invalidAmount(reason)
        case .agent(let agentError):
            return failure(agentError)
        case .tooOld, .createdInFuture:
            return .ledgerRefused("\(error); check this computer's clock")
        default:
            return .ledgerRefused(error.description)
        }
    }

    private func failure(_ error: AgentError) -> ICPWalletError {
        switch error {
        case .transport(let reason):
            return .networkUnreachable(url: connection.baseURL.absoluteString, reason: reason)
        case .verification(let reason):
            return .verificationFailed(reason)
        case .rejected(let rejection):
            return .rejected(rejection.description)
        case .signing(let reason):
            return .signingFailed(reason)
        case .unexpectedStatus, .malformedReply, .timedOut, .replyNoLongerAvailable, .candid:
            return .replicaFailed(error.description)
        }
    }
}
