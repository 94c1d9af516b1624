import Foundation
import HTTPServerTesting
import HTTPSpec
import Testing

/// The GIPHY-style search API from NetworkKit's README, declared here and run against a local fake.
@Suite struct GiphyTests {
    struct Giphy: API {
        var baseURL: URL
        var json: JSONCoding { JSONCoding(keys: .snakeCase) }
        var errorBody: (any (Decodable & Sendable).Type)? { GiphyError.self }

        struct SearchInput: Sendable {
            @Query("api_key") var apiKey = ""
            @Query var q = ""
            @Query var limit: Int? = nil
            @Query var offset: Int? = nil
            @Query var rating: Rating? = nil
            @Query var lang: String? = nil
        }

        enum Rating: String, QueryRepresentable { case g, pg, pg13 = "pg-13", r }

        struct SearchOutput: Decodable, Sendable {
            var data: [GIF]
            var pagination: Pagination
            var meta: Meta
        }
        struct GIF: Decodable, Sendable {
            var id: String
            var title: String
            var images: Images
        }
        struct Images: Decodable, Sendable { var original: Rendition }
        struct Rendition: Decodable, Sendable {
            var url: URL
            var width: String
        }
        struct Pagination: Decodable, Sendable {
            var totalCount: Int
            var count: Int
            var offset: Int
        }
        struct Meta: Decodable, Sendable {
            var status: Int
            var msg: String
            var responseId: String
        }
        struct GiphyError: Decodable, Sendable, Equatable {
            struct Meta: Decodable, Sendable, Equatable {
                var status: Int
                var msg: String
            }
            var meta: Meta
        }

        @GET("gifs/search") var search: Endpoint<SearchInput, SearchOutput>
        @GET("gifs/{id}") var gif: Endpoint<GIFInput, GIF>
        struct GIFInput: Sendable { @Path var id: String }
    }

    static let fake: @Sendable (RecordedRequest) -> ScriptedResponse = { request in
        guard request.query.contains("api_key=test-key") else {
            return .json(#"{"meta":{"status":401,"msg":"No API key found in request."}}"#, status: 401)
        }
        return .json(
            #"""
            {"data":[{"type":"gif","id":"abc123","title":"Happy Cat","images":{"original":{"url":"https://media.giphy.test/abc123.gif","width":"480"}}},
                     {"type":"gif","id":"def456","title":"Excited Cat","images":{"original":{"url":"https://media.giphy.test/def456.gif","width":"320"}}}],
             "pagination":{"total_count":4021,"count":2,"offset":10},
             "meta":{"status":200,"msg":"OK","response_id":"r-1"}}
            """#)
    }

    @Test func searchAgainstTheLocalFake() async throws {
        try await withServer(Self.fake) { server in
            let client = Client(Giphy(baseURL: server.baseURL.appendingPathComponent("v1")), transport: sharedTransport)
            let result = try await client.run(
                \.search, with: .init(apiKey: "test-key", q: "happy cats", limit: 2, offset: 10, rating: .pg13))
            #expect(result.data.map(\.id) == ["abc123", "def456"])
            #expect(result.data[0].images.original.url.absoluteString == "https://media.giphy.test/abc123.gif")
            #expect(result.pagination.totalCount == 4021)
            #expect(result.meta.responseId == "r-1")
            #expect(
                server.requests[0].target
                    == "/v1/gifs/search?api_key=test-key&q=happy%20cats&limit=2&offset=10&rating=pg-13")
        }
    }

    @Test func missingKeyGivesTheDecodedGiphyError() async throws {
        try await withServer(Self.fake) { server in
            let client = Client(Giphy(baseURL: server.baseURL.appendingPathComponent("v1")), transport: sharedTransport)
            let error = await httpError { () async throws(HTTPError) in
                try await client.run(\.search, with: .init(q: "cats"))
            }
            #expect(error?.status == .unauthorized)
            #expect(error?.errorBody(as: Giphy.GiphyError.self)?.meta.msg == "No API key found in request.")
        }
    }
}
