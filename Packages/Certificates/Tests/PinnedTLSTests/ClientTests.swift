import Foundation
import HTTPSpec
import PinnedTLS
import TLSTesting
import Testing

/// The pinned transport under HTTPSpec's declarative client: the same API declarations, the
/// same `run` calls, the same `HTTPError`s as with URLSession.
@Suite struct ClientTests {
    let pki = TestPKI.shared

    struct EchoAPI: API {
        let baseURL: URL

        struct ItemInput: Encodable, Sendable {
            @Path var id: String
            @Query var verbose: Bool? = nil
        }
        struct NewItem: Encodable, Sendable { var name: String }

        @GET("v1/items/{id}") var item: Endpoint<ItemInput, String>
        @POST("v1/items") var create: Endpoint<NewItem, String>
    }

    @Test func runsDeclaredEndpoints() async throws {
        let transport = try PinnedTLSTransport(pins: pins(pki.intermediate))
        let (item, created) = try await withServer([pki.leaf, pki.intermediate]) { server in
            let client = Client(EchoAPI(baseURL: server.baseURL), transport: transport)
            let item = try await client.run(\.item, with: .init(id: "a b", verbose: true))
            let created = try await client.run(\.create, with: .init(name: "n"))
            return (item, created)
        }
        #expect(item.hasPrefix("GET /v1/items/a%20b?verbose=true 0 localhost:"))
        // {"name":"n"} is 12 bytes of JSON.
        #expect(created.hasPrefix("POST /v1/items 12 localhost:"))
    }

    @Test func aRefusedServerIsAnHTTPErrorThroughTheClient() async throws {
        let transport = try PinnedTLSTransport(pins: pins(pki.selfSignedLeaf))
        let (error, reached) = try await withServer([pki.leaf, pki.intermediate]) { server in
            let client = Client(EchoAPI(baseURL: server.baseURL), transport: transport)
            var caught: HTTPError?
            do throws(HTTPError) { _ = try await client.run(\.item, with: .init(id: "1")) } catch { caught = error }
            return (caught, server.requests)
        }
        #expect(error?.isPinnedTLSRefusal == true)
        #expect(reached.isEmpty)
    }

    @Test func theClientTimeoutBoundsTheExchange() async throws {
        let transport = try PinnedTLSTransport(pins: pins(pki.leaf))
        let error = try await withServer([pki.leaf], behaviour: .hold) { server in
            let client = Client(EchoAPI(baseURL: server.baseURL), transport: transport, timeout: .milliseconds(200))
            var caught: HTTPError?
            do throws(HTTPError) { _ = try await client.run(\.item, with: .init(id: "1")) } catch { caught = error }
            return caught
        }
        guard case .timeout = error else {
            Issue.record("expected a timeout, got \(String(describing: error))")
            return
        }
    }
}
