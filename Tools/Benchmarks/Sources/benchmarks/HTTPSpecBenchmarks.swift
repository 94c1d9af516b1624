import Dispatch
import Foundation
import HTTPServerTesting
import HTTPSpec

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// Requests per second against a loopback keep-alive server (HTTPServerTesting.LoopbackServer,
// TCP_NODELAY), through HTTPSpec's Client on its default transport (CurlTransport, libcurl
// driven directly) and through plain URLSession.data(for:) on the same server, in alternating
// rounds (ComparisonBenchmark), so the figures show what a user gets over hand-written URLSession
// code, declarative layer included:
//   getSequential*: one request at a time; getConcurrent8*: eight tasks at once;
//   *Overhead: the median over rounds of how much longer the Client took (negative: faster).
// Both sides build each request's URL from its parameters and decode the same JSON body into the
// same type (the plain side with one shared JSONDecoder), so the difference is the layer and the
// transport, not the URL building or the decoding.

private let requestsPerRound = 120
private let rounds = 40

private struct BenchAPI: API {
    let baseURL: URL
    struct Quote: Decodable, Sendable {
        var symbol: String
        var price: Double
    }
    /// Encodable, as the README recommends: the client then reads it without reflection.
    struct QuoteInput: Encodable, Sendable {
        @Path var symbol: String
        @Query var currency = "USD"
    }
    @GET("quotes/{symbol}") var quote: Endpoint<QuoteInput, Quote>
}

/// One server for the whole run; it lives until the process exits.
private let benchServer: LoopbackServer? = try? LoopbackServer(maxConnections: 64) { _ in
    .json(#"{"symbol":"ICP","price":12.34}"#)
}

/// One decoder for every plain-URLSession call, as a hand-written client would keep one.
private final class SharedJSONDecoder: @unchecked Sendable {
    // @unchecked: configured once, then only used to decode.
    let decoder = JSONDecoder()
}

private func declarative(concurrency: Int) -> (() -> UInt64)? {
    guard let server = benchServer else { return nil }
    let client = Client(BenchAPI(baseURL: server.baseURL))
    return {
        waitForChecksum {
            await withTaskGroup(of: UInt64.self) { group in
                for _ in 0..<concurrency {
                    group.addTask {
                        var sum: UInt64 = 0
                        for _ in 0..<requestsPerRound / concurrency {
                            if let quote = try? await client.run(\.quote, with: .init(symbol: "ICP")) {
                                sum &+= UInt64(quote.price * 100)
                            }
                        }
                        return sum
                    }
                }
                return await group.reduce(0, &+)
            }
        }
    }
}

private func plainURLSession(concurrency: Int) -> (() -> UInt64)? {
    guard let server = benchServer else { return nil }
    let base = server.baseURL.absoluteString
    let session = URLSession(configuration: .ephemeral)
    let decoder = SharedJSONDecoder()
    return {
        waitForChecksum {
            await withTaskGroup(of: UInt64.self) { group in
                for _ in 0..<concurrency {
                    group.addTask {
                        var sum: UInt64 = 0
                        for _ in 0..<requestsPerRound / concurrency {
                            // Built per request from its parameters, as a hand-written client of
                            // `quotes/{symbol}` would, and as the declarative side does.
                            var components = URLComponents(string: base + "/quotes/" + "ICP")
                            components?.queryItems = [URLQueryItem(name: "currency", value: "USD")]
                            guard let url = components?.url else { continue }
                            if let (data, _) = try? await session.data(for: URLRequest(url: url)),
                                let quote = try? decoder.decoder.decode(BenchAPI.Quote.self, from: data)
                            {
                                sum &+= UInt64(quote.price * 100)
                            }
                        }
                        return sum
                    }
                }
                return await group.reduce(0, &+)
            }
        }
    }
}

/// The declarative layer alone: build, validate and decode against a stub transport, no sockets.
private func stubbed() -> (() -> UInt64)? {
    let body = Data(#"{"symbol":"ICP","price":12.34}"#.utf8)
    let transport = StubTransport { _ in ClientResponse(status: .ok, body: body) }
    guard let base = URL(string: "http://127.0.0.1:9") else { return nil }
    let client = Client(BenchAPI(baseURL: base), transport: transport)
    return {
        waitForChecksum {
            var sum: UInt64 = 0
            for _ in 0..<2_000 {
                if let quote = try? await client.run(\.quote, with: .init(symbol: "ICP")) {
                    sum &+= UInt64(quote.price * 100)
                }
            }
            return sum
        }
    }
}

func httpSpecBenchmarks() -> [Benchmark] {
    [Benchmark(name: "HTTPSpec.clientOverheadStub", operations: 2_000) { stubbed() }]
}

func httpSpecComparisons() -> [ComparisonBenchmark] {
    [1, 8].map { concurrency in
        let name = concurrency == 1 ? "HTTPSpec.getSequential" : "HTTPSpec.getConcurrent\(concurrency)"
        return ComparisonBenchmark(
            name: name, baselineName: name + "URLSession", operationsPerRound: requestsPerRound, rounds: rounds
        ) {
            guard let candidate = declarative(concurrency: concurrency),
                let baseline = plainURLSession(concurrency: concurrency)
            else { return nil }
            return (candidate, baseline)
        }
    }
}
