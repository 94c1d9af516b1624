import NIOCore

/// How a ``PinnedTLSTransport`` connects and what it accepts besides the pins.
public struct PinnedTLSOptions: Sendable {
    /// What is checked besides the pin (server name, validity period).
    public var trust: PinnedTrustPolicy
    /// The longest wait for the TCP connection; the request's own timeout still bounds the whole
    /// exchange, so the shorter of the two applies.
    public var connectTimeout: Duration
    /// Responses with a larger body are refused (announced by `Content-Length` or as they
    /// arrive), so a hostile or broken server cannot make the client buffer without bound.
    public var maximumResponseBodySize: Int
    /// The event loops to run on. Nil: SwiftNIO's process-wide shared group, which lives as long
    /// as the process and is never shut down. A group passed here stays the caller's: shut it
    /// down after the last request through the transport has finished.
    public var eventLoopGroup: (any EventLoopGroup)?

    public init(
        trust: PinnedTrustPolicy = .strict, connectTimeout: Duration = .seconds(10),
        maximumResponseBodySize: Int = 16 * 1024 * 1024, eventLoopGroup: (any EventLoopGroup)? = nil
    ) {
        self.trust = trust
        self.connectTimeout = connectTimeout
        self.maximumResponseBodySize = maximumResponseBodySize
        self.eventLoopGroup = eventLoopGroup
    }
}
