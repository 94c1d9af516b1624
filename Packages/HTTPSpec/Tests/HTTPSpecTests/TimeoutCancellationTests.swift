import Clocks
import Foundation
import HTTPServerTesting
import HTTPSpec
import Testing

/// Timeouts (per endpoint and per call) and cancellation, against a server that answers late.
@Suite struct TimeoutCancellationTests {
    struct Slow: API {
        let baseURL: URL
        @GET("slow", options: .init(timeout: .milliseconds(150))) var slow: Endpoint<Empty, String>
        @GET("slow") var plain: Endpoint<Empty, String>
    }

    static func lateServer() throws -> LoopbackServer {
        try LoopbackServer { _ in ScriptedResponse(status: 200, body: Data("late".utf8), delay: .seconds(5)) }
    }

    @Test func endpointTimeout() async throws {
        let server = try Self.lateServer()
        defer { server.stop() }
        let client = Client(Slow(baseURL: server.baseURL), transport: sharedTransport)
        let start = ContinuousClock.now
        let error = await httpError { () async throws(HTTPError) in try await client.run(\.slow) }
        guard let seconds = timeoutSeconds(error) else { return }
        #expect(seconds == 0.15)
        let elapsed = ContinuousClock.now - start
        #expect(elapsed >= .milliseconds(140) && elapsed < .seconds(1), "elapsed \(elapsed)")
    }

    @Test func callTimeoutOverridesTheEndpoint() async throws {
        let server = try Self.lateServer()
        defer { server.stop() }
        let client = Client(Slow(baseURL: server.baseURL), transport: sharedTransport)
        let start = ContinuousClock.now
        let error = await httpError { () async throws(HTTPError) in
            try await client.run(\.plain, options: CallOptions(timeout: .milliseconds(80)))
        }
        #expect(ContinuousClock.now - start >= .milliseconds(75))
        #expect(error?.description.hasPrefix("timed out after 0.08 s waiting for GET http://127.0.0.1:") == true)
    }

    @Test func cancellationMidRequest() async throws {
        let server = try Self.lateServer()
        defer { server.stop() }
        let client = Client(Slow(baseURL: server.baseURL), transport: sharedTransport)
        let start = ContinuousClock.now
        let task = Task { () async throws -> String in try await client.run(\.plain) }
        // Wait until the request has reached the server, then cancel.
        while server.requests.isEmpty && ContinuousClock.now - start < .seconds(1) {
            try await Task.sleep(for: .milliseconds(5))
        }
        task.cancel()
        let result = await task.result
        guard case .failure(let error as HTTPError) = result, case .cancelled = error else {
            Issue.record("expected cancellation, got \(result)")
            return
        }
        #expect(ContinuousClock.now - start < .seconds(1))
    }

    @Test func cancellationDuringBackoff() async throws {
        try await withServer({ _ in .text("down", status: 503) }) { server in
            let clock = TestClock()
            let client = Client(
                Slow(baseURL: server.baseURL), transport: sharedTransport,
                retry: RetryPolicy(maxAttempts: 5, initialBackoff: .seconds(10), jitter: 0), clock: clock)
            let task = Task { () async throws -> String in try await client.run(\.plain) }
            // Cancelled while it waits out the first backoff, which the test clock never ends.
            #expect(await clock.waitForSuspension())
            task.cancel()
            let result = await task.result
            guard case .failure(let error as HTTPError) = result, case .cancelled = error else {
                Issue.record("expected cancellation")
                return
            }
            #expect(server.requests.count == 1)
        }
    }

    /// A server that sends one body byte every 50 ms never looks idle; the deadline must still
    /// end the attempt on time.
    @Test func aTricklingServerIsCutOffAtTheDeadline() async throws {
        let body = Data(repeating: UInt8(ascii: "x"), count: 60)
        try await withServer({ _ in ScriptedResponse(status: 200, body: body, byteInterval: .milliseconds(50)) }) {
            server in
            let client = Client(Slow(baseURL: server.baseURL), transport: sharedTransport)
            let start = ContinuousClock.now
            let error = await httpError { () async throws(HTTPError) in
                try await client.run(\.plain, options: CallOptions(timeout: .milliseconds(300)))
            }
            let elapsed = ContinuousClock.now - start
            guard timeoutSeconds(error) != nil else { return }
            #expect(elapsed >= .milliseconds(290) && elapsed < .milliseconds(1_500), "elapsed \(elapsed)")
        }
    }

    /// A deadline that passes before the transfer has even started (so there may be nothing to
    /// cancel yet) still ends it at once rather than at URLSession's own backstop.
    @Test func aDeadlineThatPassesBeforeTheTransferStartsStillEndsIt() async throws {
        let server = try Self.lateServer()
        defer { server.stop() }
        let client = Client(Slow(baseURL: server.baseURL), transport: sharedTransport)
        for _ in 0..<5 {
            let start = ContinuousClock.now
            let error = await httpError { () async throws(HTTPError) in
                try await client.run(\.plain, options: CallOptions(timeout: .nanoseconds(1)))
            }
            guard timeoutSeconds(error) != nil else { return }
            #expect(ContinuousClock.now - start < .milliseconds(900))
        }
    }

