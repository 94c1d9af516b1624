import Candid
import Foundation
import ICPAgent
import ICPAgentTesting
import Testing

/// The agent against ICPAgentTesting's replica simulator: calls synchronous and polled, route
/// fallback, queries with node signatures, and every way an answer can be untrustworthy. No test
/// sleeps: the agent's waits are recorded instead.
@Suite struct AgentTests {
    static let canister = try! Principal(bytes: [0, 0, 0, 0, 0, 0x10, 0, 1, 1, 1])
    static let time = Date(timeIntervalSince1970: 1_800_000_000)
    static let certifier = TestCertifier(canisterRanges: [
        try! Principal(bytes: [0, 0, 0, 0, 0, 0x10, 0, 0, 1, 1]
        )...(try! Principal(bytes: [0, 0, 0, 0, 0, 0x1f, 0xff, 0xff, 1, 1]))
    ])

    func setUp(polling: PollingSchedule = PollingSchedule(), network: TestCertifier = certifier) throws -> (
        ReplicaSimulator, Agent, RecordedWaits
    ) {
        let replica = ReplicaSimulator(certifier: network, now: { Self.time })
        replica.install(
            Self.canister,
            methods: [
                "echo": .echo,
                "fail": SimulatedMethod { _ in .reject(Rejection(code: 5, message: "trapped: no")) },
                "count": SimulatedMethod { call in
                    // Only a message of no arguments is counted.
                    call.argument == Array("DIDL".utf8) + [0, 0]
                        ? .reply((try? CandidEncoder().encode(UInt64(42))) ?? [])
                        : .reject(Rejection(code: 4, message: "arguments"))
                },
            ])
        let waits = RecordedWaits()
        let identity = try Ed25519Identity(rawRepresentation: [UInt8](repeating: 5, count: 32))
        let agent = Agent(
            transport: replica, identity: identity,
            verifier: CertificateVerifier(rootKey: Self.certifier.rootKey, now: { Self.time.addingTimeInterval(2) }),
            polling: polling, sleep: { waits.record($0) })
        return (replica, agent, waits)
    }

