import Foundation
import HTTPServerTesting
import HTTPSpec

/// A small price API as an app would declare it.
private struct PriceFeed: API {
    let baseURL: URL
    var json: JSONCoding { JSONCoding(keys: .snakeCase) }
    var errorBody: (any (Decodable & Sendable).Type)? { FeedError.self }

    struct FeedError: Decodable, Sendable {
        var code: String
        var message: String
    }

    struct Price: Decodable, Sendable {
        var symbol: String
        var priceUsd: String
    }

    /// The key every endpoint sends, taken from the API value rather than from each input.
    var apiKey = ""
    var sharedParameters: SharedParameters { SharedParameters(query: [("api_key", apiKey)]) }

    /// Encodable, so the client reads the decorators without reflection.
    struct PriceInput: Encodable, Sendable {
        @Path var symbol: String
    }

    struct Order: Encodable, Sendable {
        var symbol: String
        var amount: String
    }

    @GET("prices/{symbol}") var price: Endpoint<PriceInput, Price>
    @POST("orders") var order: Endpoint<Order, Empty>
}

public let httpSpecTour = TourStep(
    name: "HTTPSpec",
    summary: "a declared API run against a loopback server: a retried request, a decoded error body"
) { out in
    let state = HTTPSpecTourState()
    let server = try LoopbackServer { request in
        if request.path == "/v1/orders" {
            return .json(#"{"code":"insufficient_funds","message":"balance 0.5 ICP < 2 ICP"}"#, status: 422)
        }
        // The first price request meets a busy server; the retry policy honours Retry-After.
        return state.firstPriceRequest()
            ? .json(#"{"code":"busy","message":"try again"}"#, status: 503, headers: [("Retry-After", "0")])
            : .json(#"{"symbol":"ICP","price_usd":"12.34"}"#)
    }
    defer { server.stop() }
    let lines = HTTPSpecTourLines()
    let client = Client(
        PriceFeed(baseURL: server.baseURL.appendingPathComponent("v1"), apiKey: "k-secret"),
        interceptors: [LoggingInterceptor(log: { lines.append($0) })],
        retry: RetryPolicy(maxAttempts: 3, initialBackoff: .milliseconds(10)))

    out.line("-- An API declared as a type, run against a server on 127.0.0.1:\(server.port)")
    out.line("     @GET(\"prices/{symbol}\") var price: Endpoint<PriceInput, Price>")
    let priced = try await client.response(\.price, with: .init(symbol: "ICP"))
    out.show("price of ICP", "\(priced.value.priceUsd) USD")
    out.show("attempts (503 then 200)", priced.attempts)
    out.show("request path", server.requests.last?.path ?? "?")
    out.line("-- The log line, with the API key redacted")
    for line in lines.all { out.line("     " + line.replacingOccurrences(of: "\(server.port)", with: "PORT")) }

    out.line("-- A failed POST: the error body decoded into the API's error type")
    let failure: String
    do {
        _ = try await client.run(\.order, with: PriceFeed.Order(symbol: "ICP", amount: "2"))
        failure = "unexpected success"
    } catch let error as HTTPError {
        let body = error.errorBody(as: PriceFeed.FeedError.self)
        failure = "status \(error.status?.code ?? 0), code \(body?.code ?? "?"): \(body?.message ?? "?")"
    }
    out.show("POST /orders", failure)
    out.show("POST retried?", server.requests.filter { $0.method == "POST" }.count == 1 ? "no (not idempotent)" : "yes")
}

/// Counts price requests so only the first meets a 503.
private final class HTTPSpecTourState: @unchecked Sendable {
    private var seen = 0
    private let lock = NSLock()

    func firstPriceRequest() -> Bool {
        lock.withLock {
            seen += 1
            return seen == 1
        }
    }
}

private final class HTTPSpecTourLines: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [String] = []
    func append(_ line: String) { lock.withLock { items.append(line) } }
    var all: [String] { lock.withLock { items } }
}
