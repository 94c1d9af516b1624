/// Why the pinned transport would not complete an exchange, in words. The transport throws
/// `HTTPError` like every transport (`.transport` carrying this error's `description`, or
/// `.timeout` / `.cancelled`), so callers handle one error type; `HTTPError.isPinnedTLSRefusal`
/// tells a refused server apart from an ordinary network failure.
public enum PinnedTLSError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The URL is not `https`: a pinned transport that talked plaintext would be a hole.
    case plaintextRefused(url: String)
    /// The URL names no host to connect to.
    case missingHost(url: String)
    /// The URL does not parse; `reason` is libcurl's, whose parse is the one connected with.
    case invalidURL(url: String, reason: String)
    /// A request header name or value that cannot be sent as it is (a line break or NUL in it,
    /// which would let it write headers of its own, or an empty or malformed name).
    case invalidHeader(name: String)
    /// The server's certificate chain failed the pin set or the checks around it; `reason` says
    /// which certificate and why, and lists the presented pins when none matched.
    case serverRefused(host: String, reason: String)
    /// The response body (announced or received) is larger than the transport accepts.
    case responseBodyTooLarge(limit: Int)
    /// The response's header section is larger than the transport accepts.
    case responseHeadersTooLarge(limit: Int)
    /// The connection ended before a complete response arrived.
    case connectionClosedEarly(host: String)
    /// No connection to the server (refused, unreachable, name not resolved, connect timeout).
    case connectFailed(host: String, port: Int, reason: String)
    /// The TLS layer or the HTTP exchange failed for a reason other than the server's certificate.
    case protocolFailure(host: String, reason: String)
    /// libcurl could not be set up (the transport's own configuration or the system library).
    case setupFailed(reason: String)

    /// The fixed start of every ``serverRefused(host:reason:)`` description, which is how
    /// `HTTPError.isPinnedTLSRefusal` recognises one inside `HTTPError.transport`.
    static let refusalPrefix = "pinned TLS refused the server"

    public var description: String {
        switch self {
        case .plaintextRefused(let url):
            "refusing \(url): the pinned transport only speaks https, where the server's key can be checked"
        case .missingHost(let url):
            "\(url) names no host"
        case .invalidURL(let url, let reason):
            "\(url) is not a URL the pinned transport can request: \(reason)"
        case .invalidHeader(let name):
            "the request header \(name.debugDescription) cannot be sent: a header name must be a token and neither "
                + "name nor value may hold a line break or NUL"
        case .serverRefused(let host, let reason):
            "\(Self.refusalPrefix) \(host): \(reason)"
        case .responseBodyTooLarge(let limit):
            "the response body is larger than the \(limit)-byte limit"
        case .responseHeadersTooLarge(let limit):
            "the response headers are larger than the \(limit)-byte limit"
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
