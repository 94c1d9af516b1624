import Foundation
import HTTPServerTesting
import HTTPSpec
import HTTPTypes
import Testing

/// What the default transport sends and returns, its limits, and how exchanges end early.
@Suite struct CurlTransportTests {
    @Test func sendsTheRequestIntact() async throws {
        let transport = CurlTransport()
        try await withServer({ _ in .text("done", headers: [("X-Answer", "42")]) }) { server in
            let url = try #require(URL(string: "\(server.baseURL.absoluteString)/items/a%2F1?x=1&y=two"))
            let trace = try #require(HTTPField.Name("X-Trace"))
            let request = ClientRequest(
                method: .put, url: url, headerFields: [trace: "t1", .contentLength: "999"],
                body: Data("twelve bytes".utf8))
            let response = try await transport.send(request, timeout: .seconds(10))
            #expect(response.status == .ok)
            #expect(response.text == "done")
            #expect(response.headerFields[try #require(HTTPField.Name("X-Answer"))] == "42")
            #expect(response.headerFields[.contentLength] == "4")
            let received = try #require(server.requests.first)
            #expect(received.method == "PUT")
            #expect(received.target == "/items/a%2F1?x=1&y=two")
            #expect(received.bodyText == "twelve bytes")
            #expect(received.header("Content-Length") == "12")
            #expect(received.header("X-Trace") == "t1")
        }
    }

    /// libcurl's own defaults (`Accept: */*`, a form content type with a body, `Expect`) stay
    /// out: the server sees the caller's headers, `Host` and `Content-Length`.
    @Test func addsNoHeadersOfItsOwn() async throws {
        let transport = CurlTransport()
        try await withServer({ _ in .text("ok") }) { server in
            let trace = try #require(HTTPField.Name("X-Trace"))
            let empty = try #require(HTTPField.Name("X-Empty"))
            let request = ClientRequest(
                method: .post, url: server.baseURL, headerFields: [trace: "t1", empty: ""], body: Data("{}".utf8))
            _ = try await transport.send(request, timeout: .seconds(10))
            let names = try #require(server.requests.first).headers.map { $0.name.lowercased() }
            #expect(names.sorted() == ["content-length", "host", "x-empty", "x-trace"])
        }
    }

    @Test func aBodyOfAnyBytesArrivesWhole() async throws {
        let transport = CurlTransport()
        try await withServer({ request in ScriptedResponse(body: request.body) }) { server in
            // NULs included: a body is not a C string.
            let bytes = Data((0..<70_000).map { UInt8(truncatingIfNeeded: $0 &* 7) })
            let response = try await transport.send(
                ClientRequest(method: .post, url: server.baseURL, body: bytes), timeout: .seconds(10))
            #expect(response.body == bytes)
        }
    }

    @Test func answersAHeadRequestWithoutABody() async throws {
        let transport = CurlTransport()
        try await withServer({ _ in .text("a body HEAD leaves out") }) { server in
            let response = try await transport.send(
                ClientRequest(method: .head, url: server.baseURL), timeout: .seconds(10))
            #expect(response.status == .ok)
            #expect(response.body.isEmpty)
            #expect(server.requests.first?.method == "HEAD")
        }
    }

    @Test func reusesItsConnectionUnlessToldNotTo() async throws {
        for (reuses, expected) in [(true, 1), (false, 3)] {
            let transport = CurlTransport(options: CurlTransportOptions(reusesConnections: reuses))
            try await withServer({ _ in .text("ok") }) { server in
                for _ in 0..<3 { _ = try await transport.send(get(server.baseURL), timeout: .seconds(10)) }
                #expect(server.connectionCount == expected, "reusesConnections: \(reuses)")
            }
        }
    }

