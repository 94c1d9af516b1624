import CBOR
import Foundation
import ICPAgent
import ICPAgentTesting
import Testing

/// A replica that lies: bodies that are not CBOR, replies without their certificate, and
/// correctly signed certificates about another request. Each ends in a typed error within the
/// polling budget; nothing is taken as the answer.
@Suite struct HostileReplicaTests {
    /// Answers with `rewrite` applied to what an honest simulator says.
    struct Rewriting: AgentTransport {
        let honest: ReplicaSimulator
        let rewrite: @Sendable (String, TransportResponse) -> TransportResponse
        func post(_ path: String, body: [UInt8]) async throws -> TransportResponse {
            rewrite(path, try await honest.post(path, body: body))
        }
        func get(_ path: String) async throws -> TransportResponse { rewrite(path, try await honest.get(path)) }
    }

    func agent(_ rewrite: @escaping @Sendable (String, TransportResponse) -> TransportResponse) throws -> Agent {
        let replica = ReplicaSimulator(certifier: AgentTests.certifier, now: { AgentTests.time })
        replica.install(AgentTests.canister, methods: ["echo": .echo])
        return Agent(
            transport: Rewriting(honest: replica, rewrite: rewrite),
            identity: try Ed25519Identity(rawRepresentation: [UInt8](repeating: 9, count: 32)),
            verifier: CertificateVerifier(
                rootKey: AgentTests.certifier.rootKey, now: { AgentTests.time.addingTimeInterval(2) }),
            polling: PollingSchedule(timeout: .seconds(5)), sleep: { _ in })
    }

    func cbor(_ fields: [String: CBOR]) -> TransportResponse {
        TransportResponse(
            status: 200, body: (try? CBOR.map(CBORMap(fields.map { (CBOR.text($0.key), $0.value) })).encoded()) ?? [])
    }

    @Test func aBodyThatIsNotCBORIsAMalformedReply() async throws {
        for route in ["/call", "/query", "/read_state"] {
            let agent = try agent { path, answer in
                path.hasSuffix(route) ? TransportResponse(status: 200, body: [0xff, 0x00]) : answer
            }
            await #expect {
                switch route {
                case "/call": _ = try await agent.call(AgentTests.canister, method: "echo", argument: [1])
                case "/query": _ = try await agent.query(AgentTests.canister, method: "echo", argument: [1])
                default: _ = try await agent.readState(AgentTests.canister, paths: [[Array("time".utf8)]])
                }
            } throws: { error in
                if case .malformedReply = error as? AgentError { return true } else { return false }
            }
        }
    }

    @Test func aRepliedCallWithoutItsCertificateIsAMalformedReply() async throws {
        let agent = try agent { path, answer in path.hasSuffix("/call") ? cbor(["status": .text("replied")]) : answer }
        await #expect { try await agent.call(AgentTests.canister, method: "echo", argument: [1]) } throws: { error in
            if case .malformedReply = error as? AgentError { return true } else { return false }
        }
    }

    @Test func aCertificateAboutAnotherRequestIsNeverTakenAsTheAnswer() async throws {
        // A genuine certificate, signed by the network, that says another request replied.
        let stranger = RequestID(of: .map(["request_type": .text("call"), "nonce": .blob([7])]))
        let base = [Array("request_status".utf8), stranger.bytes]
        let forged = AgentTests.certifier.certificate(
            [
                (base + [Array("status".utf8)], Array("replied".utf8)),
                (base + [Array("reply".utf8)], [6, 6, 6]),
            ], at: AgentTests.time
        ).encoded()
        let agent = try agent { path, answer in
            path.hasSuffix("/call") || path.hasSuffix("/read_state")
                ? cbor(["status": .text("replied"), "certificate": .bytes(forged)]) : answer
        }
        await #expect { try await agent.call(AgentTests.canister, method: "echo", argument: [1]) } throws: { error in
            if case .timedOut = error as? AgentError { return true } else { return false }
        }
    }

    @Test func aQueryReplyWithoutNodeSignaturesIsRefused() async throws {
        let agent = try agent { path, answer in
            guard path.hasSuffix("/query") else { return answer }
            return cbor(["status": .text("replied"), "reply": .map([.text("arg"): .bytes([1])])])
        }
        await #expect { try await agent.query(AgentTests.canister, method: "echo", argument: [1]) } throws: { error in
            switch error as? AgentError {
            case .verification?, .malformedReply?: return true
            default: return false
            }
        }
    }
}
