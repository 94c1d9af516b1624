import Foundation
import HTTPServer
import HTTPTypes
import ICPAgentTesting

/// Serves a ``ReplicaSimulator`` over HTTP: every request goes to the simulator as method, path
/// and body; what it answers goes back with its status. Bodies over ``maximumBodyBytes`` are
/// refused by the server before they are read.
struct ReplicaHTTPHandler: HTTPResponder {
    let replica: ReplicaSimulator
    /// Where new ledger blocks and changed canisters are saved before the answer goes out
    /// (`--state`), if anywhere.
    var state: ReplicaState?
    /// How long to wait before answering (`--delay`).
    var delay: Duration = .zero

    /// The largest request body read: a replica accepts about 2 MiB of ingress.
    static let maximumBodyBytes = 3 << 20

    /// A response body of this length is promised when an answer is lost, and never comes.
    private static let lostBodyLength = 64

    private struct LostAnswer: Error {}

    func respond(to request: ServerRequest) async -> ServerResponse {
        if delay > .zero {
            do { try await Task.sleep(for: delay) } catch { return answer(503, Array("stopping".utf8)) }
        }
        let outcome = replica.respond(method: request.method.rawValue, path: request.path, body: request.body)
        if let state {
            do { try await state.saveChanges() } catch {
                return answer(500, Array("the replica's state could not be saved: \(error)".utf8))
            }
        }
        // `--lose-answers`: the work is done (and saved), then the connection drops after the
        // head, as when a replica's connection breaks after the call was accepted.
        guard let response = outcome else {
            return ServerResponse(
                status: .ok, headerFields: [.contentType: "application/cbor"],
                body: .streamed(length: Self.lostBodyLength) { _ in throw LostAnswer() })
        }
        return answer(response.status, response.body)
    }

    private func answer(_ status: Int, _ body: [UInt8]) -> ServerResponse {
        ServerResponse(
            status: HTTPResponse.Status(code: status),
            contentType: status == 200 ? "application/cbor" : "text/plain; charset=utf-8", bytes: body)
    }
}