    @Test func runsConcurrentExchanges() async throws {
        let transport = CurlTransport()
        try await withServer({ request in .text(request.path) }) { server in
            let bodies = try await withThrowingTaskGroup(of: String.self) { group in
                for index in 0..<16 {
                    let url = server.baseURL.appendingPathComponent("item\(index)")
                    group.addTask { try await transport.send(get(url), timeout: .seconds(10)).text }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(Set(bodies) == Set((0..<16).map { "/item\($0)" }))
        }
    }

    @Test func redirectsReachTheCallerUnlessFollowed() async throws {
        let handler: @Sendable (RecordedRequest) -> ScriptedResponse = { request in
            request.path == "/old"
                ? ScriptedResponse(status: 302, headers: [("Location", "/new")]) : .text("moved here")
        }
        try await withServer(handler) { server in
            let url = server.baseURL.appendingPathComponent("old")
            let plain = try await CurlTransport().send(get(url), timeout: .seconds(10))
            #expect(plain.status.code == 302)
            #expect(plain.headerFields[.location] == "/new")
            let following = CurlTransport(options: CurlTransportOptions(followsRedirects: true))
            let followed = try await following.send(get(url), timeout: .seconds(10))
            #expect(followed.status == .ok)
            #expect(followed.text == "moved here")
            // The fields are the final response's only.
            #expect(followed.headerFields[.location] == nil)
            #expect(server.requests.map(\.path) == ["/old", "/old", "/new"])
        }
    }

    @Test func endlessRedirectsEndAfterTen() async throws {
        try await withServer({ _ in ScriptedResponse(status: 302, headers: [("Location", "/again")]) }) { server in
            let transport = CurlTransport(options: CurlTransportOptions(followsRedirects: true))
            let error = await transportError { try await transport.send(get(server.baseURL), timeout: .seconds(10)) }
            #expect(error?.transportReason?.contains("redirect") == true, "\(String(describing: error))")
            #expect(server.requests.count == 11)
        }
    }

    @Test(arguments: [1_000, 1_001])
    func boundsTheResponseBody(size: Int) async throws {
        let transport = CurlTransport(options: CurlTransportOptions(maximumResponseBodySize: 1_000))
        try await withServer({ _ in ScriptedResponse(body: Data(count: size)) }) { server in
            if size <= 1_000 {
                let response = try await transport.send(get(server.baseURL), timeout: .seconds(10))
                #expect(response.body.count == size)
            } else {
                let error = await transportError {
                    try await transport.send(get(server.baseURL), timeout: .seconds(10))
                }
                #expect(error?.transportReason == "the response body is larger than the 1000-byte limit")
            }
        }
    }

    @Test func boundsTheResponseHeaders() async throws {
        // 30 fields of 10 kB: each line within libcurl's own limit, together over the transport's.
        let fields = (0..<30).map { ("X-Field-\($0)", String(repeating: "h", count: 10_000)) }
        try await withServer({ _ in .text("ok", headers: fields) }) { server in
            let error = await transportError {
                try await CurlTransport().send(get(server.baseURL), timeout: .seconds(10))
            }
            #expect(error?.transportReason == "the response headers are larger than the 262144-byte limit")
        }
    }

    @Test func boundsOneResponseHeaderLine() async throws {
        let huge = String(repeating: "h", count: 110_000)
        try await withServer({ _ in .text("ok", headers: [("X-Huge", huge)]) }) { server in
            let error = await transportError {
                try await CurlTransport().send(get(server.baseURL), timeout: .seconds(10))
            }
            #expect(error?.transportReason == "a response header line is longer than libcurl's 102400-byte limit")
        }
    }

    @Test func aClosedPortIsAConnectFailure() async throws {
        // Port 1 (tcpmux) is privileged and unused on loopback: the connection is refused at once.
        let url = try #require(URL(string: "http://127.0.0.1:1/"))
        let error = await transportError { try await CurlTransport().send(get(url), timeout: .seconds(10)) }
        #expect(error?.transportReason?.hasPrefix("could not connect to 127.0.0.1:1: ") == true)
    }

    @Test(arguments: ["ftp://127.0.0.1/file", "file:///etc/passwd"])
    func speaksHTTPAndHTTPSOnly(url: String) async throws {
        let error = await transportError {
            try await CurlTransport().send(get(try #require(URL(string: url))), timeout: .seconds(1))
        }
        #expect(error?.transportReason == "refusing \(url): this transport only speaks http and https")
    }

    @Test func timesOutAtTheDeadlineAgainstATricklingServer() async throws {
        try await withServer({ _ in ScriptedResponse(body: Data(count: 100), byteInterval: .milliseconds(50)) }) {
            server in
            let start = ContinuousClock.now
            let error = await transportError {
                try await CurlTransport().send(get(server.baseURL), timeout: .milliseconds(300))
            }
            guard case .timeout(_, let seconds)? = error else {
                Issue.record("expected a timeout, got \(String(describing: error))")
                return
            }
            #expect(seconds == 0.3)
            // backstop: 2 s
            #expect(ContinuousClock.now - start < .seconds(2))
        }
    }

    @Test func cancellationEndsTheExchangeAtOnce() async throws {
        try await withServer({ _ in ScriptedResponse(delay: .seconds(30)) }) { server in
            let transport = CurlTransport()
            let exchange = Task { try await transport.send(get(server.baseURL), timeout: .seconds(60)) }
            let start = ContinuousClock.now
            try await firstRequest(reaching: server)
            exchange.cancel()
            let error = await transportError { try await exchange.value }
            guard case .cancelled? = error else {
                Issue.record("expected cancellation, got \(String(describing: error))")
                return
            }
            #expect(ContinuousClock.now - start < .seconds(5))
        }
    }

    @Test func aTaskCancelledBeforeItSendsSendsNothing() async throws {
        try await withServer({ _ in .text("ok") }) { server in
            let transport = CurlTransport()
            let error = await withTaskGroup(of: HTTPError?.self) { group in
                // A task added to a cancelled group starts cancelled.
                group.cancelAll()
                group.addTask {
                    await transportError { try await transport.send(get(server.baseURL), timeout: .seconds(10)) }
                }
                return await group.next() ?? nil
            }
            guard case .cancelled? = error else {
                Issue.record("expected cancellation, got \(String(describing: error))")
                return
            }
            #expect(server.requests.isEmpty)
        }
    }

    /// A server that closes the connection while the response is under way.
    @Test func aConnectionClosedBeforeTheResponseEndsIsReportedSo() async throws {
        let server = try LoopbackServer { _ in ScriptedResponse(body: Data(count: 100), byteInterval: .milliseconds(20))
        }
        defer { server.stop() }
        let transport = CurlTransport()
        let exchange = Task { try await transport.send(get(server.baseURL), timeout: .seconds(10)) }
        try await firstRequest(reaching: server)
        server.stop()
        let error = await transportError { try await exchange.value }
        #expect(error?.transportReason == "127.0.0.1 closed the connection before the response was complete")
    }
}

private func get(_ url: URL) -> ClientRequest { ClientRequest(method: .get, url: url) }

/// Returns once `server` has recorded a request; bounded at five seconds (a loopback request
/// arrives within milliseconds).
private func firstRequest(reaching server: LoopbackServer) async throws {
    let start = ContinuousClock.now
    while server.requests.isEmpty && ContinuousClock.now - start < .seconds(5) {
        try await Task.sleep(for: .milliseconds(5))
    }
}

/// The `HTTPError` a transport call threw, recording an issue when it threw nothing or another error.
private func transportError<T>(
    _ body: () async throws -> T, sourceLocation: SourceLocation = #_sourceLocation
) async -> HTTPError? {
    do {
        _ = try await body()
        Issue.record("expected an HTTPError", sourceLocation: sourceLocation)
        return nil
    } catch let error as HTTPError {
        return error
    } catch {
        Issue.record("expected an HTTPError, got \(error)", sourceLocation: sourceLocation)
        return nil
    }
}

extension HTTPError {
    /// The reason of a `.transport` error.
    fileprivate var transportReason: String? {
        if case .transport(_, let reason) = self { return reason }
        return nil
    }
}
