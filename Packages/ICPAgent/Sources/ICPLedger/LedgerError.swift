import BigInt
import BigNum
import ICPAgent

/// Why a ledger operation failed: the ledger's own refusals as typed cases (amounts in the
/// ledger's currency), an archive's refusal, an amount the ledger cannot hold, or the agent's
/// failure to get a verified answer at all.
public enum LedgerError: Error, Sendable, CustomStringConvertible {
    /// The fee given is not the ledger's fee.
    case badFee(expected: Amount)
    /// A burn below the ledger's minimum.
    case badBurn(minimum: Amount)
    /// The account holds less than amount + fee.
    case insufficientFunds(balance: Amount)
    /// `transfer_from` beyond what the owner approved.
    case insufficientAllowance(allowance: Amount)
    /// `approve` with an `expected_allowance` that is not the current one.
    case allowanceChanged(current: Amount)
    /// `approve` with an expiry already past (ledger time in nanoseconds).
    case expired(ledgerTime: UInt64)
    /// `created_at_time` is older than the ledger's deduplication window.
    case tooOld
    /// `created_at_time` is ahead of the ledger's clock (its time in nanoseconds when known).
    case createdInFuture(ledgerTime: UInt64?)
    /// The same transaction is already in block `of`.
    case duplicate(of: BigUInt)
    /// The ledger cannot take transactions now; retry later.
    case temporarilyUnavailable
    /// Any other refusal, with the ledger's code and message.
    case generic(code: BigUInt, message: String)
    /// An archive refused a block range.
    case archive(String)
    /// An amount in another currency, negative, finer than the base unit, or beyond what the
    /// ledger's integer type holds.
    case invalidAmount(String)
    /// No verified answer: transport, verification, rejection or Candid (see `AgentError`).
    case agent(AgentError)

    public var description: String {
        switch self {
        case .badFee(let expected): return "bad fee: the ledger expects \(expected)"
        case .badBurn(let minimum): return "bad burn: at least \(minimum)"
        case .insufficientFunds(let balance): return "insufficient funds: the balance is \(balance)"
        case .insufficientAllowance(let allowance): return "insufficient allowance: \(allowance) approved"
        case .allowanceChanged(let current): return "the allowance changed: it is \(current)"
        case .expired(let time): return "the approval expired before it was made (ledger time \(time) ns)"
        case .tooOld: return "created_at_time is older than the ledger's deduplication window"
        case .createdInFuture(let time):
            return "created_at_time is in the ledger's future" + (time.map { " (ledger time \($0) ns)" } ?? "")
        case .duplicate(let block): return "a duplicate of the transaction in block \(block)"
        case .temporarilyUnavailable: return "the ledger is temporarily unavailable"
        case let .generic(code, message): return "the ledger refused (error \(code)): \(message)"
        case .archive(let reason): return "the archive refused: \(reason)"
        case .invalidAmount(let reason): return "invalid amount: \(reason)"
        case .agent(let error): return "\(error)"
        }
    }

    /// True when sending the same transaction again cannot apply it twice and may succeed: the
    /// answer was lost or the ledger was busy. Deduplication by `created_at_time` and memo is
    /// what makes the retry safe.
    var isRetryable: Bool {
        switch self {
        case .temporarilyUnavailable: return true
        case .agent(.transport), .agent(.timedOut): return true
        case .agent(.unexpectedStatus(let status, _, _)): return status >= 500 || status == 429
        default: return false
        }
    }
}
