import Foundation
import HTTPServerTesting
import HTTPSpec
import HTTPTypes
import Testing

/// What NetworkKit users write: parameters from the API itself for every endpoint, and one
/// decoding hook that unwraps an envelope for every endpoint.
@Suite struct SharedParametersTests {
    /// GiphyTests' API, with the key, the language and a client header taken from the API value.
    struct KeyedGiphy: API {
        var baseURL: URL
        var apiKey: String
        var language = "en"
        var json: JSONCoding { JSONCoding(keys: .snakeCase) }
        var sharedParameters: SharedParameters {
            SharedParameters(
                query: [("api_key", apiKey), ("lang", language)], headerFields: [.userAgent: "giphy-swift/1"])
        }

        struct SearchInput: Sendable {
            @Query var q = ""
            @Query var limit: Int? = nil
            @Query var lang: String? = nil
            @Header(.userAgent) var agent: String? = nil
        }

        @GET("gifs/search") var search: Endpoint<SearchInput, GiphyTests.Giphy.SearchOutput>
        @GET("gifs/trending?lang=fr") var trending: Endpoint<Empty, GiphyTests.Giphy.SearchOutput>
    }

    @Test func everyEndpointSendsTheAPIsParameters() async throws {
        try await withServer(GiphyTests.fake) { server in
            let api = KeyedGiphy(baseURL: server.baseURL.appendingPathComponent("v1"), apiKey: "test-key")
            let client = Client(api, transport: sharedTransport)
            let result = try await client.run(\.search, with: .init(q: "happy cats", limit: 2))
            #expect(result.data.map(\.id) == ["abc123", "def456"])
            _ = try await client.run(\.trending)
            let requests = server.requests
            #expect(requests[0].query == "q=happy%20cats&limit=2&api_key=test-key&lang=en")
            #expect(requests[0].header("User-Agent") == "giphy-swift/1")
            // The endpoint's own `lang=fr` wins over the API's.
            #expect(requests[1].query == "lang=fr&api_key=test-key")
        }
    }

    @Test func theInputsValuesWinOverTheAPIs() async throws {
        try await withServer(GiphyTests.fake) { server in
            let api = KeyedGiphy(baseURL: server.baseURL.appendingPathComponent("v1"), apiKey: "test-key")
            let client = Client(api, transport: sharedTransport)
            _ = try await client.run(\.search, with: .init(q: "x", lang: "de", agent: "mine/2"))
            let request = try #require(server.requests.first)
            #expect(request.query == "q=x&lang=de&api_key=test-key")
            #expect(request.headers.filter { $0.name.lowercased() == "user-agent" }.map(\.value) == ["mine/2"])
        }
    }

    /// An API whose every answer is `{"data": …, "meta": {"status": …}}`.
    struct Enveloped: API {
        var baseURL: URL

        struct Envelope<Payload: Decodable>: Decodable {
            var data: Payload
            var meta: Meta
        }
        struct Meta: Decodable { var status: Int }
        struct Unwrapped: Error, CustomStringConvertible {
            var status: Int
            var description: String { "the envelope says status \(status)" }
        }

        func decodeOutput<Output: Decodable>(_ type: Output.Type, from body: Data, decoder: JSONDecoder) throws
            -> Output
        {
            let envelope = try decoder.decode(Envelope<Output>.self, from: body)
            guard envelope.meta.status == 200 else { throw Unwrapped(status: envelope.meta.status) }
            return envelope.data
        }

        struct User: Decodable, Sendable, Equatable { var name: String }

        @GET("user") var user: Endpoint<Empty, User>
        @GET("names") var names: Endpoint<Empty, [String]>
        @GET("raw") var raw: Endpoint<Empty, String>
    }

    @Test func oneHookUnwrapsEveryEndpointsEnvelope() async throws {
        try await withServer(responses: [
            .json(#"{"data":{"name":"ada"},"meta":{"status":200}}"#),
            .json(#"{"data":["a","b"],"meta":{"status":200}}"#),
            .json(#"{"data":["a"],"meta":{"status":500}}"#),
            .json(#"{"name":"no envelope"}"#),
            .text("plain"),
        ]) { server async throws in
            let client = Client(Enveloped(baseURL: server.baseURL), transport: sharedTransport)
            #expect(try await client.run(\.user) == Enveloped.User(name: "ada"))
            #expect(try await client.run(\.names) == ["a", "b"])
            await #expect {
                try await client.run(\.names)
            } throws: { error in
                guard case .decoding(_, _, _, let reason, _) = error as? HTTPError else { return false }
                return reason.contains("status 500")
            }
            await #expect {
                try await client.run(\.user)
            } throws: { error in
                guard case .decoding(_, _, let path, let reason, _) = error as? HTTPError else { return false }
                return path == "data" || reason.contains("data")
            }
            // Text outputs are not JSON: the hook is not asked.
            #expect(try await client.run(\.raw) == "plain")
        }
    }
}
