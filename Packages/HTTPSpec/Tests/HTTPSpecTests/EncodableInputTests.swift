import Foundation
import HTTPSpec
import HTTPTypes
import Testing

/// An `Encodable` input is read through its `encode(to:)` instead of reflection. Whatever way it
/// is read, the request must be the one reflection builds, including when the encoding leaves
/// decorators out or has a shape the reader cannot follow.
@Suite struct EncodableInputTests {
    struct Shop: API {
        let baseURL = URL(string: "https://shop.example.com/v2")!

        /// Every decorator that can share one request.
        struct Encoded: Encodable, Sendable {
            @Path var item: String
            @Query var q: String
            @Query("ids", arrays: .brackets) var ids: [Int] = []
            @Query var page: Int? = nil
            @QueryMap var extra: [String: String] = [:]
            @Header("X-Trace") var trace = ""
            @Header(.authorization) var auth = Authorization.bearer("")
            @HTTPSpec.Host var host: URL? = nil
            @Field var note: String
            var ignored = 7
        }

        /// Custom coding keys that leave two decorators out of the encoding.
        struct PartlyEncoded: Encodable, Sendable {
            @Path var item: String
            @Query var q: String
            @Field var note: String
            enum CodingKeys: String, CodingKey { case item }
        }

        /// Encodes as a single value, a shape the reader cannot follow.
        struct SingleValue: Encodable, Sendable {
            @Path var item: String
            @Query var q: String
            @Field var note: String
            func encode(to encoder: any Encoder) throws {
                var container = encoder.singleValueContainer()
                try container.encode(item)
            }
        }

        /// Leaves the query out of its encoding when it is empty, so the reader sees fewer
        /// decorators on some calls than on others.
        struct Conditional: Encodable, Sendable {
            @Path var item: String
            @Query var q: String
            @Field var note: String
            enum CodingKeys: String, CodingKey { case item, q, note }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(_item, forKey: .item)
                if !q.isEmpty { try container.encode(_q, forKey: .q) }
                try container.encode(_note, forKey: .note)
            }
        }

        /// Hides a decorator in a nested container, where reflection would not look.
        struct Nested: Encodable, Sendable {
            @Path var item: String
            @Query var q: String
            @Field var note: String
            enum CodingKeys: String, CodingKey { case item, q, note, inner }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(_item, forKey: .item)
                try container.encode(_q, forKey: .q)
                var inner = container.nestedContainer(keyedBy: CodingKeys.self, forKey: .inner)
                try inner.encode(_note, forKey: .note)
            }
        }

        /// No decorators: the input is the JSON body.
        struct NewItem: Codable, Sendable, Equatable {
            var name: String
            var price: Int
        }

        @POST("items/{item}/notes") var encoded: Endpoint<Encoded, Empty>
        @POST("items/{item}/notes") var partlyEncoded: Endpoint<PartlyEncoded, Empty>
        @POST("items/{item}/notes") var singleValue: Endpoint<SingleValue, Empty>
        @POST("items/{item}/notes") var conditional: Endpoint<Conditional, Empty>
        @POST("items/{item}/notes") var nested: Endpoint<Nested, Empty>
        @POST("items") var create: Endpoint<NewItem, Empty>
    }

    static func requests(_ calls: (Client<Shop>) async throws -> Void) async throws -> [ClientRequest] {
        let transport = StubTransport { _ in ClientResponse(status: .noContent) }
        try await calls(Client(Shop(), transport: transport))
        return transport.requests
    }

    /// The first call of a type is read by reflection, which counts its decorators; the later
    /// ones through `encode(to:)`. All must give the same request.
    @Test func encodableInputBuildsTheRequestReflectionBuilds() async throws {
        let requests = try await Self.requests { client in
            for _ in 0..<3 {
                _ = try await client.run(
                    \.encoded,
                    with: .init(
                        item: "a/b", q: "x y", ids: [3, 1], page: 2, extra: ["z": "1", "a": "2"], trace: "t-1",
                        auth: .bearer("k"), host: URL(string: "http://127.0.0.1:8080"), note: "n&m"))
            }
        }
        #expect(requests.count == 3)
        #expect(
            requests[0].url.absoluteString
                == "http://127.0.0.1:8080/v2/items/a%2Fb/notes?q=x%20y&ids%5B%5D=3&ids%5B%5D=1&page=2&a=2&z=1")
        #expect(requests[0].headerFields[HTTPField.Name("X-Trace")!] == "t-1")
        #expect(requests[0].headerFields[.authorization] == "Bearer k")
        #expect(requests[0].body == Data("note=n%26m".utf8))
        for request in requests.dropFirst() { #expect(request == requests[0]) }
    }

    @Test func encodingsThatHideDecoratorsStillGetTheWholeRequest() async throws {
        let requests = try await Self.requests { client in
            for _ in 0..<2 {
                _ = try await client.run(\.partlyEncoded, with: .init(item: "i", q: "s", note: "n"))
                _ = try await client.run(\.singleValue, with: .init(item: "i", q: "s", note: "n"))
                _ = try await client.run(\.nested, with: .init(item: "i", q: "s", note: "n"))
            }
        }
        #expect(requests.count == 6)
        for request in requests {
            #expect(request.url.absoluteString == "https://shop.example.com/v2/items/i/notes?q=s")
            #expect(request.body == Data("note=n".utf8))
        }
    }

    @Test func anEncodingThatSkipsADecoratorOnSomeCallsIsReadByReflectionOnThose() async throws {
        let requests = try await Self.requests { client in
            _ = try await client.run(\.conditional, with: .init(item: "i", q: "s", note: "n"))
            _ = try await client.run(\.conditional, with: .init(item: "i", q: "", note: "n"))
            _ = try await client.run(\.conditional, with: .init(item: "j", q: "t", note: "m"))
        }
        #expect(
            requests.map(\.url.absoluteString) == [
                "https://shop.example.com/v2/items/i/notes?q=s",
                "https://shop.example.com/v2/items/i/notes?q=",
                "https://shop.example.com/v2/items/j/notes?q=t",
            ])
        #expect(requests.map(\.body) == [Data("note=n".utf8), Data("note=n".utf8), Data("note=m".utf8)])
    }

    @Test func anInputWithoutDecoratorsStaysTheBody() async throws {
        let requests = try await Self.requests { client in
            for price in [5, 6] { _ = try await client.run(\.create, with: .init(name: "cup", price: price)) }
        }
        let bodies = try requests.map { try JSONDecoder().decode(Shop.NewItem.self, from: $0.body ?? Data()) }
        #expect(bodies == [.init(name: "cup", price: 5), .init(name: "cup", price: 6)])
        #expect(requests.allSatisfy { $0.headerFields[.contentType] == "application/json" })
    }

    @Test func decoratorsEncodeAsTheirValues() throws {
        let input = Shop.Encoded(item: "i", q: "s", ids: [1], page: nil, trace: "t", auth: .bearer("k"), note: "n")
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(input), as: UTF8.self)
        #expect(
            json
                == #"{"auth":"Bearer k","extra":{},"host":null,"ids":[1],"ignored":7,"item":"i","note":"n","page":null,"q":"s","trace":"t"}"#
        )
    }
}
