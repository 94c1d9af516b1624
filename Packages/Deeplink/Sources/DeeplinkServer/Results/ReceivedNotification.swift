import Deeplink
import DeeplinkVerification

/// A wallet's POST after a transfer, transaction or sign action (§2.6). A sign notification's
/// signature is checked with the server's verifier (§4.2) and the outcome kept with it.
public enum ReceivedNotification: Sendable, Hashable {
    case transfer(TransactionNotification)
    case transaction(TransactionNotification)
    case sign(SignNotification, verification: Result<VerifiedSigner, LoginVerificationError>)

    /// The account the wallet acted for.
    public var account: String {
        switch self {
        case .transfer(let notification), .transaction(let notification): return notification.account
        case .sign(let notification, _): return notification.account
        }
    }

    /// The transaction id of a transfer or transaction.
    public var txID: String? {
        switch self {
        case .transfer(let notification), .transaction(let notification): return notification.txID
        case .sign: return nil
        }
    }
}
