import Foundation
import HTTPServerTesting
import HTTPSpec
import Testing

/// Every decorator, checked on the server side of a real loopback connection.
@Suite struct DecoratorTests {
    struct Catalog: API {
        let baseURL: URL

        struct Lookup: Sendable {
            @Path("account") var accountID = ""
            @Path var key: String
        }

        struct Search: Sendable {
            @Query var q: String
            @Query var tags: [String] = []
            @Query("ids", arrays: .brackets) var ids: [Int] = []
            @Query(arrays: .commaSeparated) var sort: [String] = []
            @Query var page: Int? = nil
            @Query var exact: Bool? = nil
            @QueryMap var extra: [String: String] = [:]
        }

        struct Routed: Sendable {
            @HTTPSpec.Host var host: URL?
            @AbsolutePath var next: String? = nil
        }

        struct Upload: Sendable {
            @Path var id: String
            @Body(contentType: "image/png") var bytes = Data()
        }

        struct RawUpload: Sendable {
            @Body var payload: RawBody
        }

        struct Headers: Sendable {
            @Header("X-Trace") var trace = ""
            @Header("X-Optional") var optional: String? = nil
            @Header(.authorization) var authorization = Authorization.bearer("")
        }

        struct Login: Sendable {
            @Field var user: String
            @Field("pass word") var password = ""
            @Field var scopes: [String]
            @Field var remember: Bool? = nil
        }

        struct Avatar: Sendable {
            @Path var id: String
            @Part var caption: String
            @Part(name: "file", fileName: "me \"1\".png", contentType: "image/png") var image = Data()
            @Part var note: String? = nil
        }

        @GET("accounts/{account}/keys/{key}") var lookup: Endpoint<Lookup, String>
        @GET("search?type=gif&safe") var search: Endpoint<Search, String>
        @GET("where") var routed: Endpoint<Routed, String>
        @PUT("uploads/{id}") var upload: Endpoint<Upload, Empty>
        @POST("raw") var raw: Endpoint<RawUpload, Empty>
        @GET("headers") var headers: Endpoint<Headers, Empty>
        @POST("login") var login: Endpoint<Login, Empty>
        @POST("avatars/{id}") var avatar: Endpoint<Avatar, Empty>
        @DELETE("keys/{key}") var deleteKey: Endpoint<Lookup, Empty>
        @DELETE("keys/{key}") var deleteOne: Endpoint<KeyOnly, Empty>

        struct KeyOnly: Sendable {
            @Path var key: String
        }
        @GET("fixed", options: .init(host: URL(string: "http://127.0.0.1:1"))) var fixedHost: Endpoint<Empty, String>
    }

    @Test func pathTemplateEscapesEachValueAsOneSegment() async throws {
        try await withServer({ _ in .text("ok") }) { server in
            let client = Client(
                Catalog(baseURL: server.baseURL.appendingPathComponent("api")), transport: sharedTransport)
            _ = try await client.run(\.lookup, with: .init(accountID: "a/b?c#d", key: "100% é+x y"))
            #expect(server.requests[0].target == "/api/accounts/a%2Fb%3Fc%23d/keys/100%25%20%C3%A9%2Bx%20y")
            #expect(server.requests[0].method == "GET")
        }
    }

