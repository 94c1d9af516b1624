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

    /// libcurl's own defaults (`Accept: */*`, a form content type with a body, `Expect`) stay
    /// out: the server sees the caller's headers, `Host` and `Content-Length`.
    @Test func addsNoHeadersOfItsOwn() async throws {
        let transport = try PinnedTLSTransport(pins: pins(pki.leaf))
        let trace = try #require(HTTPField.Name("X-Trace"))
        let empty = try #require(HTTPField.Name("X-Empty"))
        let received = try await withServer([pki.leaf]) { server in
            let request = ClientRequest(
                method: .post, url: server.baseURL, headerFields: [trace: "t1", empty: ""],
                body: Data("{}".utf8))
            _ = try await transport.send(request, timeout: .seconds(10))
            return server.requests.first
        }
        let names = try #require(received).headerLines.map { $0.prefix { $0 != ":" }.lowercased() }
        #expect(names.sorted() == ["content-length", "host", "x-empty", "x-trace"])
        #expect(received?.headerLines.contains("X-Trace: t1") == true)
    }

    /// swift-http-types turns CR and LF in a field value into spaces, so a value cannot write a
    /// header of its own; the transport's own refusal of such bytes stays as a second wall.
    @Test func aHeaderValueCannotWriteHeadersOfItsOwn() async throws {
        let transport = try PinnedTLSTransport(pins: pins(pki.leaf))
        let trace = try #require(HTTPField.Name("X-Trace"))
        let received = try await withServer([pki.leaf]) { server in
            let request = ClientRequest(method: .get, url: server.baseURL, headerFields: [trace: "t1\r\nX-Admin: yes"])
            _ = try await transport.send(request, timeout: .seconds(10))
            return server.requests.first
        }
        let lines = try #require(received).headerLines
        #expect(!lines.contains { $0.lowercased().hasPrefix("x-admin") })
        #expect(lines.contains { $0.hasPrefix("X-Trace: t1") })
    }

    @Test func answersAHeadRequestWithoutABody() async throws {
        let transport = try PinnedTLSTransport(pins: pins(pki.leaf))
        let response = try await withServer([pki.leaf]) { server in
            try await transport.send(ClientRequest(method: .head, url: server.baseURL), timeout: .seconds(10))
        }
        #expect(response.status == 200)
        #expect(response.body.isEmpty)
        #expect(response.headerFields[.contentLength] != nil)
    }

    @Test func aClosedPortIsAConnectFailure() async throws {
        let transport = try PinnedTLSTransport(pins: pins(pki.leaf))
        // Port 1 (tcpmux) is privileged and unused on loopback: the connection is refused at once.
        let error = await httpError {
            try await transport.send(get(URL(string: "https://127.0.0.1:1/")!), timeout: .seconds(10))
        }
        #expect(error?.transportReason?.contains("could not connect to 127.0.0.1:1") == true)
        #expect(error?.isPinnedTLSRefusal == false)
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

    @Test func aTaskCancelledBeforeItSendsSendsNothing() async throws {
        let transport = try PinnedTLSTransport(pins: pins(pki.leaf))
        let (error, reached) = try await withServer([pki.leaf]) { server in
            let error = await withTaskGroup(of: HTTPError?.self) { group in
                // A task added to a cancelled group starts cancelled.
                group.cancelAll()
                group.addTask {
                    await httpError { try await transport.send(get(server.baseURL), timeout: .seconds(10)) }
                }
                return await group.next() ?? nil
            }
            return (error, server.requests)
        }
        guard case .cancelled = error else {
            Issue.record("expected cancellation, got \(String(describing: error))")
            return
        }
        #expect(reached.isEmpty)
    }
}
