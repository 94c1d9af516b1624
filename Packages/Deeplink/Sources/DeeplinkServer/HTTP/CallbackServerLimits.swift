import HTTPServer

/// The bounds the callback server enforces on every connection (spec §5), checked before the bytes
/// they bound are kept: a hostile or broken client costs at most these, never the server's memory
/// or a connection slot for ever. HTTPServer enforces them (as `HTTPServerLimits`).
public struct CallbackServerLimits: Sendable, Hashable {
    /// The request head (§5: 8 KiB), as SwiftNIO's parser counts it: the target, the header names
    /// and the header values. Longer → 431, without reading further.
    public var maxHeadBytes: Int
    /// A POST body (§5: 64 KiB). A larger `Content-Length` → 413, without reading the body.
    public var maxBodyBytes: Int
    /// Connections served at once; one more is answered 503 and closed.
    public var maxConnections: Int
    /// How long one connection may take from accept to the reply being written (slow clients, and
    /// a chain that does not answer, are cut off here), and how long a connection may stay silent
    /// before it is closed (408 in the middle of a request). Measured on the system clock, not the
    /// injected one, so a test's clock never closes connections.
    public var connectionTimeout: Duration

    public init(
        maxHeadBytes: Int = 8 * 1024, maxBodyBytes: Int = 64 * 1024, maxConnections: Int = 64,
        connectionTimeout: Duration = .seconds(15)
    ) {
        self.maxHeadBytes = max(64, maxHeadBytes)
        self.maxBodyBytes = max(0, maxBodyBytes)
        self.maxConnections = max(1, maxConnections)
        self.connectionTimeout = connectionTimeout
    }

    /// §5's numbers.
    public static let `default` = CallbackServerLimits()

    /// The same bounds for HTTPServer, without keep-alive: one request per connection (§5).
    var httpServerLimits: HTTPServerLimits {
        HTTPServerLimits(
            maxHeadBytes: maxHeadBytes, maxBodyBytes: maxBodyBytes, maxConnections: maxConnections,
            idleTimeout: connectionTimeout, requestTimeout: connectionTimeout, keepAlive: false)
    }
}
