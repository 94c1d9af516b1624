import Deeplink
import Foundation
import HTTPServer
import HTTPTypes

/// The wallet's control endpoint on 127.0.0.1: `POST /open` with a request URL or QR text as
/// the body makes the wallet answer it (the answer as JSON); `GET /health` says it is up.
final class WalletControlServer: Sendable {
    let baseURL: URL
    private let server: HTTPServer

    /// The largest body `/open` reads: a request is at most DeeplinkLimits' 196 KiB + 4 KiB of
    /// encoded text; anything larger is refused from its Content-Length, before it is read.
    static let maximumBodyBytes = 256 * 1024

    private init(server: HTTPServer) {
        self.baseURL = server.baseURL
        self.server = server
    }

    /// Starts listening and returns once it does.
    ///
    /// - Parameters:
    ///   - health: the `GET /health` body.
    ///   - log: receives one line per `/open` request answered or refused.
    static func start(
        port: UInt16, responder: WalletResponder, health: Deeplink.JSONValue, log: @escaping @Sendable (String) -> Void
    ) async throws(WalletToolError) -> WalletControlServer {
        let routes = ControlRoutes(responder: responder, health: health, log: log)
        do {
            let server = try await HTTPServer.start(
                host: "127.0.0.1", port: Int(port), limits: HTTPServerLimits(maxBodyBytes: maximumBodyBytes),
                responder: routes)
            return WalletControlServer(server: server)
        } catch {
            throw .unavailable(error.description)
        }
    }

    /// Closes the listener and every connection (a request still being answered is cancelled).
    /// Idempotent.
    func stop() async {
        await server.stop()
    }
}

/// `GET /health` and `POST /open`, every answer JSON; 404 for other paths, 405 (with `Allow`) for
/// other methods. Bodies over ``WalletControlServer/maximumBodyBytes`` are refused by the server
/// from their `Content-Length`, in the same `{"error":…}` shape.
private struct ControlRoutes: HTTPResponder {
    let responder: WalletResponder
    let health: Deeplink.JSONValue
    let log: @Sendable (String) -> Void

    func respond(to request: ServerRequest) async -> ServerResponse {
        let method: HTTPRequest.Method
        switch request.path {
        case "/health": method = .get
        case "/open": method = .post
        default:
            return Self.json(404, WalletAnswerJSON.error("no such path; the wallet serves GET /health and POST /open"))
        }
        guard request.method == method else {
            var response = Self.json(405, WalletAnswerJSON.error("\(request.path) takes \(method.rawValue) only"))
            response.headerFields[.allow] = method.rawValue
            return response
        }
        guard method == .post else { return Self.json(200, health) }
        let reply = await open(request)
        log(reply.summary)
        return Self.json(reply.status, reply.body)
    }

    func refuse(_ refusal: HTTPServerRefusal) -> ServerResponse {
        switch refusal.reason {
        case .bodyTooLarge(let bytes, _):
            log("refused: \(bytes) bytes")
            return Self.json(
                refusal.status.code,
                WalletAnswerJSON.error(
                    "the body is over \(WalletControlServer.maximumBodyBytes) bytes; a request is not"))
        default:
            log("refused: \(refusal.description)")
            return Self.json(refusal.status.code, WalletAnswerJSON.error(refusal.description))
        }
    }

    private func open(_ request: ServerRequest) async -> WalletResponder.Reply {
        // The body's bound is decided from Content-Length before it is read: a chunked body has none.
        guard request.headerFields[.contentLength] != nil else {
            return WalletResponder.Reply(
                status: 411, body: WalletAnswerJSON.error("a body with Content-Length is needed"),
                summary: "refused: no Content-Length")
        }
        guard let text = String(validating: request.body, as: UTF8.self) else {
            return WalletResponder.Reply(
                status: 400, body: WalletAnswerJSON.error("the body is not UTF-8 text"), summary: "refused: not UTF-8")
        }
        let query = (request.query.map { URLComponents(string: "?" + $0)?.queryItems ?? [] } ?? [])
            .map { (name: $0.name, value: $0.value ?? "") }
        return await responder.open(text.trimmingCharacters(in: .whitespacesAndNewlines), query: query)
    }

    private static func json(_ status: Int, _ body: Deeplink.JSONValue) -> ServerResponse {
        ServerResponse(
            status: HTTPResponse.Status(code: status), contentType: "application/json",
            bytes: Array((body.jsonText + "\n").utf8))
    }
}
