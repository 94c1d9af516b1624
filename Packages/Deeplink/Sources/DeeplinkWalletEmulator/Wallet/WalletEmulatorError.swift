import Deeplink
import EOSKeys

/// Why the emulator could not answer at all (a refusal by the dapp is not an error: it is in
/// ``WalletAnswer/serverReply``).
public enum WalletEmulatorError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The URL or QR text is not a request.
    case unreadableRequest(DeeplinkError)
    /// The key could not sign.
    case signingFailed(EOSKeyError)
    /// ``WalletFault/replayLastLogin`` before any login was answered.
    case nothingToReplay
    /// A server or callback URL that is not an absolute http(s) URL.
    case invalidURL(String)
    /// The POST or GET did not get an answer.
    case transport(url: String, reason: String)

    public var description: String {
        switch self {
        case .unreadableRequest(let error): return "the wallet cannot read the request: \(error)"
        case .signingFailed(let error): return "the wallet could not sign: \(error)"
        case .nothingToReplay: return "no earlier login to replay"
        case .invalidURL(let url): return "\"\(url.prefix(80))\" is not an http(s) URL"
        case .transport(let url, let reason): return "no answer from \(url.prefix(80)): \(reason)"
        }
    }
}
