import HTTPServer
import HTTPServerTesting
import HTTPTypes
import Synchronization
import Testing

/// Requests that break a limit or are not HTTP: refused by the server, with the responder's
/// refusal, never reaching ``HTTPResponder/respond(to:)``.
@Suite struct LimitTests {
    /// Answers 200 and counts requests; refuses as JSON and records each refusal.
    final class Recorder: HTTPResponder {
        let answered = Mutex(0)
        let refusals = Mutex<[HTTPServerRefusal]>([])

        func respond(to request: ServerRequest) async -> ServerResponse {
            answered.withLock { $0 += 1 }
            return .text("ok")
        }

        func refuse(_ refusal: HTTPServerRefusal) -> ServerResponse {
            refusals.withLock { $0.append(refusal) }
            return .json("{\"refused\":\"\(refusal.status.code)\"}", status: refusal.status)
        }
    }

    private func exchange(_ text: String, limits: HTTPServerLimits) async throws -> (String, Recorder) {
        let recorder = Recorder()
        let server = try await HTTPServer.start(limits: limits, responder: recorder)
        let client = try RawHTTPConnection(port: server.port)
        client.send(text)
        let answer = await client.readToEnd()
        client.close()
        await server.stop()
        return (answer, recorder)
    }

    @Test func aHeadOverTheLimitIs431() async throws {
        let padding = String(repeating: "a", count: 2_000)
        let (answer, recorder) = try await exchange(
            "GET / HTTP/1.1\r\nHost: h\r\nX-Padding: \(padding)\r\n\r\n", limits: HTTPServerLimits(maxHeadBytes: 1_024))
        #expect(answer.hasPrefix("HTTP/1.1 431 "))
        #expect(answer.hasSuffix("{\"refused\":\"431\"}"))
        #expect(recorder.answered.withLock { $0 } == 0)
    }

    @Test func aLongTargetCountsTowardsTheHead() async throws {
        let target = "/" + String(repeating: "t", count: 4_000)
        let (answer, _) = try await exchange(
            "GET \(target) HTTP/1.1\r\nHost: h\r\n\r\n", limits: HTTPServerLimits(maxHeadBytes: 1_024))
        #expect(answer.hasPrefix("HTTP/1.1 431 "))
    }

    @Test func anAnnouncedBodyOverTheLimitIs413BeforeItIsSent() async throws {
        let recorder = Recorder()
        let server = try await HTTPServer.start(limits: HTTPServerLimits(maxBodyBytes: 100), responder: recorder)
        let client = try RawHTTPConnection(port: server.port)
        // Only the head: the answer must come without the body.
        client.send("POST /up HTTP/1.1\r\nHost: h\r\nContent-Length: 1000000\r\n\r\n")
        let answer = await client.read(until: "}")
        client.close()
        await server.stop()
        #expect(answer.hasPrefix("HTTP/1.1 413 "))
        let refusal = try #require(recorder.refusals.withLock { $0.first })
        #expect(refusal.reason == .bodyTooLarge(bytes: 1_000_000, limit: 100))
        #expect(refusal.head?.path == "/up")
        #expect(recorder.answered.withLock { $0 } == 0)
    }

    @Test func aChunkedBodyIsCutOffAtTheLimit() async throws {
        let chunk = String(repeating: "x", count: 64)
        let chunks = String(repeating: "40\r\n\(chunk)\r\n", count: 4)
        let (answer, recorder) = try await exchange(
            "POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n\(chunks)0\r\n\r\n",
            limits: HTTPServerLimits(maxBodyBytes: 100))
        #expect(answer.hasPrefix("HTTP/1.1 413 "))
        #expect(recorder.answered.withLock { $0 } == 0)
    }

    @Test func bytesThatAreNotHTTPAre400() async throws {
        let (answer, recorder) = try await exchange("HELLO\u{01}THERE\r\n\r\n", limits: HTTPServerLimits())
        #expect(answer.hasPrefix("HTTP/1.1 400 "))
        #expect(recorder.refusals.withLock { $0.count } == 1)
    }

