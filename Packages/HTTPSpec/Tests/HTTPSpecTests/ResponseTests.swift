import Foundation
import HTTPServerTesting
import HTTPSpec
import HTTPTypes
import Testing

/// Status validation, typed error bodies, raw responses, JSON round trips and decoding errors.
@Suite struct ResponseTests {
    @Test func jsonRoundTripWithSnakeCaseAndDates() async throws {
        struct Ledger: API {
            let baseURL: URL
            var json: JSONCoding { JSONCoding(keys: .snakeCase, dates: .secondsSince1970) }
            struct Transfer: Codable, Sendable, Equatable {
                var fromAccount: String
                var amountTotal: UInt64
                var createdAt: Date
                var memo: String?
            }
            @POST("transfers") var transfer: Endpoint<Transfer, Transfer>
        }
        try await withServer({ request in .json(request.bodyText, status: 201) }) { server in
            let client = Client(Ledger(baseURL: server.baseURL), transport: sharedTransport)
            let transfer = Ledger.Transfer(
                fromAccount: "abc", amountTotal: 1_000, createdAt: Date(timeIntervalSince1970: 1_700_000_000), memo: nil
            )
            let echoed = try await client.run(\.transfer, with: transfer)
            #expect(echoed == transfer)
            #expect(
                server.requests[0].bodyText == #"{"amount_total":1000,"created_at":1700000000,"from_account":"abc"}"#)
            #expect(server.requests[0].header("Content-Type") == "application/json")
        }
    }

    @Test func errorBodyIsDecodedIntoTheTypedError() async throws {
        try await withServer({ _ in .json(#"{"code":"not_found","message":"no item 9"}"#, status: 404) }) { server in
            let client = Client(TestAPI(server: server), transport: sharedTransport)
            if let error = await httpError({ () async throws(HTTPError) in
                try await client.run(\.item, with: .init(id: "9"))
            }) {
                #expect(error.status == .notFound)
                #expect(error.errorBody(as: ProblemBody.self) == ProblemBody(code: "not_found", message: "no item 9"))
                #expect(error.description.hasPrefix("unacceptable status 404 from GET http://127.0.0.1:"))
                #expect(
                    error.description.hasSuffix(#"error body: ProblemBody(code: "not_found", message: "no item 9")"#))
            }
        }
    }

    @Test func undecodableErrorBodyKeepsTheRawResponse() async throws {
        try await withServer({ _ in .text("upstream exploded", status: 500) }) { server in
            let client = Client(TestAPI(server: server), transport: sharedTransport)
            if let error = await httpError({ () async throws(HTTPError) in
                try await client.run(\.item, with: .init(id: "9"))
            }) {
                #expect(error.errorBody(as: ProblemBody.self) == nil)
                #expect(error.response?.text == "upstream exploded")
                #expect(error.description.hasSuffix("body: upstream exploded"))
            }
        }
    }

    @Test(arguments: [300, 302, 304, 307])
    func redirectionIsNotSuccess(status: Int) async throws {
        try await withServer({ _ in ScriptedResponse(status: status, headers: [("Location", "/elsewhere")]) }) {
            server in
            let client = Client(TestAPI(server: server), transport: sharedTransport)
            if let error = await httpError({ () async throws(HTTPError) in
                try await client.run(\.item, with: .init(id: "1"))
            }) {
                #expect(error.status?.code == status)
            }
            #expect(server.requests.count == 1)  // the redirect was not followed
        }
    }

    @Test func rawResponseAccessAndCustomValidation() async throws {
        try await withServer({ _ in .text("teapot", status: 418, headers: [("X-Kind", "pot")]) }) { server in
            let client = Client(TestAPI(server: server), transport: sharedTransport)
            let raw = try await client.run(\.itemRaw, with: .init(id: "1"))
            #expect(raw.status == 418)
            #expect(raw.headerFields[.kind] == "pot")
            #expect(raw.text == "teapot")
        }
    }

    /// URLSession's headers are converted when first read; a copy that changes its headers
    /// must not change the original's.
    @Test func transportHeadersAreReadLazilyAndCopiesStayApart() async throws {
        try await withServer({ _ in .text("x", headers: [("X-Kind", "pot")]) }) { server in
            let response = try await sharedTransport.send(
                ClientRequest(method: .get, url: server.baseURL), timeout: .seconds(5))
            var copy = response
            #expect(copy == response)
            copy.headerFields[.kind] = "kettle"
            #expect(response.headerFields[.kind] == "pot")
            #expect(response.headerFields[.contentLength] == "1")
            #expect(copy.headerFields[.kind] == "kettle")
            #expect(copy != response)
        }
    }

    @Test func responseCarriesValueRawAndAttempts() async throws {
        try await withServer({ _ in .json(#"{"id":"1","name":"n"}"#, headers: [("ETag", "\"v1\"")]) }) { server in
            let client = Client(TestAPI(server: server), transport: sharedTransport)
            let response = try await client.response(\.item, with: .init(id: "1"))
            #expect(response.value.name == "n")
            #expect(response.raw.headerFields[.eTag] == "\"v1\"")
            #expect(response.attempts == 1)
        }
    }

    @Test func decodingFailureNamesTheCodingPath() async throws {
        struct Lists: API {
            let baseURL: URL
            struct Page: Decodable, Sendable { var items: [TestAPI.Item] }
            @GET("list") var list: Endpoint<Empty, Page>
        }
        try await withServer({ _ in .json(#"{"items":[{"id":"1","name":"a"},{"id":"2","name":7}]}"#) }) { server in
            let client = Client(Lists(baseURL: server.baseURL), transport: sharedTransport)
            if let error = await httpError({ () async throws(HTTPError) in try await client.run(\.list) }) {
                guard case .decoding(_, let type, let path, _, _) = error else {
                    Issue.record("wrong error \(error)")
                    return
                }
                #expect(type == "Page")
                #expect(path == "items.1.name")
                #expect(error.description.contains("could not decode Page from GET http://127.0.0.1:"))
            }
        }
    }

    @Test func putAndPatchSendJSONBodiesAndHeaders() async throws {
        try await withServer({ request in .json(request.bodyText) }) { server in
            let client = Client(TestAPI(server: server), transport: sharedTransport)
            let item = TestAPI.Item(id: "5", name: "new")
            let replaced = try await client.run(\.replace, with: .init(id: "5", etag: "\"v2\"", item: item))
            let patched = try await client.run(\.patch, with: .init(id: "5", item: item))
            let created = try await client.run(\.create, with: item)
            #expect([replaced, patched, created] == [item, item, item])
            let requests = server.requests
            #expect(requests.map(\.method) == ["PUT", "PATCH", "POST"])
            #expect(requests[0].header("If-Match") == "\"v2\"")
            #expect(requests[1].header("If-Match") == nil)
            #expect(requests[2].target == "/v1/items")
            #expect(requests[2].bodyText == #"{"id":"5","name":"new"}"#)
        }
    }
}

extension HTTPField.Name {
    /// The scripted server's own field; names compare case-insensitively ("x-kind" on the wire).
    fileprivate static let kind = HTTPField.Name("x-kind")!
}