    /// Time an interceptor spends before the exchange counts against the attempt's deadline:
    /// once it has passed, the request is not sent at all.
    @Test func interceptorTimeCountsAgainstTheDeadline() async throws {
        try await withServer({ _ in .text("fast") }) { server in
            let slowSigner = ClosureInterceptor { request, next in
                try await Task.sleep(for: .milliseconds(200))
                return try await next(request)
            }
            let client = Client(Slow(baseURL: server.baseURL), transport: sharedTransport, interceptors: [slowSigner])
            let error = await httpError { () async throws(HTTPError) in
                try await client.run(\.plain, options: CallOptions(timeout: .milliseconds(100)))
            }
            guard let seconds = timeoutSeconds(error) else { return }
            #expect(seconds == 0.1)
            #expect(server.requests.isEmpty)
        }
    }

    /// Many attempts timing out together, with URLSession most of them still queued behind its
    /// per-host connection limit, each end at their own deadline.
    @Test(arguments: TransportKind.allCases)
    func manyConcurrentDeadlinesAllEndOnTime(kind: TransportKind) async throws {
        let server = try LoopbackServer(maxConnections: 64) { _ in
            ScriptedResponse(status: 200, body: Data("late".utf8), delay: .seconds(5))
        }
        defer { server.stop() }
        let client = Client(Slow(baseURL: server.baseURL), transport: kind.make())
        let start = ContinuousClock.now
        let outcomes = await withTaskGroup(of: HTTPError?.self) { group in
            for _ in 0..<40 {
                group.addTask { await httpError { () async throws(HTTPError) in try await client.run(\.slow) } }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(outcomes.count == 40)
        #expect(outcomes.allSatisfy { if case .timeout = $0 { true } else { false } })
        // backstop: 2 s
        #expect(ContinuousClock.now - start < .milliseconds(1_500), "took \(ContinuousClock.now - start)")
    }

    /// The tag the URLSession transport uses to find a request's task at its deadline must never
    /// reach the wire, and must not stop the session from storing and sending cookies.
    @Test func theDeadlineTagStaysOffTheWireAndCookiesStillWork() async throws {
        try await withServer(responses: [
            .text("first", headers: [("Set-Cookie", "session=abc; Path=/")]), .text("second"),
        ]) {
            server in
            let transport = URLSessionTransport()
            let client = Client(Slow(baseURL: server.baseURL), transport: transport)
            let first = try await client.run(\.plain)
            let second = try await client.run(\.plain)
            #expect([first, second] == ["first", "second"])
            // Every part of the head as received: the target and each header's name and value.
            let heads = server.requests.map { request in
                ([request.target] + request.headers.flatMap { [$0.name, $0.value] }).joined(separator: "\n")
            }
            #expect(heads.count == 2)
            #expect(!heads.contains { $0.lowercased().contains("httpspec-attempt") })
            #expect(server.requests.last?.header("Cookie") == "session=abc")
        }
    }

    /// A timed-out attempt must leave the caller's task uncancelled, so the retry runs.
    @Test func aRetryAfterATimeoutRuns() async throws {
        try await withServer(responses: [
            ScriptedResponse(status: 200, body: Data("late".utf8), delay: .seconds(5)), .text("on time"),
        ]) { server in
            let client = Client(
                Slow(baseURL: server.baseURL), transport: sharedTransport,
                retry: RetryPolicy(maxAttempts: 2, initialBackoff: .zero, jitter: 0))
            let response = try await client.response(\.slow, with: Empty())
            #expect(response.value == "on time")
            #expect(response.attempts == 2)
            #expect(!Task.isCancelled)
        }
    }

    /// A transport that does not end its own exchanges gets the client's timer, and the caller
    /// can still cancel it.
    @Test func theClientBoundsATransportThatIgnoresTheTimeout() async throws {
        struct Stalling: Transport {
            func send(_ request: ClientRequest, timeout: Duration) async throws -> ClientResponse {
                try await Task.sleep(for: .seconds(10))
                return ClientResponse(status: .ok)
            }
        }
        #expect(!Stalling().enforcesTimeout)
        let client = Client(Slow(baseURL: URL(string: "http://127.0.0.1:9")!), transport: Stalling())
        let start = ContinuousClock.now
        let error = await httpError { () async throws(HTTPError) in try await client.run(\.slow) }
        guard let seconds = timeoutSeconds(error) else { return }
        #expect(seconds == 0.15)
        #expect(ContinuousClock.now - start < .seconds(2))

        let task = Task { () async throws -> String in try await client.run(\.plain) }
        try await Task.sleep(for: .milliseconds(20))
        task.cancel()
        guard case .failure(let failure as HTTPError) = await task.result, case .cancelled = failure else {
            Issue.record("expected cancellation")
            return
        }
        #expect(ContinuousClock.now - start < .seconds(4))
    }
}

/// The seconds a timeout error reports, or nil (with an issue recorded) for any other outcome.
private func timeoutSeconds(_ error: HTTPError?, sourceLocation: SourceLocation = #_sourceLocation) -> Double? {
    guard case .timeout(_, let seconds) = error else {
        Issue.record("expected a timeout, got \(String(describing: error))", sourceLocation: sourceLocation)
        return nil
    }
    return seconds
}
