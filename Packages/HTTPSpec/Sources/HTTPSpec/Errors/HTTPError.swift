import HTTPTypes

/// Everything a call can fail with. Each case says what went wrong and for which request.
public enum HTTPError: Error, Sendable, CustomStringConvertible {
    /// The declaration or its input cannot make a request (a missing path parameter, a body
    /// that cannot be encoded, a URL that does not parse). `endpoint` is "METHOD template".
    case invalidDeclaration(endpoint: String, reason: String)
    /// The transport failed before a response arrived (refused connection, reset, DNS).
    case transport(request: String, reason: String)
    /// No response within `seconds` (per attempt).
    case timeout(request: String, seconds: Double)
    /// The calling task was cancelled.
    case cancelled(request: String)
    /// The status is not acceptable. `errorBody` is the decoded error type when the endpoint or
    /// API declares one and the body decodes as it.
    case badStatus(request: String, response: ClientResponse, errorBody: (any Sendable)?)
    /// The body did not decode as the declared type; `codingPath` is dotted, e.g. "data.0.id".
    case decoding(request: String, type: String, codingPath: String, reason: String, response: ClientResponse)

    /// The status for `.badStatus`, otherwise nil.
    public var status: HTTPResponse.Status? {
        if case .badStatus(_, let response, _) = self { return response.status }
        return nil
    }

    /// The response, when one arrived.
    public var response: ClientResponse? {
        switch self {
        case .badStatus(_, let response, _), .decoding(_, _, _, _, let response): return response
        default: return nil
        }
    }

    /// The decoded error body as `type`, when the response carried one of that type.
    public func errorBody<Body>(as type: Body.Type = Body.self) -> Body? {
        if case .badStatus(_, _, let body) = self { return body as? Body }
        return nil
    }

    public var description: String {
        switch self {
        case .invalidDeclaration(let endpoint, let reason):
            return "invalid request declaration for \(endpoint): \(reason)"
        case .transport(let request, let reason):
            return "transport failure for \(request): \(reason)"
        case .timeout(let request, let seconds):
            return "timed out after \(seconds) s waiting for \(request)"
        case .cancelled(let request):
            return "cancelled: \(request)"
        case .badStatus(let request, let response, let body):
            var text = "unacceptable status \(response.status.code) from \(request)"
            if let body {
                text += ", error body: \(body)"
            } else if !response.body.isEmpty {
                text += ", body: \(String(response.text.prefix(200)))"
            }
            return text
        case .decoding(let request, let type, let path, let reason, _):
            let at = path.isEmpty ? "at the top level" : "at \(path)"
            return "could not decode \(type) from \(request) \(at): \(reason)"
        }
    }
}
