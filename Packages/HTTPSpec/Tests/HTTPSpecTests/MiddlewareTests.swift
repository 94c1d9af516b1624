import Foundation
import HTTPServerTesting
import HTTPSpec
import HTTPTypes
import Testing

/// Interceptors: headers, signing, logging with redaction, timing, and their order.
@Suite struct MiddlewareTests {
    struct Keys: API {
        let baseURL: URL
        struct Input: Sendable {
            @Query("api_key") var apiKey = ""
            @Query var q = ""
        }
        @GET("search") var search: Endpoint<Input, String>
    }

    @Test func chainRunsInOrderAndSeesEachAttempt() async throws {
        try await withServer({ _ in .text("ok") }) { server in
            let lines = Lines()
            let measured = Lines()
            let client = Client(
                Keys(baseURL: server.baseURL), transport: sharedTransport,
                interceptors: [
                    HeaderInterceptor([.userAgent: "httpspec-tests", .client: "1"]),
                    SigningInterceptor { request in
                        // Signs what the previous interceptor produced.
                        let material =
                            request.method.rawValue + " " + request.url.path + " "
                            + (request.headerFields[.client] ?? "")
                        request.headerFields[.signature] = String(
                            material.utf8.reduce(0) { ($0 &* 31 &+ Int($1)) & 0xffff })
                    },
                    LoggingInterceptor(log: { lines.append($0) }),
                    TimingInterceptor { measured.append("\($0.status?.code ?? 0) \($0.duration < .seconds(1))") },
                ])
            _ = try await client.run(\.search, with: .init(apiKey: "SECRET", q: "cats"))
            let request = server.requests[0]
            #expect(request.header("User-Agent") == "httpspec-tests")
            #expect(request.header("X-Signature") != nil)
            let log = lines.all
            #expect(log.count == 2)
            #expect(log[0].hasPrefix("-> GET http://127.0.0.1:"))
            #expect(log[0].contains("/search?api_key=<redacted>&q=cats"))
            #expect(!log.joined().contains("SECRET"))
            #expect(log[1].hasPrefix("<- 200 GET"))
            #expect(measured.all == ["200 true"])
        }
    }

    @Test func loggingRedactsAuthorizationHeaders() async throws {
        let lines = Lines()
        let transport = StubTransport(responses: [ClientResponse(status: .ok, body: Data("x".utf8))])
        let client = Client(
            Keys(baseURL: URL(string: "https://api.example.com")!), transport: transport,
            interceptors: [
                HeaderInterceptor([.authorization: "Bearer top-secret"]),
                LoggingInterceptor(log: { lines.append($0) }),
            ])
        _ = try await client.run(\.search, with: .init(q: "x"))
        #expect(
            lines.all[0] == "-> GET https://api.example.com/search?api_key=<redacted>&q=x [Authorization: <redacted>]")
        #expect(transport.requests[0].headerFields[.authorization] == "Bearer top-secret")
    }

    @Test func interceptorCanShortCircuit() async throws {
        let transport = StubTransport(responses: [])
        let client = Client(
            Keys(baseURL: URL(string: "https://api.example.com")!), transport: transport,
            interceptors: [ClosureInterceptor { _, _ in ClientResponse(status: .ok, body: Data("cached".utf8)) }])
        let text = try await client.run(\.search, with: .init())
        #expect(text == "cached")
        #expect(transport.requests.isEmpty)
    }
}

extension HTTPField.Name {
    /// The test's own fields, named once so a typo cannot hide in a string.
    fileprivate static let client = HTTPField.Name("X-Client")!
    fileprivate static let signature = HTTPField.Name("X-Signature")!
}
