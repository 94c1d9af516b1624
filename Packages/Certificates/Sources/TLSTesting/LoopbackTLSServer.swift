import Foundation
import HTTPServer

/// A loopback HTTPS server on 127.0.0.1 and an ephemeral port, presenting a chosen certificate
/// chain — to test a TLS client (a pinned one above all) offline. It answers each request with
/// "METHOD target body-length host" (or holds it, or sends a body of a given size), keeps
/// connections open between requests (HTTP/1.1 keep-alive), and records every request that
/// reached it. Stop it with ``stop()``.
///
/// TLS is OpenSSL's libssl with a thread per connection, in process; the decrypted bytes go to an
/// HTTPServer's `HTTPServer` on another loopback port, which reads the requests. A test sees what
/// each request carried (method, target, headers, body) as the server read it, which a server in
/// a child process such as `openssl s_server` does not report. At most 64 connections at once;
/// requests up to a 64 KiB head and a 16 MiB body.
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
        /// Every header line as received ("Name: value"), in order.
        public var headerLines: [String]
    }

    /// The port it listens on, on 127.0.0.1.
    public let port: Int
    private let core: ServerCore

    /// Every request that reached the server so far.
    public var requests: [Request] { core.log.requests }
    /// Each request as it completes, for tests that must wait until the server has one.
    public var arrivals: AsyncStream<Request> { core.log.arrivals }
    /// Connections whose TLS handshake succeeded so far: fewer than the requests when a client
    /// reused its connections.
    public var connectionCount: Int { core.log.connections }

    /// Serves `chain` (leaf first) with the leaf's key, answering as `behaviour` says.
    public init(chain: [TestIdentity], behaviour: Behaviour = .echo) async throws(LoopbackTLSServerError) {
        let context = try ServerTLSContext(chain: chain)
        let log = RequestLog()
        let backend: HTTPServer
        do {
            backend = try await HTTPServer.start(
                limits: HTTPServerLimits(maxHeadBytes: 64 * 1024, maxBodyBytes: 16 << 20, maxConnections: 64),
                responder: EchoResponder(behaviour: behaviour, log: log))
        } catch {
            throw .socketFailed(reason: "the HTTP server behind TLS: \(error)")
        }
        do throws(LoopbackTLSServerError) {
            core = try ServerCore(context: context, backend: backend, log: log)
        } catch {
            await backend.stop()
            throw error
        }
        port = core.listener.port
        core.start()
    }

    deinit {
        // Dropped without stop(): the threads end by themselves, unwaited.
        core.shutDown()
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

    /// Closes the listening socket and every connection, waits for their threads to end and
    /// ends ``arrivals``.
    public func stop() async {
        core.shutDown()
        await core.threadsEnded()
        await core.backend.stop()
        core.log.finish()
    }
}
