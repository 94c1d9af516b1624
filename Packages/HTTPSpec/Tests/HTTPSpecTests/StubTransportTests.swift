import Foundation
import HTTPSpec
import Testing

/// Unit-testing a declaration without a server: the stub records and replays.
@Suite struct StubTransportTests {
    struct Notes: API {
        let baseURL = URL(string: "https://notes.example.com/api")!
        struct Note: Codable, Sendable, Equatable {
            var title: String
        }
        struct NewNote: Sendable {
            @Header("Idempotency-Key") var key = ""
            @Body var note = Note(title: "")
        }
        @POST("notes", options: .init(idempotent: true)) var create: Endpoint<NewNote, Note>
    }

    @Test func recordsRequestsAndReplaysResponses() async throws {
        let transport = StubTransport(responses: [
            HTTPResponse(status: 503, headers: ["Retry-After": "0"]),
            HTTPResponse(status: 201, body: Data(#"{"title":"hi"}"#.utf8)),
        ])
        let client = Client(
            Notes(), transport: transport, retry: RetryPolicy(maxAttempts: 2, jitter: 0), sleeper: Sleeper { _ in })
        let note = try await client.run(\.create, with: .init(key: "k-1", note: .init(title: "hi")))
        #expect(note.title == "hi")
        let requests = transport.requests
        #expect(requests.count == 2)
        #expect(requests[0] == requests[1])
        #expect(requests[0].url.absoluteString == "https://notes.example.com/api/notes")
        #expect(requests[0].headers["Idempotency-Key"] == "k-1")
        #expect(requests[0].headers["Content-Type"] == "application/json")
        #expect(requests[0].body == Data(#"{"title":"hi"}"#.utf8))
    }

    @Test func runsOutWith404AndHandlerErrorsPassThrough() async throws {
        let empty = Client(Notes(), transport: StubTransport(responses: []))
        let error = await httpError { () async throws(HTTPError) in try await empty.run(\.create, with: .init()) }
        #expect(error?.status == 404)
        let failing = Client(
            Notes(),
            transport: StubTransport { request in
                throw HTTPError.transport(request: request.summary, reason: "connection reset")
            })
        let reset = await httpError { () async throws(HTTPError) in try await failing.run(\.create, with: .init()) }
        #expect(
            reset?.description == "transport failure for POST https://notes.example.com/api/notes: connection reset")
    }
}
