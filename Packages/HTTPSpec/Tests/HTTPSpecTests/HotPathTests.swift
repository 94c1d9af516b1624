import Foundation
import HTTPSpec
import Testing

/// The per-call shortcuts taken for speed (untouched values that need no escaping, byte-level
/// searches in the template, one decoder shared by concurrent calls) must not change results.
@Suite struct HotPathTests {
    struct Quotes: API {
        let baseURL = URL(string: "https://quotes.example.com/v1/")!
        var json: JSONCoding { JSONCoding(keys: .snakeCase) }
        struct Quote: Decodable, Sendable, Equatable {
            var symbol: String
            var lastPrice: Double
        }
        struct QuoteInput: Sendable {
            @Path var symbol: String
            @Query var currency = "USD"
        }
        @GET("quotes/{symbol}?source=feed") var quote: Endpoint<QuoteInput, Quote>
        @GET("quotes/{symbol}") var text: Endpoint<QuoteInput, String>
        @GET("quotes/{symbol}") var data: Endpoint<QuoteInput, Data>
        struct TwoPaths: Sendable {
            @Path var symbol: String
            @Path var venue: String
        }
        @GET("quotes/{symbol}/{symbol}") var repeated: Endpoint<TwoPaths, Data>
    }

    /// Echoes the path and query back as JSON so every concurrent call can check its own answer.
    static func echo() -> StubTransport {
        StubTransport { request in
            let symbol = request.url.path.split(separator: "/").last.map(String.init) ?? ""
            return ClientResponse(
                status: .ok, body: Data(#"{"symbol":"\#(symbol)","last_price":\#(symbol.count)}"#.utf8))
        }
    }

    @Test func valuesNeedingNoEscapeAreKeptAndOthersEscaped() async throws {
        let transport = Self.echo()
        let client = Client(Quotes(), transport: transport)
        _ = try await client.run(\.data, with: .init(symbol: "ICP-usd_1.0~", currency: "USD"))
        _ = try await client.run(\.data, with: .init(symbol: "a b/é%?#", currency: "x+y&z=1 ü"))
        let urls = transport.requests.map(\.url.absoluteString)
        #expect(
            urls == [
                "https://quotes.example.com/v1/quotes/ICP-usd_1.0~?currency=USD",
                "https://quotes.example.com/v1/quotes/a%20b%2F%C3%A9%25%3F%23?currency=x%2By%26z%3D1%20%C3%BC",
            ])
    }

    @Test func fixedQueryIsKeptAndInputQueryAppended() async throws {
        let transport = Self.echo()
        let client = Client(Quotes(), transport: transport)
        let quote = try await client.run(\.quote, with: .init(symbol: "ICP"))
        #expect(quote == Quotes.Quote(symbol: "ICP", lastPrice: 3))
        #expect(
            transport.requests.first?.url.absoluteString
                == "https://quotes.example.com/v1/quotes/ICP?source=feed&currency=USD")
    }

    @Test func aPlaceholderUsedTwiceStillReportsTheUnusedValue() async {
        let client = Client(Quotes(), transport: Self.echo())
        let error = await httpError { () async throws(HTTPError) in
            try await client.run(\.repeated, with: .init(symbol: "a", venue: "b"))
        }
        #expect(
            error?.description
                == "invalid request declaration for GET quotes/{symbol}/{symbol}: @Path 'venue' has no {venue} placeholder in 'quotes/{symbol}/{symbol}'"
        )
    }

    @Test func stringOutputStillGetsTheBodyAsText() async throws {
        let client = Client(Quotes(), transport: Self.echo())
        #expect(try await client.run(\.text, with: .init(symbol: "ab")) == #"{"symbol":"ab","last_price":2}"#)
    }

    @Test func concurrentCallsShareTheDecoderSafely() async throws {
        let client = Client(Quotes(), transport: Self.echo())
        let results = try await withThrowingTaskGroup(of: (String, Quotes.Quote).self) { group in
            for index in 0..<64 {
                let symbol = String(repeating: "x", count: index % 7 + 1) + "\(index)"
                group.addTask { (symbol, try await client.run(\.quote, with: .init(symbol: symbol))) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 64)
        for (symbol, quote) in results {
            #expect(quote == Quotes.Quote(symbol: symbol, lastPrice: Double(symbol.count)))
        }
    }
}
