import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOSSL
import Synchronization

/// A loopback HTTPS server on 127.0.0.1 and an ephemeral port, presenting a chosen certificate
/// chain — to test a TLS client (a pinned one above all) offline. It answers each request with
/// "METHOD target body-length host" (or holds it, or sends a body of a given size) and records
/// every request that reached it. Stop it with ``stop()``.
public final class LoopbackTLSServer: Sendable {
    /// How the server answers.
    public enum Behaviour: Sendable {
        /// Answers 200 with "METHOD target body-length host".
        case echo
        /// Reads the request and never answers.
        case hold
        /// Answers 200 with `size` bytes, with a Content-Length or chunked.
        case body(size: Int, announced: Bool)
    }

    /// A request as it reached the server.
    public struct Request: Sendable, Equatable {
        public var method: String
        /// The request target: path and query, as sent.
        public var target: String
        /// The `Host` header.
        public var host: String?
        public var body: [UInt8]
    }

    /// The port it listens on, on 127.0.0.1.
    public let port: Int
    private let channel: any Channel
    private let log = RequestLog()

    /// Every request that reached the server so far.
    public var requests: [Request] { log.requests }
    /// Each request as it completes, for tests that must wait until the server has one.
    public var arrivals: AsyncStream<Request> { log.arrivals }

    /// Serves `chain` (leaf first) with the leaf's key, answering as `behaviour` says.
    public init(chain: [TestIdentity], behaviour: Behaviour = .echo) async throws {
        guard let leaf = chain.first else { throw LoopbackTLSServerError.emptyChain }
        let certificates = try chain.map { try NIOSSLCertificate(bytes: $0.derBytes(), format: .der) }
        let key = try NIOSSLPrivateKey(bytes: Array(leaf.key.pemRepresentation.utf8), format: .pem)
        let configuration = TLSConfiguration.makeServerConfiguration(
            certificateChain: certificates.map { .certificate($0) }, privateKey: .privateKey(key))
        let context = try NIOSSLContext(configuration: configuration)
        let log = self.log
        channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                do {
                    let operations = channel.pipeline.syncOperations
                    try operations.addHandler(NIOSSLServerHandler(context: context))
                    try operations.configureHTTPServerPipeline(withErrorHandling: true)
                    try operations.addHandler(RequestHandler(behaviour: behaviour, record: log.record))
                    return channel.eventLoop.makeSucceededVoidFuture()
                } catch {
                    return channel.eventLoop.makeFailedFuture(error)
                }
            }
            .bind(host: "127.0.0.1", port: 0).get()
        port = channel.localAddress?.port ?? 0
    }

    /// `https://localhost:<port>`, the name the test leaves carry.
    public var baseURL: URL {
        var components = URLComponents()
        components.scheme = "https"
        components.host = "localhost"
        components.port = port
        // A scheme, a host and a port always make a URL.
        return components.url ?? URL(fileURLWithPath: "/")
    }

    /// Closes the listening socket and ends ``arrivals``.
    public func stop() async {
        log.finish()
        try? await channel.close()
    }
}

/// The requests that reached the server, kept and streamed.
private final class RequestLog: Sendable {
    private let recorded = Mutex<[LoopbackTLSServer.Request]>([])
    let arrivals: AsyncStream<LoopbackTLSServer.Request>
    private let continuation: AsyncStream<LoopbackTLSServer.Request>.Continuation

    init() { (arrivals, continuation) = AsyncStream.makeStream() }

    var requests: [LoopbackTLSServer.Request] { recorded.withLock { $0 } }

    var record: @Sendable (LoopbackTLSServer.Request) -> Void {
        { [self] request in
            recorded.withLock { $0.append(request) }
            continuation.yield(request)
        }
    }

    func finish() { continuation.finish() }
}

private final class RequestHandler: ChannelInboundHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let behaviour: LoopbackTLSServer.Behaviour
    private let record: @Sendable (LoopbackTLSServer.Request) -> Void
    private var current: LoopbackTLSServer.Request?

    init(behaviour: LoopbackTLSServer.Behaviour, record: @escaping @Sendable (LoopbackTLSServer.Request) -> Void) {
        self.behaviour = behaviour
        self.record = record
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head):
            current = LoopbackTLSServer.Request(
                method: head.method.rawValue, target: head.uri, host: head.headers.first(name: "host"), body: [])
        case .body(let chunk):
            current?.body.append(contentsOf: chunk.readableBytesView)
        case .end:
            guard let request = current else { return }
            current = nil
            record(request)
            respond(to: request, context: context)
        }
    }

    private func respond(to request: LoopbackTLSServer.Request, context: ChannelHandlerContext) {
        let body: [UInt8]
        var headers = HTTPHeaders()
        switch behaviour {
        case .hold:
            return
        case .echo:
            body = Array("\(request.method) \(request.target) \(request.body.count) \(request.host ?? "-")".utf8)
            headers.add(name: "Content-Length", value: String(body.count))
        case .body(let size, let announced):
            body = [UInt8](repeating: UInt8(ascii: "x"), count: size)
            if announced { headers.add(name: "Content-Length", value: String(size)) }
        }
        headers.add(name: "Connection", value: "close")
        context.write(
            wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: .ok, headers: headers))), promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(ByteBuffer(bytes: body)))), promise: nil)
        let channel = context.channel
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in channel.close(promise: nil) }
    }
}
