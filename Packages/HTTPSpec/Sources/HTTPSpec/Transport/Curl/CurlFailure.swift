/// Why a ``CurlTransport`` exchange ended without a response, in words; the transport throws it
/// as `HTTPError` (``timedOut`` and ``cancelled`` as their own cases, the rest as `.transport`
/// with the description as its reason).
enum CurlFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The request's timeout passed.
    case timedOut
    /// The calling task was cancelled.
    case cancelled
    /// The URL's scheme is not one the transport speaks (`allowed`, in words).
    case unsupportedScheme(url: String, allowed: String)
    /// The URL names no host to connect to.
    case missingHost(url: String)
    /// The URL does not parse; `reason` is libcurl's, whose parse is the one connected with.
    case invalidURL(url: String, reason: String)
    /// A request header name or value that cannot be sent as it is (a line break or NUL in it,
    /// which would let it write headers of its own, or an empty or malformed name).
    case invalidHeader(name: String)
    /// The chain check refused the server; `description` is the check's own account.
    case chainRefused(description: String)
    /// The response body (announced or received) is larger than the transport accepts.
    case responseBodyTooLarge(limit: Int)
    /// The response's header section is larger than the transport accepts.
    case responseHeadersTooLarge(limit: Int)
    /// One header line of the response is longer than libcurl accepts.
    case responseHeaderLineTooLong(limit: Int)
    /// The connection ended before a complete response arrived.
    case connectionClosedEarly(host: String)
    /// No connection to the server (refused, unreachable, name not resolved, connect timeout).
    case connectFailed(host: String, port: Int, reason: String)
    /// The TLS layer or the HTTP exchange failed for another reason.
    case protocolFailure(host: String, reason: String)
    /// libcurl could not be set up (the transport's own configuration or the system library).
    case setupFailed(reason: String)

    var description: String {
        switch self {
        case .timedOut:
            "the exchange timed out"
        case .cancelled:
            "the exchange was cancelled"
        case .unsupportedScheme(let url, let allowed):
            "refusing \(url): this transport only speaks \(allowed)"
        case .missingHost(let url):
            "\(url) names no host"
        case .invalidURL(let url, let reason):
            "\(url) is not a URL libcurl can request: \(reason)"
        case .invalidHeader(let name):
            "the request header \(name.debugDescription) cannot be sent: a header name must be a token and neither "
                + "name nor value may hold a line break or NUL"
        case .chainRefused(let description):
            description
        case .responseBodyTooLarge(let limit):
            "the response body is larger than the \(limit)-byte limit"
        case .responseHeadersTooLarge(let limit):
            "the response headers are larger than the \(limit)-byte limit"
        case .responseHeaderLineTooLong(let limit):
            "a response header line is longer than libcurl's \(limit)-byte limit"
        case .connectionClosedEarly(let host):
            "\(host) closed the connection before the response was complete"
        case .connectFailed(let host, let port, let reason):
            "could not connect to \(host):\(port): \(reason)"
        case .protocolFailure(let host, let reason):
            "TLS or HTTP failure with \(host): \(reason)"
        case .setupFailed(let reason):
            "could not set up libcurl: \(reason)"
        }
    }
}
