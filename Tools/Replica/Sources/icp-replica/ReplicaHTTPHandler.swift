import FlyingFox
import Foundation
import ICPAgentTesting

/// Serves a ``ReplicaSimulator`` over HTTP: every request goes to the simulator as method, path
/// and body; what it answers goes back with its status. Bodies over ``maximumBodyBytes`` are
/// refused before they are read.
struct ReplicaHTTPHandler: HTTPHandler {
    let replica: ReplicaSimulator
    /// Where new ledger blocks are saved before the answer goes out (`--state`), if anywhere.
    var state: LedgerState?
    /// How long to wait before answering (`--delay`).
    var delay: Duration = .zero

    /// The largest request body read: a replica accepts about 2 MiB of ingress.
    static let maximumBodyBytes = 3 << 20

    func handleRequest(_ request: FlyingFox.HTTPRequest) async throws -> FlyingFox.HTTPResponse {
        if let length = request.headers[.contentLength].flatMap(Int.init), length > Self.maximumBodyBytes {
            return answer(413, Array("a body of \(length) bytes; at most \(Self.maximumBodyBytes) are read".utf8))
        }
        let body = try await request.bodyData
        guard body.count <= Self.maximumBodyBytes else {
            return answer(413, Array("a body over \(Self.maximumBodyBytes) bytes".utf8))
        }
        if delay > .zero { try await Task.sleep(for: delay) }
        let outcome = replica.respond(method: request.method.rawValue, path: request.path, body: [UInt8](body))
        if let state {
            do { try await state.saveNewBlocks() } catch {
                return answer(500, Array("the ledger's state could not be saved: \(error)".utf8))
            }
        }
        // `--lose-answers`: the work is done (and saved), then the connection drops.
        guard let response = outcome else { return DroppedBody.response }
        return answer(response.status, response.body)
    }

    private func answer(_ status: Int, _ body: [UInt8]) -> FlyingFox.HTTPResponse {
        let type = status == 200 ? "application/cbor" : "text/plain; charset=utf-8"
        return HTTPResponse(
            statusCode: HTTPStatusCode(status, phrase: Self.phrase(status)),
            headers: [.contentType: type], body: Data(body))
    }

    private static func phrase(_ status: Int) -> String {
        switch status {
        case 200: return "OK"
        case 202: return "Accepted"
        case 400: return "Bad Request"
        case 404: return "Not Found"
        case 413: return "Content Too Large"
        case 429: return "Too Many Requests"
        case 500: return "Internal Server Error"
        case 503: return "Service Unavailable"
        default: return "Status"
        }
    }
}
