import X509

/// The content of an attached CMS signature, once the signature and its signer are verified.
public struct SignedContent: Sendable, Hashable {
    /// The signed bytes, as the signature carried them.
    public let content: [UInt8]
    /// The certificate whose key signed them; it chains to a trust root.
    public let signer: Certificate
}
