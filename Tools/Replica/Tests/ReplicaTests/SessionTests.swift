import Candid
import ChildProcessesTesting
import Clocks
import CommandSupportTesting
import Foundation
import ICPAgent
import ICPAgentHTTP
import ICPAgentTesting
import Testing

/// A whole session with a running `icp-replica` over HTTP on the loopback interface: the agent
/// reads its root key as a local network's, calls and queries its canisters, and refuses what
/// its fault switches make untrustworthy. Each test starts its own process and stops it by PID.
@Suite(.onItsOwnThread) struct SessionTests {
    func start(_ arguments: [String] = []) throws -> ReplicaProcess {
        try ReplicaProcess(executable: BuiltTool("icp-replica").url, arguments: arguments)
    }

    func agent(_ replica: ReplicaProcess, identity: any Identity) async throws -> Agent {
        try await Agent.forLocalTestNetwork(
            transport: HTTPAgentTransport(baseURL: replica.url), identity: identity, sleep: { _ in })
    }

    /// What ReplicaCommandLine writes (the one place every launcher builds this tool's command
    /// line) is what this tool accepts: a replica started with each of them comes up, with them.
    @Test func theCommandLineEveryLauncherWritesIsAccepted() throws {
        let identity = try Ed25519Identity(rawRepresentation: [UInt8](repeating: 5, count: 32))
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("replica-\(UUID().uuidString).sqlite")
            .path
        defer { try? FileManager.default.removeItem(atPath: state) }
        let replica = try start(
            ReplicaCommandLine.fund(identity.sender.description, e8s: 700) + ReplicaCommandLine.corruptCertificate
                + ReplicaCommandLine.processingPolls(1) + ReplicaCommandLine.state(state))
        defer { #expect(replica.stopBlocking() == 0) }
        #expect(replica.canisters["ledger"] != nil)
    }

    @Test func callsAndQueriesAreVerifiedEndToEnd() async throws {
        let replica = try start()
        defer { #expect(replica.stopBlocking() == 0) }
        let identity = try Ed25519Identity(rawRepresentation: [UInt8](repeating: 4, count: 32))
        let agent = try await agent(replica, identity: identity)
        #expect(agent.verifier.rootKey == (try RootKey(derRepresentation: replica.rootKey)))
        let echo = try #require(replica.canisters["echo"])
        let whoami = try #require(replica.canisters["whoami"])
        let counter = try #require(replica.canisters["counter"])
        let hello = try CandidEncoder().encode("hello")
        #expect(try await agent.call(echo, method: "echo", argument: hello) == hello)
        #expect(try await agent.query(echo, method: "echo", argument: hello) == hello)
        let caller = try await agent.call(whoami, method: "whoami", argument: Array("DIDL".utf8) + [0, 0])
        #expect(try CandidDecoder().decode(CandidPrincipal.self, from: caller) == identity.sender)
        let client = CanisterClient(agent: agent, canister: counter)
        let increment = ICPFunction<NoArguments, UInt64>("increment")
        #expect(try await client(increment) == 1)
        #expect(try await client(increment) == 2)
        #expect(try await client(ICPFunction<NoArguments, UInt64>("get", .query)) == 2)
    }

    @Test func busyAndAcceptOnlyRepliesAreRetriedAndPolled() async throws {
        let replica = try start(["--refuse", "503", "--refuse", "429", "--accept-only", "--processing-polls", "2"])
        defer { #expect(replica.stopBlocking() == 0) }
        let agent = try await Agent.forLocalTestNetwork(
            transport: HTTPAgentTransport(baseURL: replica.url, clock: ImmediateClock()), identity: AnonymousIdentity(),
            sleep: { _ in })
        let echo = try #require(replica.canisters["echo"])
        #expect(try await agent.call(echo, method: "echo", argument: [1, 2, 3]) == [1, 2, 3])
    }

    @Test(arguments: [["--corrupt-certificate"], ["--certificate-time-offset=-600"], ["--corrupt-node-signature"]])
    func untrustworthyAnswersAreRefused(_ fault: [String]) async throws {
        let replica = try start(fault)
        defer { #expect(replica.stopBlocking() == 0) }
        let agent = try await agent(replica, identity: AnonymousIdentity())
        let echo = try #require(replica.canisters["echo"])
        await #expect {
            if fault == ["--corrupt-node-signature"] {
                _ = try await agent.query(echo, method: "echo", argument: [1])
            } else {
                _ = try await agent.call(echo, method: "echo", argument: [1])
            }
        } throws: { error in
            if case .verification = error as? AgentError { return true }
            return false
        }
    }
}
