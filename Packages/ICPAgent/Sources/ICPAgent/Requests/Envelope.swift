import CBOR

/// What is posted to a replica: the content, and, unless the sender is anonymous, the
/// sender's public key, its signature over the request id and any delegation chain. Encoded as
/// CBOR with the self-describe tag.
public struct Envelope: Sendable, Hashable {
    public var content: RequestContent
    public var senderPublicKey: [UInt8]?
    public var senderSignature: [UInt8]?
    public var senderDelegation: [SignedDelegation]?

    public init(
        content: RequestContent, senderPublicKey: [UInt8]? = nil, senderSignature: [UInt8]? = nil,
        senderDelegation: [SignedDelegation]? = nil
    ) {
        self.content = content
        self.senderPublicKey = senderPublicKey
        self.senderSignature = senderSignature
        self.senderDelegation = senderDelegation
    }

    /// Signs `content` as `identity`: a signature over `\x0Aic-request ‖ request id` and the
    /// identity's delegation chain. The anonymous identity's envelope carries neither.
    ///
    /// - Throws: ``IdentityError`` when the identity cannot sign (an expired delegation, say),
    ///   or ``EnvelopeError/senderMismatch(content:identity:)`` when the content names another sender.
    public static func signed(_ content: RequestContent, by identity: any Identity) async throws -> Envelope {
        guard content.sender == identity.sender else {
            throw EnvelopeError.senderMismatch(content: content.sender, identity: identity.sender)
        }
        guard let publicKey = identity.publicKeyDER else { return Envelope(content: content) }
        let signature = try await identity.sign(content.requestID.signedMessage)
        let chain = identity.delegationChain
        return Envelope(
            content: content, senderPublicKey: publicKey, senderSignature: signature,
            senderDelegation: chain.isEmpty ? nil : chain)
    }

    public var value: RequestValue {
        var fields: [String: RequestValue] = ["content": content.value]
        if let senderPublicKey { fields["sender_pubkey"] = .blob(senderPublicKey) }
        if let senderSignature { fields["sender_sig"] = .blob(senderSignature) }
        if let senderDelegation { fields["sender_delegation"] = .array(senderDelegation.map(\.value)) }
        return .map(fields)
    }

    /// The request body: CBOR of ``value`` behind the self-describe tag 55799.
    public func encoded() -> [UInt8] {
        // A map of text keys, blobs and natural numbers has no float and no depth worth limiting:
        // encoding cannot fail.
        (try? CBOR.tagged(.selfDescribeCBOR, value.cbor).encoded()) ?? []
    }
}

/// Why an envelope could not be made.
public enum EnvelopeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The content's `sender` is not the principal of the identity asked to sign it.
    case senderMismatch(content: Principal, identity: Principal)

    public var description: String {
        switch self {
        case let .senderMismatch(content, identity):
            return "the request names sender \(content), but the identity signing it is \(identity)"
        }
    }
}
