import Clocks
import Foundation
import HTTPServerTesting
import HTTPSpec
import ICPAgent
import ICPAgentHTTP
import ICPAgentTesting
import Testing

/// The agent over HTTP on real loopback sockets: the in-process replica behind HTTPSpec's test
/// server, and scripted answers for the transport's own duties (retries, size bound).
@Suite struct HTTPAgentTransportTests {
    @Test func callsAndQueriesTravelAsCBORPosts() async throws {
        let replica = ReplicaSimulator(certifier: AgentTests.certifier, now: { AgentTests.time })
        replica.install(AgentTests.canister, methods: ["echo": .echo])
        let server = try LoopbackServer { request in
            let answer = replica.httpAnswer(method: request.method, path: request.path, body: [UInt8](request.body))
            return ScriptedResponse(
                status: answer.status, headers: [("Content-Type", "application/cbor")], body: Data(answer.body))
        }
        defer { server.stop() }
        let agent = Agent(
            transport: HTTPAgentTransport(baseURL: server.baseURL),
            identity: try Ed25519Identity(rawRepresentation: [UInt8](repeating: 5, count: 32)),
            verifier: CertificateVerifier(rootKey: AgentTests.certifier.rootKey, now: { AgentTests.time }),
            sleep: { _ in })
        #expect(try await agent.call(AgentTests.canister, method: "echo", argument: [7]) == [7])
        #expect(try await agent.query(AgentTests.canister, method: "echo", argument: [9]) == [9])
        let requests = server.requests
        #expect(
            requests.map(\.path) == [
                "/api/v4/canister/\(AgentTests.canister)/call", "/api/v3/canister/\(AgentTests.canister)/query",
                "/api/v3/canister/\(AgentTests.canister)/read_state",
            ])
        #expect(requests.allSatisfy { $0.method == "POST" && $0.header("Content-Type") == "application/cbor" })
        #expect(requests.allSatisfy { $0.body.starts(with: [0xd9, 0xd9, 0xf7]) })
    }

    @Test func aBusyReplicaIsAskedAgainAfterTheWaitItNames() async throws {
        let server = try LoopbackServer(responses: [
            ScriptedResponse(status: 503, headers: [("Retry-After", "2")]),
            ScriptedResponse(status: 429),
            ScriptedResponse(status: 200, body: Data([1, 2, 3])),
        ])
        defer { server.stop() }
        let clock = TestClock()
        let transport = HTTPAgentTransport(baseURL: server.baseURL.appendingPathComponent("prefix"), clock: clock)
        let answer = Task { try await transport.post("/api/v2/status", body: [0xa0]) }
        // The 503's Retry-After: asked again after exactly 2 s, not a moment before.
        #expect(await clock.waitForSuspension())
        await clock.advance(by: .milliseconds(1_999))
        #expect(server.requests.count == 1)
        await clock.advance(by: .milliseconds(1))
        // The 429 names no wait: the backoff after a second attempt, at most 2 × 200 ms.
        #expect(await clock.waitForSuspension())
        #expect(server.requests.count == 2)
        await clock.advance(by: .milliseconds(400))
        #expect(try await answer.value == TransportResponse(status: 200, body: [1, 2, 3]))
        #expect(server.requests.map(\.path) == Array(repeating: "/prefix/api/v2/status", count: 3))
    }

    @Test func aReplicaThatStaysBusyIsReportedNotRetriedForever() async throws {
        let server = try LoopbackServer(
            responses: Array(repeating: ScriptedResponse(status: 503, headers: [("Retry-After", "0")]), count: 5))
        defer { server.stop() }
        let transport = HTTPAgentTransport(baseURL: server.baseURL, clock: ImmediateClock())
        #expect(try await transport.post("/x", body: []).status == 503)
        #expect(server.requests.count == 4)
    }

    @Test func anOversizedAnswerIsRefused() async throws {
        let server = try LoopbackServer(responses: [ScriptedResponse(status: 200, body: Data(repeating: 7, count: 11))])
        defer { server.stop() }
        let transport = HTTPAgentTransport(baseURL: server.baseURL, maximumResponseBytes: 10)
        await #expect(throws: HTTPAgentTransportError.responseTooLarge(bytes: 11, limit: 10)) {
            try await transport.post("/x", body: [])
        }
    }
}
