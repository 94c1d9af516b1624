import Foundation
import FuzzSupport
import HTTPSpec

/// A declared API whose answers come from the fuzzer: the status from the first two bytes, a
/// content type from the third, the rest as the body. The client validates the status, decodes
/// the body into the output type or the declared error body, and must answer with a value or a
/// typed `HTTPError`, whatever the bytes.
private struct Ledger: API {
    let baseURL = URL(string: "http://127.0.0.1:1/v1")!
    var json: JSONCoding { JSONCoding(keys: .snakeCase) }
    var errorBody: (any (Decodable & Sendable).Type)? { Problem.self }

    struct Problem: Decodable, Sendable {
        var code: String
        var message: String
        var retryAfter: Double?
    }
    struct Block: Decodable, Sendable {
        var index: UInt64
        var parentHash: String?
        var transfers: [Transfer]
        var memo: [UInt8]?
        var timestamp: Date?
    }
    struct Transfer: Decodable, Sendable {
        var from: String
        var to: String
        var e8s: UInt64
        var fee: Decimal?
    }

    @GET("blocks/{index}") var block: Endpoint<BlockInput, Block>
    struct BlockInput: Encodable, Sendable { @Path var index: String }
}

private let contentTypes = [
    "application/json", "application/json; charset=utf-8", "text/plain", "application/problem+json", "",
]

/// `Client.run` on a `StubTransport` answer: a value or a typed `HTTPError`, whatever the bytes.
public enum FuzzHTTPSpecResponse: FuzzTarget {
    public static let name = "fuzz-httpspec-response"

    public static func run(_ bytes: [UInt8]) {
        guard bytes.count >= 3 else { return }
        let status = 100 + (Int(bytes[0]) << 8 | Int(bytes[1])) % 500
        var response = ClientResponse(status: .init(code: status), body: Data(bytes.dropFirst(3)))
        let contentType = contentTypes[Int(bytes[2]) % contentTypes.count]
        if !contentType.isEmpty { response.headerFields[.contentType] = contentType }
        let client = Client(Ledger(), transport: StubTransport(responses: [response]))
        let done = DispatchSemaphore(value: 0)
        Task {
            do {
                _ = try await client.run(\.block, with: .init(index: "7"))
            } catch let error as HTTPError {
                _ = error.description
            } catch {
                fuzzExpect(false, "the client threw something other than an HTTPError: \(error)")
            }
            done.signal()
        }
        done.wait()
    }
}
