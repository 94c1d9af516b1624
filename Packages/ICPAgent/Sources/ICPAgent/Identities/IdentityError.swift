/// Why an identity could not be made or could not sign. Messages never contain key material.
public enum IdentityError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Key bytes, a PEM file or a mnemonic that do not make a key of this kind.
    case invalidKey(String, String)
    /// The anonymous identity has no key.
    case anonymousCannotSign
    /// The signing library refused.
    case signingFailed(String)
    /// A delegation of the chain expired at `expiration` (nanoseconds since the epoch).
    case delegationExpired(index: Int, expiration: UInt64)
    /// A chain longer than the interface specification allows.
    case tooManyDelegations(Int, limit: Int)
    /// A delegation naming more canisters than allowed.
    case tooManyTargets(index: Int, count: Int, limit: Int)
    /// A chain whose delegations do not follow each other (each must delegate to the key the next
    /// one is signed with, the last to the session key).
    case brokenChain(index: Int)

    public var description: String {
        switch self {
        case let .invalidKey(kind, reason): return "not a valid \(kind) key: \(reason)"
        case .anonymousCannotSign: return "the anonymous identity cannot sign"
        case .signingFailed(let reason): return "signing failed: \(reason)"
        case let .delegationExpired(index, expiration):
            return "delegation \(index) of the chain expired at \(expiration) ns after the epoch; get a new one"
        case let .tooManyDelegations(count, limit):
            return "\(count) delegations in the chain; at most \(limit) are allowed"
        case let .tooManyTargets(index, count, limit):
            return "delegation \(index) names \(count) target canisters; at most \(limit) are allowed"
        case .brokenChain(let index):
            return "delegation \(index) is not for the key that signs the next link of the chain"
        }
    }
}
