import Foundation
import HTTPServer
import Synchronization

/// A scripted HTTP/1.1 server on 127.0.0.1 for tests, tours and benchmarks: an ephemeral port,
/// keep-alive, a scripted answer per request, and every request recorded. It is an
/// HTTPServer's `HTTPServer` underneath, so its requests are read as the workspace's services read
/// theirs. Bounded: at most `maxConnections` connections and `maxRequestBytes` of body per request.
/// Call `stop()` when done; it closes every connection, cutting scripted delays short.
public final class LoopbackServer: Sendable {
    public let port: UInt16
    public let maxConnections: Int
    public let maxRequestBytes: Int
    private let server: HTTPServer
    private let log: RequestLog

    /// `http://127.0.0.1:<port>`.
    public var baseURL: URL { server.baseURL }

    /// Answers each request with `handler`.
    public init(
        maxConnections: Int = 32, maxRequestBytes: Int = 8 << 20,
        handler: @escaping @Sendable (RecordedRequest) -> ScriptedResponse
    ) throws {
        let log = RequestLog()
        let limits = HTTPServerLimits(
            maxHeadBytes: 64 * 1024, maxBodyBytes: maxRequestBytes, maxConnections: maxConnections)
        server = try HTTPServer.startBlocking(
            limits: limits, responder: ScriptedResponder(log: log, handler: handler))
        self.log = log
        self.maxConnections = maxConnections
        self.maxRequestBytes = maxRequestBytes
        port = UInt16(server.port)
    }

    /// Replays `responses` in order, then answers 404.
    public convenience init(responses: [ScriptedResponse]) throws {
        let queue = ResponseQueue(responses)
        try self.init { _ in queue.next() }
    }

    deinit { server.stopWithoutWaiting() }

    /// Every request received so far, in arrival order.
    public var requests: [RecordedRequest] { log.requests }

    /// Connections accepted so far (keep-alive reuse shows as fewer connections than requests).
    public var connectionCount: Int { server.connectionCount }

    /// Closes the listener and every connection, and waits until they are closed.
    public func stop() {
        server.stopBlocking()
    }
}

/// Records each request, then answers it as the script says, after the script's delay.
private struct ScriptedResponder: HTTPResponder {
    let log: RequestLog
    let handler: @Sendable (RecordedRequest) -> ScriptedResponse

    func respond(to request: ServerRequest) async -> ServerResponse {
        let recorded = RecordedRequest(
            method: request.method.rawValue, target: request.target,
            headers: request.headerFields.map { (name: $0.name.rawName, value: $0.value) }, body: Data(request.body))
        log.append(recorded)
        let scripted = handler(recorded)
        // Cancelled when the server stops or the client leaves; the answer is then never sent.
        if scripted.delay > .zero { try? await Task.sleep(for: scripted.delay) }
        return scripted.serverResponse
    }
}

private final class RequestLog: Sendable {
    private let recorded = Mutex<[RecordedRequest]>([])
    var requests: [RecordedRequest] { recorded.withLock { $0 } }
    func append(_ request: RecordedRequest) { recorded.withLock { $0.append(request) } }
}

/// Hands out scripted responses in order, then 404s.
private final class ResponseQueue: Sendable {
    private let responses: Mutex<[ScriptedResponse]>

    init(_ responses: [ScriptedResponse]) { self.responses = Mutex(responses) }

    func next() -> ScriptedResponse {
        responses.withLock { responses in
            responses.isEmpty
                ? ScriptedResponse.text("no scripted response left", status: 404) : responses.removeFirst()
        }
    }
}
