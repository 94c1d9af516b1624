import Clocks
import Foundation
import HTTPServerTesting
import HTTPSpec
import Testing

/// Runs `body` against a fresh loopback server and always stops it, even when `body` throws.
func withServer<T>(
    _ handler: @escaping @Sendable (RecordedRequest) -> ScriptedResponse,
    _ body: (LoopbackServer) async throws -> T
) async throws -> T {
    let server = try LoopbackServer(handler: handler)
    defer { server.stop() }
    return try await body(server)
}

func withServer<T>(responses: [ScriptedResponse], _ body: (LoopbackServer) async throws -> T) async throws -> T {
    let server = try LoopbackServer(responses: responses)
    defer { server.stop() }
    return try await body(server)
}

/// How far an `ImmediateClock` has moved since it was made: with the client's waits taken on it,
/// the sum of the delays asked for, none of them waited.
func waited(on clock: ImmediateClock<Duration>) -> Duration {
    ImmediateClock<Duration>.Instant().duration(to: clock.now)
}

/// Collects log lines from interceptors.
final class Lines: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [String] = []
    func append(_ line: String) { lock.withLock { items.append(line) } }
    var all: [String] { lock.withLock { items } }
}

/// One shared transport, the default one, for the whole test run, as an app would have.
let sharedTransport = CurlTransport()

/// The two transports HTTPSpec ships, for tests that both must pass.
enum TransportKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case curl
    case urlSession

    func make() -> any Transport {
        switch self {
        case .curl: CurlTransport()
        case .urlSession: URLSessionTransport()
        }
    }

    var testDescription: String { rawValue }
}

/// A test API whose base URL is the loopback server's, with a path prefix to check joining.
struct TestAPI: API {
    let baseURL: URL
    var json = JSONCoding()
    var errorBody: (any (Decodable & Sendable).Type)? { ProblemBody.self }

    init(server: LoopbackServer, prefix: String = "/v1") {
        baseURL = server.baseURL.appendingPathComponent(String(prefix.dropFirst()))
    }

    struct ItemInput: Sendable {
        @Path var id: String
        @Query var fields: [String] = []
        @Query("include_deleted") var includeDeleted: Bool? = nil
    }

    struct Item: Codable, Sendable, Equatable {
        var id: String
        var name: String
    }

    @GET("items/{id}") var item: Endpoint<ItemInput, Item>
    @GET("items/{id}", options: .init(validation: .any)) var itemRaw: Endpoint<ItemInput, ClientResponse>
    @POST("items") var create: Endpoint<Item, Item>
    @PUT("items/{id}") var replace: Endpoint<ReplaceInput, Item>
    @PATCH("items/{id}") var patch: Endpoint<ReplaceInput, Item>
    @DELETE("items/{id}") var delete: Endpoint<ItemInput, Empty>
    @GET("ping") var ping: Endpoint<Empty, String>

    struct ReplaceInput: Sendable {
        @Path var id: String
        @Header(.ifMatch) var etag: String? = nil
        @Body var item: Item
    }
}

/// The error body the test API's server sends.
struct ProblemBody: Codable, Sendable, Equatable {
    var code: String
    var message: String
}

/// The HTTPError `body` throws, or nil (recorded as an issue) when it succeeds.
func httpError<T>(
    _ body: () async throws(HTTPError) -> T, sourceLocation: Testing.SourceLocation = #_sourceLocation
) async -> HTTPError? {
    do {
        _ = try await body()
        Issue.record("expected an HTTPError", sourceLocation: sourceLocation)
        return nil
    } catch {
        return error
    }
}
