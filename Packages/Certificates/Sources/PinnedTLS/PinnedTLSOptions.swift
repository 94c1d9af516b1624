/// How a ``PinnedTLSTransport`` connects and what it accepts besides the pins.
public struct PinnedTLSOptions: Sendable, Hashable {
    /// What is checked besides the pin (server name, validity period).
    public var trust: PinnedTrustPolicy
    /// The longest wait for the connection, TCP and TLS handshake together; the request's own
    /// timeout still bounds the whole exchange, so the shorter of the two applies.
    public var connectTimeout: Duration
    /// Responses with a larger body are refused (announced by `Content-Length` or as they
    /// arrive), so a hostile or broken server cannot make the client buffer without bound.
    public var maximumResponseBodySize: Int
    /// Whether a connection whose handshake passed the pin check is kept for the transport's
    /// next requests to the same host and port (HTTP/1.1 keep-alive), saving a TCP and TLS
    /// handshake each. False: one connection per request, the pin checked on every one.
    public var reusesConnections: Bool

    public init(
        trust: PinnedTrustPolicy = .strict, connectTimeout: Duration = .seconds(10),
        maximumResponseBodySize: Int = 16 * 1024 * 1024, reusesConnections: Bool = true
    ) {
        self.trust = trust
        self.connectTimeout = connectTimeout
        self.maximumResponseBodySize = maximumResponseBodySize
        self.reusesConnections = reusesConnections
    }
}
