import HTTPSpec

/// Why the pinned transport would not complete an exchange, in words. The transport throws
/// `HTTPError` like every transport (`.transport` carrying this error's `description`, or
/// `.timeout` / `.cancelled`), so callers handle one error type; `HTTPError.isPinnedTLSRefusal`
/// tells a refused server apart from an ordinary network failure.
public enum PinnedTLSError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The URL is not `https`: a pinned transport that talked plaintext would be a hole.
    case plaintextRefused(url: String)
    /// The URL names no host to connect to.
    case missingHost(url: String)
    /// The server's certificate chain failed the pin set or the checks around it; `reason` says
    /// which certificate and why, and lists the presented pins when none matched.
    case serverRefused(host: String, reason: String)
    /// The response body (announced or received) is larger than the transport accepts.
    case responseBodyTooLarge(limit: Int)
    /// The connection ended before a complete response arrived.
    case connectionClosedEarly(host: String)
    /// No TCP connection to the server (refused, unreachable, name not resolved, connect timeout).
    case connectFailed(host: String, port: Int, reason: String)
    /// The TLS layer or the HTTP decoder failed for a reason other than the server's certificate.
    case protocolFailure(host: String, reason: String)
    /// The TLS context could not be made (the transport's own configuration).
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
        case .serverRefused(let host, let reason):
            "\(Self.refusalPrefix) \(host): \(reason)"
        case .responseBodyTooLarge(let limit):
            "the response body is larger than the \(limit)-byte limit"
        case .connectionClosedEarly(let host):
            "\(host) closed the connection before the response was complete"
        case .connectFailed(let host, let port, let reason):
            "could not connect to \(host):\(port): \(reason)"
        case .protocolFailure(let host, let reason):
            "TLS or HTTP failure with \(host): \(reason)"
        case .setupFailed(let reason):
            "could not set up TLS: \(reason)"
        }
    }
}

extension HTTPError {
    /// True when the pinned transport refused the server's certificate chain (no pinned key, or
    /// a pinned key on a chain that is expired, for another name or does not link), as opposed
    /// to a network failure: the case where an app should warn rather than retry.
    public var isPinnedTLSRefusal: Bool {
        guard case .transport(_, let reason) = self else { return false }
        return reason.hasPrefix(PinnedTLSError.refusalPrefix)
    }
}
