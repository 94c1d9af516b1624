/// Permission for another key to sign as this one until `expiration`, optionally only towards
/// some canisters: how Internet Identity hands a dapp a session key.
public struct Delegation: Sendable, Hashable {
    /// The DER public key the permission is given to.
    public var publicKey: [UInt8]
    /// Nanoseconds since the Unix epoch.
    public var expiration: UInt64
    /// The canisters requests may go to; nil for any.
    public var targets: [Principal]?

    public init(publicKey: [UInt8], expiration: UInt64, targets: [Principal]? = nil) {
        self.publicKey = publicKey
        self.expiration = expiration
        self.targets = targets
    }

    /// `{pubkey, expiration, targets}` as hashed and sent.
    public var value: RequestValue {
        var fields: [String: RequestValue] = ["pubkey": .blob(publicKey), "expiration": .natural(expiration)]
        if let targets { fields["targets"] = .array(targets.map { .blob($0.bytes) }) }
        return .map(fields)
    }

    /// `\x1Aic-request-auth-delegation` and the hash of ``value``: what the delegating key signs.
    public var signedMessage: [UInt8] { DomainSeparator.delegation + value.representationIndependentHash }

    /// Whether requests to `canister` are covered.
    public func allows(_ canister: Principal) -> Bool {
        targets.map { $0.contains(canister) } ?? true
    }
}

/// A delegation and the signature over it by the key it comes from.
public struct SignedDelegation: Sendable, Hashable {
    public var delegation: Delegation
    public var signature: [UInt8]

    public init(delegation: Delegation, signature: [UInt8]) {
        self.delegation = delegation
        self.signature = signature
    }

    /// Signs `delegation` with `identity`'s key.
    public static func signing(_ delegation: Delegation, by identity: any Identity) async throws(IdentityError)
        -> SignedDelegation
    {
        SignedDelegation(delegation: delegation, signature: try await identity.sign(delegation.signedMessage))
    }

    /// `{delegation, signature}` as the envelope's `sender_delegation` carries it.
    public var value: RequestValue {
        .map(["delegation": delegation.value, "signature": .blob(signature)])
    }
}
