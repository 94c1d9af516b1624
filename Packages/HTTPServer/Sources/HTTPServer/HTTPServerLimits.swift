/// The bounds a server enforces on every connection, each checked before the bytes it bounds are
/// kept: a hostile or broken client costs at most these, never the server's memory or a
/// connection slot for ever.
public struct HTTPServerLimits: Sendable, Hashable {
    /// The request line and headers together. Longer: 431, and the connection closes.
    public var maxHeadBytes: Int
    /// A request body. A larger `Content-Length` is answered 413 before a byte of the body is
    /// read; a chunked body is cut off with 413 as soon as it passes the limit.
    public var maxBodyBytes: Int
    /// Connections served at once; one more is answered 503 and closed.
    public var maxConnections: Int
    /// How long a connection may stay silent, between requests or in the middle of one, before
    /// it is closed (408 when a request had started).
    public var idleTimeout: Duration
    /// How long one request may take, if bounded: from the moment the connection is ready for it
    /// (accepted, or the previous answer sent) to the end of its response. Past it, a request
    /// still arriving is answered 408, a responder still working is cancelled, and the connection
    /// closes; an idle kept-alive connection closes then too. A client sending its head a byte at
    /// a time and a responder waiting on something that never answers are both cut off here.
    public var requestTimeout: Duration?
    /// Whether a connection serves more than one request. When false every response carries
    /// `Connection: close` and the connection closes after it.
    public var keepAlive: Bool

    public init(
        maxHeadBytes: Int = 16 * 1024, maxBodyBytes: Int = 1 << 20, maxConnections: Int = 64,
        idleTimeout: Duration = .seconds(60), requestTimeout: Duration? = nil, keepAlive: Bool = true
    ) {
        self.maxHeadBytes = max(64, maxHeadBytes)
        self.maxBodyBytes = max(0, maxBodyBytes)
        self.maxConnections = max(1, maxConnections)
        self.idleTimeout = max(.milliseconds(1), idleTimeout)
        self.requestTimeout = requestTimeout.map { max(.milliseconds(1), $0) }
        self.keepAlive = keepAlive
    }
}
