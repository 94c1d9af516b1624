/// Why the pinned transport refused a server, in words. The transport throws `HTTPError` like
/// every transport: a refusal is `.transport` carrying this error's `description`, which
/// `HTTPError.isPinnedTLSRefusal` tells apart from an ordinary network failure (whose reasons are
/// CurlTransport's: no connection, a body over the limit, plain http refused, ...).
public enum PinnedTLSError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The server's certificate chain failed the pin set or the checks around it; `reason` says
    /// which certificate and why, and lists the presented pins when none matched.
    case serverRefused(host: String, reason: String)

    /// The fixed start of every ``serverRefused(host:reason:)`` description, which is how
    /// `HTTPError.isPinnedTLSRefusal` recognises one inside `HTTPError.transport`.
    static let refusalPrefix = "pinned TLS refused the server"

    public var description: String {
        switch self {
        case .serverRefused(let host, let reason):
            "\(Self.refusalPrefix) \(host): \(reason)"
        }
    }
}