    @Test func conflictingFramingIs400() async throws {
        let (answer, recorder) = try await exchange(
            "POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n0\r\n\r\n",
            limits: HTTPServerLimits())
        #expect(answer.hasPrefix("HTTP/1.1 400 "))
        #expect(recorder.answered.withLock { $0 } == 0)
    }

    @Test func anotherProtocolVersionIsRefused() async throws {
        let (answer, recorder) = try await exchange("GET / HTTP/2.0\r\nHost: h\r\n\r\n", limits: HTTPServerLimits())
        #expect(answer.hasPrefix("HTTP/1.1 505 "))
        #expect(recorder.refusals.withLock { $0.map(\.reason) } == [.unsupportedVersion])
        #expect(recorder.answered.withLock { $0 } == 0)
    }

    @Test func oneConnectionMoreThanTheLimitIs503() async throws {
        let recorder = Recorder()
        let server = try await HTTPServer.start(limits: HTTPServerLimits(maxConnections: 1), responder: recorder)
        let first = try RawHTTPConnection(port: server.port)
        first.send("GET / HTTP/1.1\r\nHost: h\r\n\r\n")
        _ = await first.read(until: "ok")
        let second = try RawHTTPConnection(port: server.port)
        let refused = await second.readToEnd()
        second.close()
        first.close()
        await server.stop()
        #expect(refused.hasPrefix("HTTP/1.1 503 "))
        #expect(recorder.refusals.withLock { $0.map(\.reason) } == [.tooManyConnections(limit: 1)])
    }

    @Test func aConnectionSilentMidRequestIs408() async throws {
        let recorder = Recorder()
        let server = try await HTTPServer.start(
            limits: HTTPServerLimits(idleTimeout: .milliseconds(100)), responder: recorder)
        let client = try RawHTTPConnection(port: server.port)
        client.send("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 10\r\n\r\nabc")
        let answer = await client.readToEnd()
        client.close()
        await server.stop()
        #expect(answer.hasPrefix("HTTP/1.1 408 "))
    }

    @Test func anIdleConnectionIsClosed() async throws {
        let server = try await HTTPServer.start(
            limits: HTTPServerLimits(idleTimeout: .milliseconds(100)), responder: Recorder())
        let client = try RawHTTPConnection(port: server.port)
        let start = ContinuousClock.now
        #expect(await client.readToEnd() == "")
        client.close()
        await server.stop()
        #expect(ContinuousClock.now - start < .seconds(4), "closed by the server, not by the read timeout")
    }

    @Test func aHeadSentTooSlowlyIsCutOff() async throws {
        let recorder = Recorder()
        let server = try await HTTPServer.start(
            limits: HTTPServerLimits(requestTimeout: .milliseconds(100)), responder: recorder)
        let client = try RawHTTPConnection(port: server.port)
        // Part of a head, then nothing more: the time runs from the accept, not from the head.
        client.send("GET / HTTP/1.1\r\nHost")
        let start = ContinuousClock.now
        _ = await client.readToEnd()
        client.close()
        await server.stop()
        #expect(ContinuousClock.now - start < .seconds(4))
        #expect(recorder.answered.withLock { $0 } == 0)
    }

    @Test func aRequestOverItsTimeIsCutOff() async throws {
        let server = try await HTTPServer.start(limits: HTTPServerLimits(requestTimeout: .milliseconds(100))) { _ in
            await untilCancelled()
            return .text("never")
        }
        let client = try RawHTTPConnection(port: server.port)
        let start = ContinuousClock.now
        client.send("GET / HTTP/1.1\r\nHost: h\r\n\r\n")
        #expect(await client.readToEnd() == "")
        client.close()
        await server.stop()
        #expect(ContinuousClock.now - start < .seconds(4))
    }
}
