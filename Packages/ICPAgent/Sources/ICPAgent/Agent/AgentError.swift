/// Why an ``Agent`` call did not produce a trusted answer. Each case is one kind of failure, so
/// a caller can retry a transport failure, report a rejection, and never trust an unverified
/// answer.
public enum AgentError: Error, Sendable, CustomStringConvertible {
    /// No answer: the transport's own error.
    case transport(String)
    /// An HTTP status the endpoint does not answer with, and the start of the body.
    case unexpectedStatus(Int, path: String, body: String)
    /// A body that is not the reply it should be.
    case malformedReply(ReplyError)
    /// The answer did not verify: signature, delegation, ranges, time, node signatures.
    case verification(CertificateError)
    /// The canister or the system refused the call.
    case rejected(Rejection)
    /// The identity could not sign (an expired delegation, say).
    case signing(String)
    /// Still not finished when the polling schedule ran out.
    case timedOut(RequestID)
    /// The status says `done`: the reply was answered and is gone from the replica's state.
    case replyNoLongerAvailable(RequestID)
    /// Arguments that do not encode, or a verified reply that is not of the declared type.
    case candid(String)

    public var description: String {
        switch self {
        case .transport(let reason): return "no answer from the replica: \(reason)"
        case let .unexpectedStatus(status, path, body):
            return "the replica answered \(path) with HTTP \(status): \(body)"
        case .malformedReply(let error): return "\(error)"
        case .verification(let error): return "the answer did not verify: \(error)"
        case .rejected(let rejection): return "the call was \(rejection)"
        case .signing(let reason): return "the request could not be signed: \(reason)"
        case .timedOut(let id): return "request \(id) had no answer when polling gave up"
        case .replyNoLongerAvailable(let id): return "request \(id) is done and its reply is no longer kept"
        case .candid(let reason): return "Candid: \(reason)"
        }
    }
}
