import Clocks
import Foundation
import HTTPServerTesting
import HTTPSpec
import Testing

/// Retries against a loopback server; the waits between attempts are taken on a test clock, never
/// really waited for.
@Suite struct RetryTests {
    struct Flaky: API {
        let baseURL: URL
        @GET("status") var status: Endpoint<Empty, String>
        @POST("orders") var order: Endpoint<Empty, String>
        @POST("orders", options: .init(idempotent: true)) var idempotentOrder: Endpoint<Empty, String>
    }

    static let fast = RetryPolicy(maxAttempts: 3, initialBackoff: .milliseconds(100), multiplier: 2, jitter: 0)

    /// Each backoff is exactly as long as the policy says: nothing is sent again a moment before.
    @Test func serverFailsTwiceThenSucceeds() async throws {
        try await withServer(responses: [.text("down", status: 500), .text("down", status: 502), .text("up")]) {
            server in
            let clock = TestClock()
            let client = Client(
                Flaky(baseURL: server.baseURL), transport: sharedTransport, retry: Self.fast, clock: clock)
            let call = Task { try await client.response(\.status, with: Empty()) }
            for (sent, backoff) in [(1, Duration.milliseconds(100)), (2, .milliseconds(200))] {
                #expect(await clock.waitForSuspension())
                await clock.advance(by: backoff - .milliseconds(1))
                #expect(server.requests.count == sent)
                await clock.advance(by: .milliseconds(1))
            }
            let response = try await call.value
            #expect(response.value == "up")
            #expect(response.attempts == 3)
            #expect(server.requests.count == 3)
        }
    }

    @Test func retryAfterIsHonouredOn429And503() async throws {
        let responses: [ScriptedResponse] = [
            .text("slow down", status: 429, headers: [("Retry-After", "2")]),
            .text("busy", status: 503, headers: [("Retry-After", "0")]),
            .text("ok"),
        ]
        try await withServer(responses: responses) { server in
            let clock = ImmediateClock()
            let client = Client(
                Flaky(baseURL: server.baseURL), transport: sharedTransport, retry: Self.fast, clock: clock)
            let text = try await client.run(\.status)
            #expect(text == "ok")
            // 2 s, then 0 s: the backoff would have been 100 + 200 ms.
            #expect(waited(on: clock) == .seconds(2))
        }
    }

    /// A request built outside the declarations goes through the same loop and comes back as
    /// received, a failing status included, when the retries run out.
    @Test func aRawRequestIsRetriedWithThePolicyItIsGiven() async throws {
        let responses: [ScriptedResponse] = [
            .text("busy", status: 503, headers: [("Retry-After", "1")]),
            ScriptedResponse(status: 200, body: Data([0xa0])),
            .text("busy", status: 503), .text("busy", status: 503),
        ]
        try await withServer(responses: responses) { server in
            let clock = ImmediateClock()
            let client = Client(Flaky(baseURL: server.baseURL), transport: sharedTransport, clock: clock)
            let request = ClientRequest(
                method: .post, url: server.baseURL.appendingPathComponent("raw"),
                headerFields: [.contentType: "application/cbor"], body: Data([1, 2]))
            let answer = try await client.send(request, retry: Self.fast)
            #expect(answer.status == .ok)
            #expect(answer.body == Data([0xa0]))
            #expect(waited(on: clock) == .seconds(1))
            // The client's own policy (none here) when the call names none: one attempt, 503 back.
            #expect(try await client.send(request).status == .serviceUnavailable)
            #expect(server.requests.count == 3)
            #expect(server.requests.allSatisfy { $0.method == "POST" && $0.body == Data([1, 2]) })
        }
    }

    @Test func retryAfterParsesHTTPDates() {
        let now = Date(timeIntervalSince1970: 1_445_412_480)  // Wed, 21 Oct 2015 07:28:00 GMT
        #expect(RetryPolicy.retryAfter("Wed, 21 Oct 2015 07:28:30 GMT", now: now) == .seconds(30))
        #expect(RetryPolicy.retryAfter("120") == .seconds(120))
        #expect(RetryPolicy.retryAfter("soon") == nil)
    }

