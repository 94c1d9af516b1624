import BigNum
import ICPAgent

/// Why the wallet could not read a balance or make a transfer, each case one sentence a screen
/// can show as is.
public enum ICPWalletError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The replica URL or root key the wallet was given is not usable.
    case invalidConnection(String)
    /// Amount text that is not a positive ICP amount in whole e8s.
    case invalidAmount(String)
    /// Recipient text that is neither an account identifier nor a principal.
    case invalidRecipient(String)
    /// The account holds `balance`, less than the `needed` amount plus fee.
    case insufficientFunds(balance: Amount, needed: Amount)
    /// The ledger wants another fee than the one sent.
    case badFee(expected: Amount)
    /// No answer from the replica at `url`.
    case networkUnreachable(url: String, reason: String)
    /// An answer came and failed a check: it was not believed.
    case verificationFailed(CertificateError)
    /// The canister or the replica refused the request.
    case rejected(String)
    /// The replica answered with something that is not an answer (an HTTP error, a malformed
    /// body, a call that never finished).
    case replicaFailed(String)
    /// Any other refusal of the ledger, in its words.
    case ledgerRefused(String)
    /// The identity could not sign the request.
    case signingFailed(String)
    /// No verified answer within the wallet's deadline; `consequence` says what that leaves
    /// unknown (a transfer may still be applied).
    case noAnswerInTime(seconds: Int64, consequence: String)

    public var description: String {
        switch self {
        case .invalidConnection(let reason): return "the ICP connection is not usable: \(reason)"
        case .invalidAmount(let reason): return "invalid amount: \(reason)"
        case .invalidRecipient(let reason): return "invalid recipient: \(reason)"
        case let .insufficientFunds(balance, needed):
            return "insufficient funds: the account holds \(balance), and the transfer needs \(needed) with the fee"
        case .badFee(let expected): return "the ledger refused the fee: it expects \(expected)"
        case let .networkUnreachable(url, reason): return "the replica at \(url) did not answer: \(reason)"
        case .verificationFailed(let error): return "verification failed, so the answer was not believed: \(error)"
        case .rejected(let reason): return "the request was rejected: \(reason)"
        case .replicaFailed(let reason): return "the replica failed: \(reason)"
        case .ledgerRefused(let reason): return "the ledger refused: \(reason)"
        case .signingFailed(let reason): return "the request could not be signed: \(reason)"
        case let .noAnswerInTime(seconds, consequence): return "no verified answer within \(seconds) s; \(consequence)"
        }
    }
}
