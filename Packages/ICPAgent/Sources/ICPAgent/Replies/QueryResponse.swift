import CBOR
import CryptoPrimitives

/// A replica's answer to a query: the reply or the reject, and the signatures of the nodes that
/// computed it (interface specification, "Query call").
public struct QueryResponse: Sendable, Hashable {
    public enum Outcome: Sendable, Hashable {
        /// The method's Candid-encoded results.
        case replied(argument: [UInt8])
        /// The canister or the system refused.
        case rejected(Rejection)
    }

    public var outcome: Outcome
    public var signatures: [NodeSignature]

    public init(outcome: Outcome, signatures: [NodeSignature]) {
        self.outcome = outcome
        self.signatures = signatures
    }

    /// Reads the CBOR response body.
    ///
    /// - Throws: ``ReplyError/malformed(_:)`` naming the missing or mistyped field.
    public init(cbor bytes: [UInt8]) throws(ReplyError) {
        let value = try RequestValue(replyBody: bytes, of: "query response")
        switch value["status"] {
        case .text("replied")?:
            guard case .blob(let argument)? = value["reply"]?["arg"] else {
                throw .malformed("query response: a reply without reply.arg bytes")
            }
            outcome = .replied(argument: argument)
        case .text("rejected")?:
            guard let rejection = Rejection(fields: value) else {
                throw .malformed("query response: a reject without a numeric reject_code and reject_message text")
            }
            outcome = .rejected(rejection)
        default:
            throw .malformed("query response: status is neither \"replied\" nor \"rejected\"")
        }
        var signatures: [NodeSignature] = []
        if let list = value["signatures"] {
            guard case .array(let items) = list else { throw .malformed("signatures is not an array") }
            for (index, item) in items.enumerated() {
                guard case .natural(let timestamp)? = item["timestamp"], case .blob(let signature)? = item["signature"],
                    case .blob(let identity)? = item["identity"], let node = try? Principal(bytes: identity)
                else {
                    throw .malformed("query response: signature \(index) lacks timestamp, signature or identity")
                }
                signatures.append(NodeSignature(timestamp: timestamp, signature: signature, node: node))
            }
        }
        self.signatures = signatures
    }

    /// `\x0Bic-response` and the hash of `{status, reply | reject fields, timestamp, request_id}`:
    /// what a node signs for this response to `requestID` at `timestamp`.
    public func signedMessage(requestID: RequestID, timestamp: UInt64) -> [UInt8] {
        var fields: [String: RequestValue] = ["timestamp": .natural(timestamp), "request_id": .blob(requestID.bytes)]
        switch outcome {
        case .replied(let argument):
            fields["status"] = .text("replied")
            fields["reply"] = .map(["arg": .blob(argument)])
        case .rejected(let rejection):
            fields["status"] = .text("rejected")
            fields.merge(rejection.fields) { _, new in new }
        }
        return DomainSeparator.response + RequestValue.map(fields).representationIndependentHash
    }

    /// Checks the node signatures against the subnet's node keys: there must be at least one,
    /// and every one must come from a listed node and verify.
    ///
    /// - Parameters:
    ///   - requestID: the id of the query this answers; each signature covers it.
    ///   - nodeKeys: each node's Ed25519 key in DER (44 bytes), as
    ///     ``VerifiedCertificate/nodeKeys(of:)`` reads them from the subnet's certificate.
    public func verifySignatures(requestID: RequestID, nodeKeys: [Principal: [UInt8]]) throws(CertificateError) {
        try verifySignatures(requestID: requestID, nodeKeys: nodeKeys) {
            try? Ed25519.Signing.PublicKey(derRepresentation: $0)
        }
    }

    /// ``verifySignatures(requestID:nodeKeys:)`` with the DER keys turned into keys by `parse`,
    /// which the agent backs with a cache: parsing checks the point on the curve, which cost as
    /// much as a tenth of a query.
    func verifySignatures(
        requestID: RequestID, nodeKeys: [Principal: [UInt8]],
        parse: ([UInt8]) -> Ed25519.Signing.PublicKey?
    ) throws(CertificateError) {
        guard !signatures.isEmpty else { throw .missingNodeSignature }
        for signature in signatures {
            guard let key = nodeKeys[signature.node] else { throw .unknownNode(node: signature.node) }
            guard let publicKey = parse(key),
                publicKey.isValidSignature(
                    signature.signature, for: signedMessage(requestID: requestID, timestamp: signature.timestamp))
            else {
                throw .nodeSignatureInvalid(node: signature.node)
            }
        }
    }
}

/// One node's signature over a query response.
public struct NodeSignature: Sendable, Hashable {
    /// Nanoseconds since the Unix epoch, when the node signed.
    public var timestamp: UInt64
    /// 64 bytes of Ed25519.
    public var signature: [UInt8]
    /// The node's principal.
    public var node: Principal

    public init(timestamp: UInt64, signature: [UInt8], node: Principal) {
        self.timestamp = timestamp
        self.signature = signature
        self.node = node
    }
}
