#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A session key that signs for another key through a chain of delegations (Internet
/// Identity's login): requests carry the chain's root key as `sender_pubkey`, the chain as
/// `sender_delegation`, and the session key's signature.
public struct DelegatedIdentity: Identity, CustomStringConvertible {
    /// The interface specification's limits, checked when the identity is made.
    public static let maxDelegations = 20
    public static let maxTargets = 1_000

    public let session: any Identity
    public let rootPublicKey: [UInt8]
    public let delegationChain: [SignedDelegation]
    private let now: @Sendable () -> Date

    /// - Parameters:
    ///   - session: the key that signs requests; the chain's last delegation must be to it.
    ///   - rootPublicKey: the DER key the chain starts from; the sender is its principal.
    ///   - chain: root first; each delegation is to the key that signed the next one.
    ///   - now: the clock expiry is checked against (injectable for tests).
    /// - Throws: ``IdentityError`` for a chain over the limits or whose links do not connect.
    public init(
        session: any Identity, rootPublicKey: [UInt8], chain: [SignedDelegation],
        now: @escaping @Sendable () -> Date = { Date() }
    ) throws(IdentityError) {
        guard chain.count <= Self.maxDelegations else {
            throw .tooManyDelegations(chain.count, limit: Self.maxDelegations)
        }
        for (index, link) in chain.enumerated() {
            if let targets = link.delegation.targets, targets.count > Self.maxTargets {
                throw .tooManyTargets(index: index, count: targets.count, limit: Self.maxTargets)
            }
        }
        guard let sessionKey = session.publicKeyDER, chain.last?.delegation.publicKey == sessionKey else {
            throw .brokenChain(index: max(0, chain.count - 1))
        }
        self.session = session
        self.rootPublicKey = rootPublicKey
        self.delegationChain = chain
        self.now = now
    }

    public var sender: Principal { .selfAuthenticating(derPublicKey: rootPublicKey) }
    public var publicKeyDER: [UInt8]? { rootPublicKey }

    /// Signs with the session key, unless a delegation of the chain has expired.
    public func sign(_ message: [UInt8]) async throws(IdentityError) -> [UInt8] {
        let nanoseconds = Nanoseconds.since1970(now())
        for (index, link) in delegationChain.enumerated() where link.delegation.expiration <= nanoseconds {
            throw .delegationExpired(index: index, expiration: link.delegation.expiration)
        }
        return try await session.sign(message)
    }

    /// The canisters every delegation of the chain allows: nil when none restricts them.
    public var targets: Set<Principal>? {
        delegationChain.compactMap { $0.delegation.targets.map(Set.init) }.reduce(nil) { result, next in
            result.map { $0.intersection(next) } ?? next
        }
    }

    public var description: String { "DelegatedIdentity(\(sender), \(delegationChain.count) delegation(s))" }
}
