/// The bounds the callback server enforces on every connection (spec §5), checked before the bytes
/// they bound are read: a hostile or broken client costs at most these, never the server's memory
/// or a connection slot for ever.
public struct CallbackServerLimits: Sendable, Hashable {
    /// Request line plus headers, up to and including the blank line (§5: 8 KiB). Longer → 431.
    public var maxHeadBytes: Int
    /// A POST body's `Content-Length` (§5: 64 KiB). Larger → 413, without reading the body.
    public var maxBodyBytes: Int
    /// Connections served at once; one more is answered 503 and closed.
    public var maxConnections: Int
    /// How long one connection may take from accept to the reply being written (slow clients,
    /// and a chain that does not answer, are cut off here). Measured on the system clock, not
    /// the injected one, so a test's clock never closes connections.
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
}
