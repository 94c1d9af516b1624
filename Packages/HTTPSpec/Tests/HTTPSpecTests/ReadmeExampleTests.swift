import Foundation
import HTTPServerTesting
import HTTPSpec
import HTTPTypes
import Testing

/// Compiles and checks the example in Packages/HTTPSpec/README.md; the region between the
/// markers must stay identical to the README's code block (a workspace check compares them).
@Suite struct ReadmeExampleTests {
    @Test func readmeExample() async throws {
        // README-EXAMPLE-BEGIN
        struct Ledger: API {
            let baseURL: URL
            var json: JSONCoding { JSONCoding(keys: .snakeCase) }
            var errorBody: (any (Decodable & Sendable).Type)? { Problem.self }

            struct Problem: Decodable, Sendable {
                var code: String
                var message: String
            }
            struct Balance: Decodable, Sendable {
                var accountId: String
                var e8s: UInt64
            }
            struct BalanceInput: Encodable, Sendable {  // Encodable: read without reflection
                @Path var account: String  // fills {account}, percent-encoded
                @Query var at: Int? = nil  // nil: not sent
                @Header(.authorization) var auth = ""
            }
            @GET("accounts/{account}/balance", options: .init(timeout: .seconds(2)))
            var balance: Endpoint<BalanceInput, Balance>
        }

        let server = try LoopbackServer(responses: [  // a real HTTP/1.1 server on 127.0.0.1
            .json(#"{"code":"busy","message":"try later"}"#, status: 503, headers: [("Retry-After", "0")]),
            .json(#"{"account_id":"a/1","e8s":150000000}"#),
            .json(#"{"code":"unknown_account","message":"no account b"}"#, status: 404),
        ])
        defer { server.stop() }
        let client = Client(
            Ledger(baseURL: server.baseURL.appendingPathComponent("v1")),
            retry: RetryPolicy(maxAttempts: 3))  // GETs retry 429/5xx

        let input = Ledger.BalanceInput(account: "a/1", at: 42, auth: "Bearer t0k3n")
        let balance = try await client.run(\.balance, with: input)  // after one retried 503
        let target = server.requests[1].target  // "/v1/accounts/a%2F1/balance?at=42"

        var problem: Ledger.Problem?
        var status: HTTPResponse.Status?  // swift-http-types' statuses: .ok, .notFound, ...
        do { _ = try await client.run(\.balance, with: .init(account: "b")) } catch {
            problem = error.errorBody(as: Ledger.Problem.self)  // error is an HTTPError
            status = error.status  // .notFound
        }
        // README-EXAMPLE-END

        #expect(balance.accountId == "a/1")
        #expect(balance.e8s == 150_000_000)
        #expect(target == "/v1/accounts/a%2F1/balance?at=42")
        #expect(server.requests[1].header("Authorization") == "Bearer t0k3n")
        #expect(problem?.code == "unknown_account")
        #expect(status == .notFound)
    }
}
