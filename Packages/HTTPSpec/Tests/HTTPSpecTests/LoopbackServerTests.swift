import Foundation
import HTTPSpec
import HTTPSpecTesting
import Testing

/// The test server itself: keep-alive, chunked request bodies, bounds, and stopping.
@Suite struct LoopbackServerTests {
    @Test func sequentialRequestsReuseOneConnection() async throws {
        try await withServer({ _ in .text("ok") }) { server in
            let client = Client(TestAPI(server: server), transport: URLSessionTransport())
            for _ in 0..<10 { _ = try await client.run(\.ping) }
            #expect(server.requests.count == 10)
            #expect(server.connectionCount == 1)
        }
    }

    @Test func parsesChunkedBodies() throws {
        let raw = Data(
            "POST /up HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n6\r\n world\r\n0\r\n\r\nGET /next"
                .utf8)
        let (request, consumed) = try #require(LoopbackServer.parse(raw))
        #expect(request.method == "POST")
        #expect(request.bodyText == "hello world")
        #expect(consumed == raw.count - "GET /next".utf8.count)
        #expect(LoopbackServer.parse(Data("GET / HTTP/1.1\r\nContent-Length: 5\r\n\r\nab".utf8)) == nil)
    }

    @Test func stopClosesIdleAndBusyConnectionsQuickly() async throws {
        let server = try LoopbackServer { _ in ScriptedResponse(delay: .seconds(30)) }
        let client = Client(TestAPI(server: server), transport: URLSessionTransport(), timeout: .seconds(5))
        let task = Task { try await client.run(\.ping) }
        while server.requests.isEmpty { try await Task.sleep(for: .milliseconds(5)) }
        let start = ContinuousClock.now
        server.stop()
        #expect(ContinuousClock.now - start < .seconds(1))
        _ = await task.result
    }
}