    @Test func queryKeepsDeclarationOrderArraysAndSkipsNil() async throws {
        try await withServer({ _ in .text("ok") }) { server in
            let client = Client(Catalog(baseURL: server.baseURL), transport: sharedTransport)
            let input = Catalog.Search(
                q: "cats & dogs=+1", tags: ["a", "b c"], ids: [1, 2], sort: ["-date", "name"], page: 2,
                extra: ["zeta": "1", "alpha": "2", "mid": "3"])
            _ = try await client.run(\.search, with: input)
            #expect(
                server.requests[0].target
                    == "/search?type=gif&safe&q=cats%20%26%20dogs%3D%2B1&tags=a&tags=b%20c&ids%5B%5D=1&ids%5B%5D=2&sort=-date%2Cname&page=2&alpha=2&mid=3&zeta=1"
            )
            _ = try await client.run(\.search, with: .init(q: "x"))
            #expect(server.requests[1].query == "type=gif&safe&q=x")
        }
    }

    @Test func hostReplacesSchemeHostAndPortAndAbsolutePathReplacesThePath() async throws {
        try await withServer({ _ in .text("here") }) { server in
            // The base URL points at a closed port; only @Host makes the call reach the server.
            let client = Client(Catalog(baseURL: URL(string: "http://127.0.0.1:1/base")!), transport: sharedTransport)
            let text = try await client.run(\.routed, with: .init(host: server.baseURL))
            #expect(text == "here")
            #expect(server.requests[0].target == "/base/where")
            _ = try await client.run(\.routed, with: .init(host: server.baseURL, next: "/page/2?cursor=abc"))
            #expect(server.requests[1].target == "/page/2?cursor=abc")
            let direct = Client(Catalog(baseURL: server.baseURL), transport: sharedTransport)
            _ = try await direct.run(\.routed, with: .init(host: nil, next: server.baseURL.absoluteString + "/full"))
            #expect(server.requests[2].target == "/full")
        }
    }

    @Test func endpointHostOptionIsHonoured() async throws {
        let transport = StubTransport(responses: [ClientResponse(status: .ok, body: Data("x".utf8))])
        let client = Client(Catalog(baseURL: URL(string: "https://api.example.com/v2")!), transport: transport)
        _ = try await client.run(\.fixedHost)
        #expect(transport.requests[0].url.absoluteString == "http://127.0.0.1:1/v2/fixed")
    }

    @Test func rawDataBodiesAreSentAsIs() async throws {
        try await withServer({ _ in ScriptedResponse(status: 204) }) { server in
            let client = Client(Catalog(baseURL: server.baseURL), transport: sharedTransport)
            let bytes = Data((0...255).map { UInt8($0) })
            _ = try await client.run(\.upload, with: .init(id: "7", bytes: bytes))
            _ = try await client.run(
                \.raw, with: .init(payload: RawBody(Data("a,b\n1,2\n".utf8), contentType: "text/csv")))
            let requests = server.requests
            #expect(requests[0].method == "PUT")
            #expect(requests[0].body == bytes)
            #expect(requests[0].header("Content-Type") == "image/png")
            #expect(requests[1].bodyText == "a,b\n1,2\n")
            #expect(requests[1].header("Content-Type") == "text/csv")
        }
    }

    @Test func headersAreSentVerbatim() async throws {
        try await withServer({ _ in ScriptedResponse(status: 204) }) { server in
            let client = Client(Catalog(baseURL: server.baseURL), transport: sharedTransport)
            _ = try await client.run(\.headers, with: .init(trace: "t-1", authorization: .bearer("abc.def")))
            let request = server.requests[0]
            #expect(request.header("X-Trace") == "t-1")
            #expect(request.header("X-Optional") == nil)
            #expect(request.header("Authorization") == "Bearer abc.def")
        }
    }

    @Test func formBodyMatchesByteForByte() async throws {
        try await withServer({ _ in ScriptedResponse(status: 204) }) { server in
            let client = Client(Catalog(baseURL: server.baseURL), transport: sharedTransport)
            _ = try await client.run(
                \.login, with: .init(user: "ann@example.com", password: "p&ss w=rd~é", scopes: ["read", "write"]))
            let request = server.requests[0]
            #expect(request.header("Content-Type") == "application/x-www-form-urlencoded")
            #expect(
                request.bodyText == "user=ann%40example.com&pass+word=p%26ss+w%3Drd%7E%C3%A9&scopes=read&scopes=write")
            #expect(request.header("Content-Length") == String(request.body.count))
        }
    }

    @Test func multipartBodyMatchesByteForByte() async throws {
        try await withServer({ _ in ScriptedResponse(status: 204) }) { server in
            let client = Client(Catalog(baseURL: server.baseURL), transport: sharedTransport)
            let png = Data([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff])
            _ = try await client.run(\.avatar, with: .init(id: "u1", caption: "hello, world", image: png))
            let request = server.requests[0]
            let type = try #require(request.header("Content-Type"))
            #expect(type.hasPrefix("multipart/form-data; boundary="))
            let boundary = String(type.dropFirst("multipart/form-data; boundary=".count))
            var expected = Data()
            expected.append(
                Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"caption\"\r\n\r\nhello, world\r\n".utf8))
            expected.append(
                Data(
                    "--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"me %221%22.png\"\r\nContent-Type: image/png\r\n\r\n"
                        .utf8))
            expected.append(png)
            expected.append(Data("\r\n--\(boundary)--\r\n".utf8))
            #expect(request.body == expected)
        }
    }

    @Test func deleteSendsTheMethodAndNoBody() async throws {
        try await withServer({ _ in ScriptedResponse(status: 204) }) { server in
            let client = Client(Catalog(baseURL: server.baseURL), transport: sharedTransport)
            _ = try await client.run(\.deleteOne, with: .init(key: "k 1"))
            #expect(server.requests[0].method == "DELETE")
            #expect(server.requests[0].target == "/keys/k%201")
            #expect(server.requests[0].body.isEmpty)
        }
    }

    @Test func pathParameterWithoutPlaceholderOrValueIsADeclarationError() async throws {
        let transport = StubTransport(responses: [])
        let client = Client(Catalog(baseURL: URL(string: "http://127.0.0.1:1")!), transport: transport)
        if let error = await httpError({ () async throws(HTTPError) in
            try await client.run(\.deleteKey, with: .init(accountID: "a", key: "k"))
        }) {
            #expect(
                error.description
                    == "invalid request declaration for DELETE keys/{key}: @Path 'account' has no {account} placeholder in 'keys/{key}'"
            )
        }
        #expect(transport.requests.isEmpty)
    }
}
