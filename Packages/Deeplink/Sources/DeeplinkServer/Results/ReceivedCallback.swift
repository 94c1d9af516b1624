import Deeplink

/// A wallet opening the dapp's callback URL on the server (`GET /callback?…`): the SimpleWallet
/// route (§3.1), or the MYKEY route (§3.2) when `callBackId` is present.
public enum ReceivedCallback: Sendable, Hashable {
    case simpleWallet(SimpleWalletCallback)
    case mykey(MYKEYCallback)

    public var outcome: CallbackOutcome {
        switch self {
        case .simpleWallet(let callback): return callback.outcome
        case .mykey(let callback): return callback.outcome
        }
    }

    /// `txID` (SimpleWallet route) or the payload's `txId` (MYKEY route), on success.
    public var txID: String? {
        switch self {
        case .simpleWallet(let callback): return callback.txID
        case .mykey(let callback): return callback.txID
        }
    }

    /// The signature of a sign action, on success.
    public var sign: String? {
        switch self {
        case .simpleWallet(let callback): return callback.sign
        case .mykey(let callback): return callback.sign
        }
    }
}
