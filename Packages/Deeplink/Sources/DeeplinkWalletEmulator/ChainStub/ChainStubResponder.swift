import EOSChain
import Foundation
import HTTPServer
import HTTPTypes

/// The chain stub's answers, in nodeos's JSON shapes, its refusals (a body over
/// ``maxBodyBytes``, bytes that are not HTTP) included.
struct ChainStubResponder: HTTPResponder {
    let chain: InMemoryEOSChain
    let fault: @Sendable () -> ChainStubFault

    /// nodeos's own bodies are small; a stub needs no more than this.
    static let maxBodyBytes = 64 * 1024

    private struct GetAccount: Decodable {
        let accountName: EOSName
        enum CodingKeys: String, CodingKey { case accountName = "account_name" }
    }

    private struct GetTableRows: Decodable {
        let code: EOSName
        let scope: EOSName
        let table: EOSName
        let lowerBound: String?
        let limit: Int?
        enum CodingKeys: String, CodingKey {
            case code, scope, table, limit
            case lowerBound = "lower_bound"
        }
    }

    private struct Rows: Encodable {
        let rows: [MYKEYKeydataRow]
        let more: Bool
    }

    func respond(to request: ServerRequest) async -> ServerResponse {
        let current = fault()
        switch current {
        case .garbage:
            return ServerResponse(contentType: "application/json", bytes: Array("<html>oops".utf8))
        case .unavailable:
            return Self.error(status: .serviceUnavailable, code: 503, name: "unavailable", what: "Service Unavailable")
        case .none, .answerForAccount: break
        }
        guard request.method == .post else {
            return Self.error(status: .methodNotAllowed, code: 405, name: "method", what: "POST only")
        }
        let body = Data(request.body)
        switch request.path {
        case "/v1/chain/get_account":
            guard let input = try? JSONDecoder().decode(GetAccount.self, from: body) else { return Self.badRequest() }
            guard var account = try? await chain.account(named: input.accountName) else {
                return Self.error(
                    status: .internalServerError, code: 3_060_002, name: "account_query_exception",
                    what: "Account Query Exception")
            }
            if case .answerForAccount(let other) = current {
                account = EOSAccount(accountName: other, permissions: account.permissions)
            }
            return Self.json(account)
        case "/v1/chain/get_table_rows":
            guard let input = try? JSONDecoder().decode(GetTableRows.self, from: body) else { return Self.badRequest() }
            let lowerBound = input.lowerBound.flatMap { Int($0) } ?? 0
            let limit = min(max(input.limit ?? 10, 0), 1_000)
            let rows =
                input.table.text == "keydata"
                ? ((try? await chain.keydataRows(
                    manager: input.code, account: input.scope, lowerBound: lowerBound, limit: limit)) ?? [])
                : []
            return Self.json(Rows(rows: rows, more: false))
        default:
            return Self.error(status: .notFound, code: 404, name: "not_found", what: "Not Found")
        }
    }

    /// A request the server refused (a body over the limit, bytes that are not HTTP), in
    /// nodeos's error shape like every other failure.
    func refuse(_ refusal: HTTPServerRefusal) -> ServerResponse {
        Self.error(status: refusal.status, code: 3_200_006, name: "invalid_http_request", what: refusal.description)
    }

    private static func json(_ value: some Encodable) -> ServerResponse {
        // Encoding these plain structs cannot fail; an empty object is the fallback all the same.
        let data = (try? JSONEncoder().encode(value)) ?? Data("{}".utf8)
        return ServerResponse(contentType: "application/json", bytes: Array(data))
    }

    private static func badRequest() -> ServerResponse {
        error(status: .badRequest, code: 3_200_006, name: "invalid_http_request", what: "invalid http request")
    }

    /// nodeos's error body: `{"code":…,"message":…,"error":{"code":…,"name":…,"what":…,"details":[]}}`.
    private static func error(status: HTTPResponse.Status, code: Int, name: String, what: String) -> ServerResponse {
        let object: [String: Any] = [
            "code": status.code, "message": status.reasonPhrase,
            "error": ["code": code, "name": name, "what": what, "details": [[String: Any]]()] as [String: Any],
        ]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        return ServerResponse(status: status, contentType: "application/json", bytes: Array(data))
    }
}
