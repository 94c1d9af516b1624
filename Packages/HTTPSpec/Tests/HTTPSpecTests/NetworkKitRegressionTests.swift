import Foundation
import HTTPServerTesting
import HTTPSpec
import Testing

/// One test per NetworkKit bug listed in issue 9, so none of them comes back.
@Suite struct NetworkKitRegressionTests {
    struct Service: API {
        let baseURL: URL
        struct Routed: Sendable {
            @HTTPSpec.Host var host: URL?
        }
        struct Authorized: Sendable {
            @Header("Authorization") var authorization = ""
        }
        struct Filters: Sendable {
            @QueryMap var filters: [String: String] = [:]
        }
        @GET("ping") var ping: Endpoint<Routed, String>
        @GET("me") var me: Endpoint<Authorized, Empty>
        @GET("moved") var moved: Endpoint<Empty, String>
        @GET("count", transform: { response, _ in Int(response.text.trimmingCharacters(in: .whitespaces)) ?? -1 })
        var count: Endpoint<Empty, Int>
        @GET("list?verbose&sort=name&&limit=") var list: Endpoint<Filters, String>
    }

    @Test func hostDecoratorUsesItsArgument() async throws {
        try await withServer({ _ in .text("pong") }) { server in
            let client = Client(Service(baseURL: URL(string: "http://127.0.0.1:1")!), transport: sharedTransport)
            let text = try await client.run(\.ping, with: .init(host: server.baseURL))
            #expect(text == "pong")
        }
    }

    @Test func authorizationSchemeIsNotTheHeaderName() async throws {
        try await withServer({ _ in ScriptedResponse(status: 204) }) { server in
            let client = Client(Service(baseURL: server.baseURL), transport: sharedTransport)
            _ = try await client.run(\.me, with: .init(authorization: "Token abc123"))
            _ = try await client.run(
                \.me, with: .init(authorization: Authorization.basic(user: "ann", password: "pw").queryValues[0]))
            #expect(server.requests.map { $0.header("Authorization") } == ["Token abc123", "Basic YW5uOnB3"])
        }
    }

    @Test func validateRejects3xx() async throws {
        try await withServer({ _ in ScriptedResponse(status: 301, headers: [("Location", "http://127.0.0.1:1/")]) }) {
            server in
            let client = Client(Service(baseURL: server.baseURL), transport: sharedTransport)
            let error = await httpError { () async throws(HTTPError) in try await client.run(\.moved) }
            #expect(error?.status == .movedPermanently)
        }
    }

    @Test func outputTransformIsInstalledAndUsed() async throws {
        try await withServer({ _ in .text(" 42 ") }) { server in
            let client = Client(Service(baseURL: server.baseURL), transport: sharedTransport)
            let count = try await client.run(\.count)
            #expect(count == 42)
            let doubled = client.api.count.transformed { response, _ in
                2 * (Int(response.text.trimmingCharacters(in: .whitespaces)) ?? 0)
            }
            let value = try await client.response(doubled, with: Empty()).value
            #expect(value == 84)
        }
    }

    @Test func queryPairWithoutEqualsDoesNotTrap() async throws {
        try await withServer({ _ in .text("ok") }) { server in
            let client = Client(Service(baseURL: server.baseURL), transport: sharedTransport)
            _ = try await client.run(\.list, with: .init())
            #expect(server.requests[0].target == "/list?verbose&sort=name&limit=")
        }
    }

    @Test func dictionaryQueryOrderIsDeterministic() async throws {
        let transport = StubTransport { _ in ClientResponse(status: .ok) }
        let client = Client(Service(baseURL: URL(string: "https://api.example.com")!), transport: transport)
        let filters = Dictionary(uniqueKeysWithValues: (0..<20).map { ("k\($0)", "v\($0)") })
        for _ in 0..<5 { _ = try await client.run(\.list, with: .init(filters: filters)) }
        let urls = Set(transport.requests.map(\.url.absoluteString))
        #expect(urls.count == 1)
        #expect(urls.first?.contains("&k0=v0&k1=v1&k10=v10&k11=v11") == true)
    }
}
