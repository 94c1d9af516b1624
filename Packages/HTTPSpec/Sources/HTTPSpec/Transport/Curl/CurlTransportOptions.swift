/// How a ``CurlTransport`` connects, what it accepts, and who judges the server's certificates.
public struct CurlTransportOptions: Sendable {
    /// Who decides whether an https server's certificate chain is accepted.
    public var serverTrust: CurlServerTrust
    /// The longest wait for a connection, TCP and TLS handshake together; the request's own
    /// timeout still bounds the whole exchange, so the shorter of the two applies.
    public var connectTimeout: Duration
    /// Responses with a larger body are refused (announced by `Content-Length` or as they
    /// arrive), so a hostile or broken server cannot make the client buffer without bound.
    public var maximumResponseBodySize: Int
    /// Whether a connection is kept after its exchange for the transport's next requests to the
    /// same host and port (HTTP/1.1 keep-alive), saving a TCP (and TLS) handshake each. False:
    /// one connection per request.
    public var reusesConnections: Bool
    /// Whether 3xx answers with a `Location` are followed (at most ten in a row, never from
    /// https to http, and never to a scheme the transport does not speak). False, the default,
    /// hands the 3xx to the client as URLSessionTransport does.
    public var followsRedirects: Bool

    public init(
        serverTrust: CurlServerTrust = .system, connectTimeout: Duration = .seconds(10),
        maximumResponseBodySize: Int = 64 * 1024 * 1024, reusesConnections: Bool = true,
        followsRedirects: Bool = false
    ) {
        self.serverTrust = serverTrust
        self.connectTimeout = connectTimeout
        self.maximumResponseBodySize = maximumResponseBodySize
        self.reusesConnections = reusesConnections
        self.followsRedirects = followsRedirects
    }

    /// The most header bytes a response may carry (status lines included, over redirects too):
    /// far above what any API sends, and a bound on what a server can make the client hold.
    static let maximumResponseHeaderSize = 256 * 1024

    /// The most redirects followed in a row when ``followsRedirects`` is on.
    static let maximumRedirects = 10
}
