/// A replica's answer to a synchronous call (`/api/v3` and `/api/v4` `…/call`, status 200): the
/// certificate that holds the call's `request_status`, or a refusal before the call ran (the
/// canister does not exist, is stopped, refuses the message).
public enum CallResponse: Sendable, Hashable {
    /// The call finished while the replica waited; the certificate's tree has its status.
    case certified(certificate: [UInt8])
    /// Refused without running (`non_replicated_rejection`).
    case rejected(Rejection)

    /// Reads the CBOR response body.
    ///
    /// - Throws: ``ReplyError/malformed(_:)`` naming the missing or mistyped field.
    public init(cbor bytes: [UInt8]) throws(ReplyError) {
        let value = try RequestValue(replyBody: bytes, of: "call response")
        switch value["status"] {
        case .text("replied")?:
            guard case .blob(let certificate)? = value["certificate"] else {
                throw .malformed("call response: replied without certificate bytes")
            }
            self = .certified(certificate: certificate)
        case .text("non_replicated_rejection")?:
            guard let rejection = Rejection(fields: value) else {
                throw .malformed("call response: a rejection without a numeric reject_code and reject_message text")
            }
            self = .rejected(rejection)
        default:
            throw .malformed("call response: status is neither \"replied\" nor \"non_replicated_rejection\"")
        }
    }
}
