import Foundation
import HTTPSpec
import Testing

/// Declarations that cannot make a request fail before anything is sent, with a message that
/// names the endpoint and the problem; every error case reads well.
@Suite struct DeclarationErrorTests {
    struct Bad: API {
        let baseURL = URL(string: "https://api.example.com")!
        struct TwoBodies: Sendable {
            @Body var json = ["a": 1]
            @Field var name = "x"
        }
        struct Injected: Sendable {
            @Header("X-Note") var note = ""
        }
        struct BadName: Sendable {
            @Header("X Note") var note = "n"
        }
        struct NoValue: Sendable {
            @Query var q = ""
        }
        struct Opaque: Sendable {}
        @POST("things") var twoBodies: Endpoint<TwoBodies, Empty>
        @GET("things") var injected: Endpoint<Injected, Empty>
        @GET("things") var badName: Endpoint<BadName, Empty>
        @GET("things/{id}") var missing: Endpoint<NoValue, Empty>
        @GET("things/{id") var unclosed: Endpoint<NoValue, Empty>
        @GET("things") var opaque: Endpoint<Empty, Opaque>
    }

    let client = Client(Bad(), transport: StubTransport { _ in ClientResponse(status: .ok, body: Data("{}".utf8)) })

    @Test func twoKindsOfBody() async {
        let error = await httpError { () async throws(HTTPError) in try await client.run(\.twoBodies, with: .init()) }
        #expect(
            error?.description
                == "invalid request declaration for POST things: the input declares more than one kind of body (@Body, @Field, @Part)"
        )
    }

    @Test func headerInjectionIsRefused() async {
        let error = await httpError { () async throws(HTTPError) in
            try await client.run(\.injected, with: .init(note: "a\r\nX-Evil: 1"))
        }
        #expect(
            error?.description == "invalid request declaration for GET things: header 'X-Note' contains a line break")
    }

    /// A header name given as text is checked against RFC 9110's token rules before sending.
    @Test func anInvalidHeaderNameIsRefused() async {
        let error = await httpError { () async throws(HTTPError) in try await client.run(\.badName, with: .init()) }
        #expect(
            error?.description
                == "invalid request declaration for GET things: header name 'X Note' is not a valid field name")
    }

    @Test func missingPathValueAndUnclosedPlaceholder() async {
        let missing = await httpError { () async throws(HTTPError) in try await client.run(\.missing, with: .init()) }
        #expect(
            missing?.description
                == "invalid request declaration for GET things/{id}: path parameter {id} has no @Path value in the input"
        )
        let unclosed = await httpError { () async throws(HTTPError) in try await client.run(\.unclosed, with: .init()) }
        #expect(
            unclosed?.description
                == "invalid request declaration for GET things/{id: unclosed '{' in path template 'things/{id'")
    }

    @Test func outputThatCannotBeDecoded() async {
        let error = await httpError { () async throws(HTTPError) in try await client.run(\.opaque) }
        #expect(
            error?.description
                == "invalid request declaration for GET things: output type Opaque is not Decodable and has no transform"
        )
    }

    @Test func descriptionsOfTheOtherCases() {
        let response = ClientResponse(status: .ok, body: Data("{}".utf8))
        #expect(
            HTTPError.timeout(request: "GET http://h/x", seconds: 1.5).description
                == "timed out after 1.5 s waiting for GET http://h/x")
        #expect(HTTPError.cancelled(request: "GET http://h/x").description == "cancelled: GET http://h/x")
        #expect(
            HTTPError.decoding(
                request: "GET http://h/x", type: "Item", codingPath: "", reason: "bad", response: response
            ).description
                == "could not decode Item from GET http://h/x at the top level: bad")
        #expect(
            HTTPError.badStatus(
                request: "GET http://h/x", response: ClientResponse(status: .internalServerError), errorBody: nil
            )
            .description
                == "unacceptable status 500 from GET http://h/x")
    }
}
