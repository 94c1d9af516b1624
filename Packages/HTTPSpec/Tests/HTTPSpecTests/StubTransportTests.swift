import Clocks
import Foundation
import HTTPSpec
import HTTPTypes
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
            ClientResponse(status: .serviceUnavailable, headerFields: [.retryAfter: "0"]),
            ClientResponse(status: .created, body: Data(#"{"title":"hi"}"#.utf8)),
        ])
        let client = Client(
            Notes(), transport: transport, retry: RetryPolicy(maxAttempts: 2, jitter: 0), clock: ImmediateClock())
        let note = try await client.run(\.create, with: .init(key: "k-1", note: .init(title: "hi")))
        #expect(note.title == "hi")
        let requests = transport.requests
        #expect(requests.count == 2)
        #expect(requests[0] == requests[1])
        #expect(requests[0].url.absoluteString == "https://notes.example.com/api/notes")
        #expect(requests[0].headerFields[HTTPField.Name("Idempotency-Key")!] == "k-1")
        #expect(requests[0].headerFields[.contentType] == "application/json")
        #expect(requests[0].body == Data(#"{"title":"hi"}"#.utf8))
    }

    @Test func runsOutWith404AndHandlerErrorsPassThrough() async throws {
        let empty = Client(Notes(), transport: StubTransport(responses: []))
        let error = await httpError { () async throws(HTTPError) in try await empty.run(\.create, with: .init()) }
        #expect(error?.status == .notFound)
        let failing = Client(
            Notes(),
            transport: StubTransport { request in
                throw HTTPError.transport(request: request.summary, reason: "connection reset")
            })
        let reset = await httpError { () async throws(HTTPError) in try await failing.run(\.create, with: .init()) }
        #expect(
            reset?.description == "transport failure for POST https://notes.example.com/api/notes: connection reset")
    }

    /// Endpoint fields first, then the input's; a call's fields replace those of the same names
    /// and come last, every value of theirs kept.
    @Test func endpointInputAndCallHeaderFieldsCombine() async throws {
        struct Tagged: API {
            let baseURL = URL(string: "https://notes.example.com")!
            struct Input: Sendable {
                @Header(.accept) var accept = "text/plain"
                @Header("X-Trace") var trace = "input"
            }
            @GET("n", options: .init(headerFields: [.userAgent: "notes/1", .cacheControl: "no-cache"]))
            var note: Endpoint<Input, String>
        }
        let transport = StubTransport(responses: [ClientResponse(status: .ok)])
        let trace = try #require(HTTPField.Name("X-Trace"))
        let call = HTTPFields([
            HTTPField(name: .cacheControl, value: "max-age=0"), HTTPField(name: trace, value: "call-1"),
            HTTPField(name: trace, value: "call-2"),
        ])
        _ = try await Client(Tagged(), transport: transport).run(
            \.note, with: .init(), options: CallOptions(headerFields: call))
        #expect(
            transport.requests[0].headerFields.map { "\($0.name.rawName): \($0.value)" } == [
                "User-Agent: notes/1", "Accept: text/plain", "Cache-Control: max-age=0", "X-Trace: call-1",
                "X-Trace: call-2",
            ])
    }
}
