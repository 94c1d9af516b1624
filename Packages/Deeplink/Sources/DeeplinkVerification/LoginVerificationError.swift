import EOSChain
import EOSKeys

/// Why a login (or a signed message) was not accepted. Every case says which check refused it.
public enum LoginVerificationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A field is missing or unusable (`account` not an EOSIO name, `timestamp` not an integer
    /// when a window applies).
    case malformed(field: String, reason: String)
    /// The login answers another request than the one the dapp issued.
    case uuidMismatch(expected: String, received: String)
    /// The signature does not parse, or no key can be recovered from it.
    case badSignature(EOSKeyError)
    /// The chain has no such account.
    case unknownAccount(EOSName)
    /// The signing key is not one that can act alone for the account (not in `active` or `owner`
    /// with enough weight, not its MYKEY reserved key).
    case keyNotAuthorized(account: EOSName, key: EOSPublicKey)
    /// The login's timestamp lies too far from now.
    case timestampOutsideWindow(timestamp: Int64, now: Int64, windowSeconds: Int64)
    /// This `uuID` was already accepted.
    case replayed(uuID: String)
    /// Too many recent logins are remembered to take another safely.
    case replayCacheFull(capacity: Int)
    /// The chain could not be asked, or answered nonsense.
    case chain(EOSChainError)

    public var description: String {
        switch self {
        case .malformed(let field, let reason): return "the login's \(field) is unusable: \(reason)"
        case .uuidMismatch(let expected, let received):
            return
                "the login answers request \"\(received.prefix(64))\", not the one issued (\"\(expected.prefix(64))\")"
        case .badSignature(let error): return "the signature is not usable: \(error)"
        case .unknownAccount(let name): return "the chain has no account \"\(name)\""
        case .keyNotAuthorized(let account, let key):
            return
                "\(key) signed, but it cannot act alone for \(account) (not an active or owner key reaching the threshold, not its MYKEY reserved key)"
        case .timestampOutsideWindow(let timestamp, let now, let window):
            let direction = timestamp < now ? "old" : "far in the future"
            return
                "the login's timestamp \(timestamp) is too \(direction): now is \(now), and at most \(window) s either way are accepted"
        case .replayed(let uuID): return "the login \"\(uuID.prefix(64))\" was already accepted once"
        case .replayCacheFull(let capacity): return "\(capacity) recent logins are pending; try again later"
        case .chain(let error): return "the chain could not confirm the account: \(error)"
        }
    }
}
