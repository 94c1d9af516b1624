/// Who sends requests and how they are signed. Implement it for a key kept elsewhere (a
/// hardware wallet, a smart card): the agent only needs the sender, the public key and a
/// signature over the bytes it hands over.
public protocol Identity: Sendable {
    /// The principal requests are sent as.
    var sender: Principal { get }
    /// The DER SubjectPublicKeyInfo put in `sender_pubkey`; nil for the anonymous identity,
    /// whose requests carry no key and no signature.
    var publicKeyDER: [UInt8]? { get }
    /// Delegations from `publicKeyDER` down to the key that signs, root first; empty when the
    /// key signs itself.
    var delegationChain: [SignedDelegation] { get }
    /// The signature over `message` (already domain-separated) in the form the key's algorithm
    /// uses on the Internet Computer: 64 bytes `r ‖ s` for ECDSA, 64 bytes for Ed25519.
    func sign(_ message: [UInt8]) async throws(IdentityError) -> [UInt8]
}

extension Identity {
    public var delegationChain: [SignedDelegation] { [] }
}
