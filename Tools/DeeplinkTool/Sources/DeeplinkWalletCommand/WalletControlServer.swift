import Deeplink
import FlyingFox
import FlyingSocks
import Foundation

/// The wallet's control endpoint on 127.0.0.1: `POST /open` with a request URL or QR text as
/// the body makes the wallet answer it (the answer as JSON); `GET /health` says it is up.
final class WalletControlServer: Sendable {
    let baseURL: URL
    private let server: HTTPServer
    private let task: Task<Void, Never>

    /// The largest body `/open` reads: a request is at most DeeplinkLimits' 196 KiB + 4 KiB of
    /// encoded text; anything larger is refused from its Content-Length, before it is read.
    static let maximumBodyBytes = 256 * 1024

    private init(baseURL: URL, server: HTTPServer, task: Task<Void, Never>) {
        self.baseURL = baseURL
        self.server = server
        self.task = task
    }

    /// Starts listening and returns once it does.
    ///
    /// - Parameters:
    ///   - health: the `GET /health` body.
    ///   - log: receives one line per request answered.
    static func start(
        port: UInt16, responder: WalletResponder, health: Deeplink.JSONValue, log: @escaping @Sendable (String) -> Void
    ) async throws(WalletToolError) -> WalletControlServer {
        let address: sockaddr_in
        do {
            // FlyingFox's .loopback binds ::1; clients of this tool are told 127.0.0.1.
            address = try .inet(ip4: "127.0.0.1", port: port)
        } catch {
            throw .unavailable("cannot make the address 127.0.0.1:\(port): \(error)")
        }
        let server = HTTPServer(address: address, logger: .disabled)
        await server.appendRoute("GET /health") { _ in Self.json(200, health) }
        await server.appendRoute("POST /open") { request in
            let reply = await Self.open(request, responder: responder)
            log(reply.summary)
            return Self.json(reply.status, reply.body)
        }
        // run() ends with an error when stopped; that end is the expected one.
        let task = Task { _ = try? await server.run() }
        do {
            // FlyingFox's default of 5 s is too short on a loaded 2-core machine (seen in CI):
            // binding is quick, but the listening task may wait that long to be scheduled.
            try await server.waitUntilListening(timeout: 30)
        } catch {
            await server.stop()
            await task.value
            throw .unavailable("cannot listen on 127.0.0.1:\(port): \(error)")
        }
        guard case .ip4(_, let boundPort)? = await server.listeningAddress,
            let baseURL = URL(string: "http://127.0.0.1:\(boundPort)")
        else {
            await server.stop()
            await task.value
            throw .unavailable("the control server reports no IPv4 address")
        }
        return WalletControlServer(baseURL: baseURL, server: server, task: task)
    }

    /// Closes the listener, lets open connections finish their request, and waits for the
    /// server task. Idempotent.
    func stop() async {
        await server.stop()
        await task.value
    }

    private static func open(_ request: HTTPRequest, responder: WalletResponder) async -> WalletResponder.Reply {
        guard let length = request.bodySequence.count else {
            return WalletResponder.Reply(
                status: 411, body: WalletAnswerJSON.error("a body with Content-Length is needed"),
                summary: "refused: no Content-Length")
        }
        guard length <= maximumBodyBytes else {
            return WalletResponder.Reply(
                status: 413,
                body: WalletAnswerJSON.error("the body is over \(maximumBodyBytes) bytes; a request is not"),
                summary: "refused: \(length) bytes")
        }
        guard let data = try? await request.bodyData, let text = String(data: data, encoding: .utf8) else {
            return WalletResponder.Reply(
                status: 400, body: WalletAnswerJSON.error("the body is not UTF-8 text"), summary: "refused: not UTF-8")
        }
        let query = request.query.map { (name: $0.name, value: $0.value) }
        return await responder.open(text.trimmingCharacters(in: .whitespacesAndNewlines), query: query)
    }

    private static func json(_ status: Int, _ body: Deeplink.JSONValue) -> HTTPResponse {
        HTTPResponse(
            statusCode: HTTPStatusCode(status, phrase: phrase(status)), headers: [.contentType: "application/json"],
            body: Data((body.jsonText + "\n").utf8))
    }

    private static func phrase(_ status: Int) -> String {
        switch status {
        case 200: return "OK"
        case 400: return "Bad Request"
        case 409: return "Conflict"
        case 411: return "Length Required"
        case 413: return "Content Too Large"
        case 502: return "Bad Gateway"
        default: return "Internal Server Error"
        }
    }
}