    @Test func aSynchronousCallReturnsTheCertifiedReply() async throws {
        let (replica, agent, waits) = try setUp()
        #expect(
            try await agent.call(Self.canister, method: "echo", argument: [0x44, 0x49, 0x44, 0x4c, 0, 0]) == [
                0x44, 0x49, 0x44, 0x4c, 0, 0,
            ])
        #expect(replica.requestedPaths == ["/api/v4/canister/\(Self.canister)/call"])
        #expect(waits.all.isEmpty)
    }

    @Test func anAcceptedCallIsPolledUntilReplied() async throws {
        let (replica, agent, waits) = try setUp()
        replica.faults.acceptCallsWithoutWaiting = true
        replica.faults.processingPolls = 2
        #expect(try await agent.call(Self.canister, method: "echo", argument: [7]) == [7])
        #expect(waits.all == [.milliseconds(500), .milliseconds(700), .milliseconds(980)])
        #expect(replica.requestedPaths.filter { $0.hasSuffix("/read_state") }.count == 3)
    }

    @Test func olderReplicasAreReachedThroughOlderRoutes() async throws {
        let (replica, agent, _) = try setUp()
        replica.faults.unknownRoutes = ["v4/call"]
        #expect(try await agent.call(Self.canister, method: "echo", argument: [1]) == [1])
        #expect(replica.requestedPaths.map { $0.split(separator: "/")[1] } == ["v4", "v3"])
        replica.faults.unknownRoutes = ["v4/call", "v3/call"]
        #expect(try await agent.call(Self.canister, method: "echo", argument: [2]) == [2])
        #expect(replica.requestedPaths.contains("/api/v2/canister/\(Self.canister)/call"))
    }

    @Test func rejectionsAndTimeoutsAreTyped() async throws {
        let (replica, agent, _) = try setUp(polling: PollingSchedule(timeout: .seconds(2)))
        await #expect {
            try await agent.call(Self.canister, method: "fail", argument: [])
        } throws: { error in
            guard case .rejected(let rejection) = error as? AgentError else { return false }
            return rejection.code == 5 && rejection.message == "trapped: no"
        }
        replica.faults.acceptCallsWithoutWaiting = true
        replica.faults.processingPolls = 100
        await #expect {
            try await agent.call(Self.canister, method: "echo", argument: [])
        } throws: { error in
            if case .timedOut = error as? AgentError { return true }
            return false
        }
    }

    @Test func anotherNetworksCertificateIsRefused() async throws {
        // The replica certifies with another network's keys than the agent trusts.
        let (_, agent, _) = try setUp(network: TestCertifier(seed: 7, canisterRanges: Self.certifier.canisterRanges))
        await #expect {
            try await agent.call(Self.canister, method: "echo", argument: [1])
        } throws: { error in
            if case .verification(.delegationSignatureInvalid) = error as? AgentError { return true }
            return false
        }
    }

    @Test func aCanisterOutsideTheSubnetsRangesIsRefused() async throws {
        let (_, agent, _) = try setUp()
        let elsewhere = try Principal(bytes: [0, 0, 0, 0, 0, 0x30, 0, 1, 1, 1])
        await #expect {
            try await agent.call(elsewhere, method: "echo", argument: [1])
        } throws: { error in
            if case .verification(.canisterNotInRanges) = error as? AgentError { return true }
            return false
        }
    }

    @Test func queriesAreCheckedAgainstTheSubnetsNodeKeys() async throws {
        let (replica, agent, _) = try setUp()
        #expect(try await agent.query(Self.canister, method: "echo", argument: [9]) == [9])
        #expect(
            replica.requestedPaths == [
                "/api/v3/canister/\(Self.canister)/query", "/api/v3/canister/\(Self.canister)/read_state",
            ])
        replica.faults.corruptNodeSignature = true
        await #expect {
            try await agent.query(Self.canister, method: "echo", argument: [9])
        } throws: { error in
            if case .verification(.nodeSignatureInvalid) = error as? AgentError { return true }
            return false
        }
    }

    @Test func transportFailuresAndStrangeStatusesAreTheirOwnErrors() async throws {
        struct Down: AgentTransport {
            func post(_ path: String, body: [UInt8]) async throws -> TransportResponse {
                throw URLError(.cannotConnectToHost)
            }
            func get(_ path: String) async throws -> TransportResponse { throw URLError(.cannotConnectToHost) }
        }
        struct Teapot: AgentTransport {
            func post(_ path: String, body: [UInt8]) async throws -> TransportResponse {
                TransportResponse(status: 418, body: Array("no".utf8))
            }
            func get(_ path: String) async throws -> TransportResponse {
                TransportResponse(status: 418, body: Array("no".utf8))
            }
        }
        let identity = AnonymousIdentity()
        await #expect {
            try await Agent(transport: Down(), identity: identity).call(Self.canister, method: "echo", argument: [])
        } throws: { error in
            if case .transport = error as? AgentError { return true }
            return false
        }
        await #expect {
            try await Agent(transport: Teapot(), identity: identity).readState(Self.canister, paths: [])
        } throws: { error in
            "\(error)" == "the replica answered /api/v3/canister/\(Self.canister)/read_state with HTTP 418: no"
        }
    }

    @Test func aLocalNetworksRootKeyIsReadOnceBeforeAnyCall() async throws {
        let (replica, _, _) = try setUp()
        let identity = try Ed25519Identity(rawRepresentation: [UInt8](repeating: 5, count: 32))
        let agent = try await Agent.forLocalTestNetwork(
            transport: replica, identity: identity, now: { Self.time }, sleep: { _ in })
        #expect(agent.verifier.rootKey == Self.certifier.rootKey)
        #expect(try await agent.call(Self.canister, method: "echo", argument: [3]) == [3])
        #expect(replica.requestedPaths.first == "/api/v2/status")
        #expect(replica.requestedPaths.filter { $0 == "/api/v2/status" }.count == 1)
        let status = try await agent.status()
        #expect(status.health == "healthy")
        #expect(status.interfaceVersion == "0.18.0")
    }

    @Test func nodeKeysAreKeptFiveMinutesAndReadAgainForAnUnknownNode() async throws {
        let (replica, agent, _) = try setUp()
        func reads() -> Int { replica.requestedPaths.filter { $0.hasSuffix("/read_state") }.count }
        replica.faults.listedNodes = 2
        _ = try await agent.query(Self.canister, method: "echo", argument: [1])
        _ = try await agent.query(Self.canister, method: "echo", argument: [2])
        #expect(reads() == 1)
        // A reply from a node the subnet does not list: one fresh read, then refused.
        replica.faults.signingNode = 3
        await #expect {
            try await agent.query(Self.canister, method: "echo", argument: [3])
        } throws: { error in
            if case .verification(.unknownNode) = error as? AgentError { return true }
            return false
        }
        #expect(reads() == 2)
        // The subnet now lists it (a node joined): the kept list lacks it, one read, accepted.
        replica.faults.listedNodes = nil
        #expect(try await agent.query(Self.canister, method: "echo", argument: [4]) == [4])
        #expect(reads() == 3)
        #expect(try await agent.query(Self.canister, method: "echo", argument: [5]) == [5])
        #expect(reads() == 3)
    }

    @Test func theReplicasClockSkewMovesIngressExpiry() async throws {
        let (replica, _, _) = try setUp()
        // This machine's clock is two minutes behind the replica's certificates.
        let identity = try Ed25519Identity(rawRepresentation: [UInt8](repeating: 5, count: 32))
        let agent = Agent(
            transport: replica, identity: identity,
            verifier: CertificateVerifier(rootKey: Self.certifier.rootKey, now: { Self.time.addingTimeInterval(-120) }),
            sleep: { _ in })
        #expect(agent.clockSkew == .zero)
        _ = try await agent.call(Self.canister, method: "echo", argument: [1])
        #expect(agent.clockSkew == .seconds(120))
        #expect(agent.replicaTime == Self.time)
        _ = try await agent.call(Self.canister, method: "echo", argument: [2])
        let expiry = try #require(replica.ingressExpiries.last)
        #expect(expiry == IngressExpiry.make(now: Self.time, validity: IngressExpiry.defaultValidity))
    }

    struct Transfer: Codable, Sendable, Equatable {
        var to: CandidPrincipal
        var amount: UInt64
        var memo: [UInt8]?
    }

    @Test func typedFunctionsEncodeCallAndDecode() async throws {
        let (_, agent, _) = try setUp()
        let client = CanisterClient(agent: agent, canister: Self.canister)
        let transfer = Transfer(to: .managementCanister, amount: 150_000_000, memo: [1, 2])
        #expect(try await client(ICPFunction<Transfer, Transfer>("echo"), transfer) == transfer)
        #expect(try await client(ICPFunction<Transfer, Transfer>("echo", .query), transfer) == transfer)
        #expect(try await client(ICPFunction<NoArguments, UInt64>("count", .query)) == 42)
        // A reply that is not of the declared type is a Candid error, after it verified.
        await #expect {
            try await client(ICPFunction<Transfer, String>("echo"), transfer)
        } throws: { error in
            if case .candid(let reason) = error as? AgentError { return reason.contains("the reply of echo") }
            return false
        }
    }
}
