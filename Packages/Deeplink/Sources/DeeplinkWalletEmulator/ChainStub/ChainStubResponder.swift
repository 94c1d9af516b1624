import EOSChain
import FlyingFox
import Foundation

/// The chain stub's answers, in nodeos's JSON shapes.
struct ChainStubResponder: Sendable {
    let chain: InMemoryEOSChain
    let fault: @Sendable () -> ChainStubFault

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

    func respond(to request: HTTPRequest) async -> HTTPResponse {
        let current = fault()
        switch current {
        case .garbage:
            return HTTPResponse(
                statusCode: .ok, headers: [.contentType: "application/json"], body: Data("<html>oops".utf8))
        case .unavailable:
            return Self.error(status: .serviceUnavailable, code: 503, name: "unavailable", what: "Service Unavailable")
        case .none, .answerForAccount: break
        }
        guard request.method == .POST else {
            return Self.error(status: .methodNotAllowed, code: 405, name: "method", what: "POST only")
        }
        // nodeos's own bodies are small; a stub needs no more than this.
        guard let body = try? await request.bodyData, body.count <= 64 * 1024 else {
            return Self.error(
                status: .badRequest, code: 3_200_006, name: "invalid_http_request", what: "body unreadable")
        }
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

    private static func json(_ value: some Encodable) -> HTTPResponse {
        // Encoding these plain structs cannot fail; an empty object is the fallback all the same.
        let data = (try? JSONEncoder().encode(value)) ?? Data("{}".utf8)
        return HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json"], body: data)
    }

    private static func badRequest() -> HTTPResponse {
        error(status: .badRequest, code: 3_200_006, name: "invalid_http_request", what: "invalid http request")
    }

    /// nodeos's error body: `{"code":…,"message":…,"error":{"code":…,"name":…,"what":…,"details":[]}}`.
    private static func error(status: HTTPStatusCode, code: Int, name: String, what: String) -> HTTPResponse {
        let object: [String: Any] = [
            "code": status.code, "message": status.phrase,
            "error": ["code": code, "name": name, "what": what, "details": [[String: Any]]()] as [String: Any],
        ]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        return HTTPResponse(statusCode: status, headers: [.contentType: "application/json"], body: data)
    }
}
