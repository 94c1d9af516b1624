import Foundation
import HTTPSpec
import HTTPTypes
import PinnedTLS
import TLSTesting
import Testing

/// What the transport sends and returns, and how exchanges end early.
@Suite struct TransportBehaviourTests {
    let pki = TestPKI.shared

    @Test func sendsTheRequestIntact() async throws {
        let transport = try PinnedTLSTransport(pins: pins(pki.leaf))
        let (response, received) = try await withServer([pki.leaf, pki.intermediate]) { server in
            let url = try #require(URL(string: "https://localhost:\(server.port)/items/a%2F1?x=1&y=two"))
            let trace = try #require(HTTPField.Name("X-Trace"))
            let request = ClientRequest(
                method: .put, url: url, headerFields: [trace: "t1", .contentLength: "999"],
                body: Data("twelve bytes".utf8))
            return (try await transport.send(request, timeout: .seconds(10)), server.requests)
        }
        #expect(response.status == 200)
        #expect(response.headerFields[.contentLength] == String(response.body.count))
        let request = try #require(received.first)
        #expect(request.method == "PUT")
        #expect(request.target == "/items/a%2F1?x=1&y=two")
        #expect(request.body == Array("twelve bytes".utf8))
        #expect(request.host?.hasPrefix("localhost:") == true)
    }

    @Test func refusesPlainHTTP() async throws {
        let transport = try PinnedTLSTransport(pins: pins(pki.leaf))
        let error = await httpError {
            try await transport.send(get(URL(string: "http://localhost:1/")!), timeout: .seconds(1))
        }
        #expect(error?.transportReason?.contains("only speaks https") == true)
        #expect(error?.isPinnedTLSRefusal == false)
    }

    @Test(arguments: [true, false])
    func refusesABodyOverTheLimit(announced: Bool) async throws {
        let transport = try PinnedTLSTransport(
            pins: pins(pki.leaf), options: PinnedTLSOptions(maximumResponseBodySize: 1_000))
        let error = try await withServer([pki.leaf], behaviour: .body(size: 1_001, announced: announced)) { server in
            await httpError { try await transport.send(get(server.baseURL), timeout: .seconds(10)) }
        }
        #expect(error?.transportReason?.contains("larger than the 1000-byte limit") == true)
    }

    @Test func acceptsABodyAtTheLimit() async throws {
        let transport = try PinnedTLSTransport(
            pins: pins(pki.leaf), options: PinnedTLSOptions(maximumResponseBodySize: 1_000))
        let response = try await withServer([pki.leaf], behaviour: .body(size: 1_000, announced: false)) { server in
            try await transport.send(get(server.baseURL), timeout: .seconds(10))
        }
        #expect(response.body.count == 1_000)
    }

    @Test func timesOutAgainstAServerThatNeverAnswers() async throws {
        let transport = try PinnedTLSTransport(pins: pins(pki.leaf))
        let error = try await withServer([pki.leaf], behaviour: .hold) { server in
            await httpError { try await transport.send(get(server.baseURL), timeout: .milliseconds(300)) }
        }
        guard case .timeout(_, let seconds) = error else {
            Issue.record("expected a timeout, got \(String(describing: error))")
            return
        }
        #expect(seconds == 0.3)
    }

    @Test func cancellationEndsTheExchange() async throws {
        let transport = try PinnedTLSTransport(pins: pins(pki.leaf))
        let error = try await withServer([pki.leaf], behaviour: .hold) { server in
            let exchange = Task { try await transport.send(get(server.baseURL), timeout: .seconds(60)) }
            // Cancel once the server holds the request, so the exchange is mid-flight.
            var arrivals = server.arrivals.makeAsyncIterator()
            _ = await arrivals.next()
            exchange.cancel()
            return await httpError { try await exchange.value }
        }
        guard case .cancelled = error else {
            Issue.record("expected cancellation, got \(String(describing: error))")
            return
        }
    }
}