    @Test func retryAfterLongerThanTheCapEndsRetries() async throws {
        try await withServer(responses: [.text("later", status: 503, headers: [("Retry-After", "3600")])]) { server in
            let clock = ImmediateClock()
            let client = Client(
                Flaky(baseURL: server.baseURL), transport: sharedTransport, retry: Self.fast, clock: clock)
            let error = await httpError { () async throws(HTTPError) in try await client.run(\.status) }
            #expect(error?.status == .serviceUnavailable)
            #expect(waited(on: clock) == .zero)
        }
    }

    @Test func postIsNotRetriedUnlessMarkedIdempotent() async throws {
        try await withServer(responses: [
            .text("x", status: 503), .text("x", status: 503), .text("created", status: 201),
        ]) { server in
            let clock = ImmediateClock()
            let client = Client(
                Flaky(baseURL: server.baseURL), transport: sharedTransport, retry: Self.fast, clock: clock)
            let error = await httpError { () async throws(HTTPError) in try await client.run(\.order) }
            #expect(error?.status == .serviceUnavailable)
            #expect(server.requests.count == 1)
            let created = try await client.run(\.idempotentOrder)
            #expect(created == "created")
            #expect(server.requests.count == 3)
        }
    }

    @Test func attemptCapEndsWithTheLastResponse() async throws {
        try await withServer({ _ in .text("down", status: 500) }) { server in
            let clock = ImmediateClock()
            let client = Client(
                Flaky(baseURL: server.baseURL), transport: sharedTransport, retry: Self.fast, clock: clock)
            let error = await httpError { () async throws(HTTPError) in try await client.run(\.status) }
            #expect(error?.status == .internalServerError)
            #expect(server.requests.count == 3)
        }
    }

    @Test func totalTimeCapStopsRetrying() async throws {
        try await withServer({ _ in .text("down", status: 500) }) { server in
            // The waits are taken on an immediate clock, which counts them and nothing else:
            // 10 s fits in 25 s, 10 s + 20 s does not.
            var policy = RetryPolicy(
                maxAttempts: 10, initialBackoff: .seconds(10), multiplier: 2, maxBackoff: .seconds(60), jitter: 0)
            policy.maxTotalTime = .seconds(25)
            let clock = ImmediateClock()
            let client = Client(Flaky(baseURL: server.baseURL), transport: sharedTransport, retry: policy, clock: clock)
            _ = await httpError { () async throws(HTTPError) in try await client.run(\.status) }
            #expect(waited(on: clock) == .seconds(10))
            #expect(server.requests.count == 2)
        }
    }

    @Test func transportFailuresAreRetriedThenReported() async throws {
        let closed = try LoopbackServer(responses: [])
        let deadURL = closed.baseURL
        closed.stop()
        let clock = ImmediateClock()
        let client = Client(Flaky(baseURL: deadURL), transport: sharedTransport, retry: Self.fast, clock: clock)
        let error = await httpError { () async throws(HTTPError) in try await client.run(\.status) }
        guard case .transport(let request, _) = error else {
            Issue.record("expected a transport error, got \(String(describing: error))")
            return
        }
        #expect(request == "GET \(deadURL.absoluteString)/status")
        // Two backoffs (100 + 200 ms) between three attempts.
        #expect(waited(on: clock) == .milliseconds(300))
    }

    @Test func backoffGrowsCapsAndJitters() {
        let policy = RetryPolicy(
            initialBackoff: .milliseconds(100), multiplier: 2, maxBackoff: .milliseconds(300), jitter: 0)
        #expect(
            (1...4).map { policy.backoff(afterAttempt: $0) } == [
                .milliseconds(100), .milliseconds(200), .milliseconds(300), .milliseconds(300),
            ])
        let jittered = RetryPolicy(initialBackoff: .milliseconds(100), jitter: 0.5)
        for _ in 0..<50 {
            let delay = jittered.backoff(afterAttempt: 1)
            #expect(delay >= .milliseconds(50) && delay <= .milliseconds(100))
        }
    }
}
