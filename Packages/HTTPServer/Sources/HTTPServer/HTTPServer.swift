import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix

/// An HTTP/1.1 server for loopback services and tests, on SwiftNIO's parser: every request head
/// and body is bounded (``HTTPServerLimits``), connections are kept alive and pipelined requests
/// answered in order, and a responder answers each whole request.
///
/// ```swift
/// let server = try await HTTPServer.start(port: 0) { request in
///     .text("hello \(request.path)")
/// }
/// print(server.baseURL)  // http://127.0.0.1:<port>
/// await server.stop()
/// ```
///
/// ``stop()`` closes the listener and every connection, cancelling responders still working.
public final class HTTPServer: Sendable {
    /// The address listened on, as given.
    public let host: String
    /// The port listened on (the one the system picked when 0 was asked for).
    public let port: Int
    public let limits: HTTPServerLimits
    private let listener: any Channel
    private let registry: ConnectionRegistry

    private init(host: String, port: Int, limits: HTTPServerLimits, listener: any Channel, registry: ConnectionRegistry)
    {
        self.host = host
        self.port = port
        self.limits = limits
        self.listener = listener
        self.registry = registry
    }

    /// Binds `host:port` and serves with `responder`; returns once listening.
    ///
    /// - Parameters:
    ///   - host: an address of this machine; the loopback one by default.
    ///   - port: 0 for one the system picks (read it from ``port``).
    ///   - limits: the bounds every connection is held to.
    ///   - responder: answers each request read whole within the limits, and shapes refusals.
    /// - Throws: ``HTTPServerError/cannotListen(host:port:reason:)``.
    public static func start(
        host: String = "127.0.0.1", port: Int = 0, limits: HTTPServerLimits = HTTPServerLimits(),
        responder: some HTTPResponder
    ) async throws(HTTPServerError) -> HTTPServer {
        let registry = ConnectionRegistry(limit: limits.maxConnections)
        do {
            let listener = try await bootstrap(limits: limits, responder: responder, registry: registry)
                .bind(host: host, port: port).get()
            return try served(on: listener, host: host, asked: port, limits: limits, registry: registry)
        } catch let error as HTTPServerError {
            throw error
        } catch {
            throw .cannotListen(host: host, port: port, reason: "\(error)")
        }
    }

    /// ``start(host:port:limits:responder:)`` with a closure for a responder.
    public static func start(
        host: String = "127.0.0.1", port: Int = 0, limits: HTTPServerLimits = HTTPServerLimits(),
        respond: @escaping @Sendable (ServerRequest) async -> ServerResponse
    ) async throws(HTTPServerError) -> HTTPServer {
        try await start(host: host, port: port, limits: limits, responder: ClosureResponder(respond))
    }

    /// Binds and serves without suspending: for synchronous callers (a test fixture made in an
    /// initializer). It blocks the calling thread until the event loop has bound the socket.
    package static func startBlocking(
        host: String = "127.0.0.1", port: Int = 0, limits: HTTPServerLimits, responder: some HTTPResponder
    ) throws(HTTPServerError) -> HTTPServer {
        let registry = ConnectionRegistry(limit: limits.maxConnections)
        do {
            let listener = try bootstrap(limits: limits, responder: responder, registry: registry)
                .bind(host: host, port: port).wait()
            return try served(on: listener, host: host, asked: port, limits: limits, registry: registry)
        } catch let error as HTTPServerError {
            throw error
        } catch {
            throw .cannotListen(host: host, port: port, reason: "\(error)")
        }
    }

    /// `http://<host>:<port>` (IPv6 hosts in brackets).
    public var baseURL: URL {
        let shown = host.contains(":") ? "[\(host)]" : host
        // A scheme, an address and a port always make a URL.
        return URL(string: "http://\(shown):\(port)") ?? URL(fileURLWithPath: "/")
    }

    /// Connections accepted so far (keep-alive shows as fewer connections than requests).
    public var connectionCount: Int { registry.accepted }

    /// Closes the listener and every connection, cancelling responders still at work. Idempotent.
    public func stop() async {
        guard let open = registry.stop() else { return }
        try? await listener.close()
        for connection in open { try? await connection.close() }
    }

    /// ``stop()`` for synchronous callers: blocks until every channel has closed.
    package func stopBlocking() {
        guard let open = registry.stop() else { return }
        try? listener.close().wait()
        for connection in open { try? connection.close().wait() }
    }

    /// Starts closing the listener and every connection and returns at once: for a `deinit`,
    /// which must not wait on the event loop it may be running on.
    package func stopWithoutWaiting() {
        guard let open = registry.stop() else { return }
        listener.close(promise: nil)
        for connection in open { connection.close(promise: nil) }
    }

    private static func served(
        on listener: any Channel, host: String, asked: Int, limits: HTTPServerLimits, registry: ConnectionRegistry
    ) throws(HTTPServerError) -> HTTPServer {
        guard let bound = listener.localAddress?.port else {
            listener.close(promise: nil)
            throw .cannotListen(host: host, port: asked, reason: "the socket reports no port")
        }
        return HTTPServer(host: host, port: bound, limits: limits, listener: listener, registry: registry)
    }

    private static func bootstrap(
        limits: HTTPServerLimits, responder: some HTTPResponder, registry: ConnectionRegistry
    ) -> ServerBootstrap {
        let decoderLimits = {
            var configuration = NIOHTTPDecoderLimitConfiguration()
            configuration.maxHeaderListSize = limits.maxHeadBytes
            configuration.maxHeaderFieldSize = limits.maxHeadBytes
            return configuration
        }()
        return ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.backlog, value: 256)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            // Without it Nagle's algorithm holds a body written after its head until the client
            // acknowledges the head, which it delays: 40 ms per keep-alive request on loopback.
            .childChannelOption(.socketOption(.tcp_nodelay), value: 1)
            // A client that half-closes after its request still gets the answer.
            .childChannelOption(.allowRemoteHalfClosure, value: true)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    let pipeline = channel.pipeline.syncOperations
                    guard registry.admit(channel) else {
                        let refusal = HTTPServerRefusal(reason: .tooManyConnections(limit: limits.maxConnections))
                        try pipeline.addHandler(HTTPResponseEncoder())
                        try pipeline.addHandler(
                            RefusingHandler(response: responder.refuse(refusal), reason: refusal.description))
                        return
                    }
                    try pipeline.addHandler(IdleStateHandler(readTimeout: TimeAmount(limits.idleTimeout)))
                    try pipeline.configureHTTPServerPipeline(
                        withPipeliningAssistance: true, withErrorHandling: false, withOutboundHeaderValidation: true,
                        withEncoderConfiguration: HTTPResponseEncoder.Configuration(),
                        withDecoderLimitConfiguration: decoderLimits)
                    try pipeline.addHandler(ConnectionHandler(limits: limits, responder: responder))
                }
            }
    }
}
