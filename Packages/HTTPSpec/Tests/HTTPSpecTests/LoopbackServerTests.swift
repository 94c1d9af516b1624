import Foundation
import HTTPServerTesting
import HTTPSpec
import Testing

/// The scripted test server as HTTPSpec's client meets it: keep-alive reuse and stopping.
@Suite struct LoopbackServerTests {
    @Test(arguments: TransportKind.allCases)
    func sequentialRequestsReuseOneConnection(kind: TransportKind) async throws {
        try await withServer({ _ in .text("ok") }) { server in
            let client = Client(TestAPI(server: server), transport: kind.make())
            for _ in 0..<10 { _ = try await client.run(\.ping) }
            #expect(server.requests.count == 10)
            #expect(server.connectionCount == 1)
        }
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
