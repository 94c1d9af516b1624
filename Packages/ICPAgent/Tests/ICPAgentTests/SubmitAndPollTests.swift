import Candid
import Foundation
import ICPAgent
import ICPAgentTesting
import Testing

/// Submit now, poll later, and calls routed by an effective canister, against the replica
/// simulator. No test sleeps: the agent's waits are recorded.
@Suite struct SubmitAndPollTests {
    @Test func aSubmittedCallIsAnsweredLaterThroughItsText() async throws {
        let (replica, agent, waits) = try AgentTests().setUp()
        replica.faults.processingPolls = 2
        let submitted = try await agent.submit(AgentTests.canister, method: "echo", argument: [9, 9])
        // Only the asynchronous route: nothing waited for, nothing read yet.
        #expect(replica.requestedPaths == ["/api/v2/canister/\(AgentTests.canister)/call"])
        #expect(waits.all.isEmpty)
        #expect(submitted.effectiveCanister == AgentTests.canister)
        // Kept as text, read back (another process would), answered by a fresh agent of the
        // same identity over the same replica.
        let restored = try #require(SubmittedCall(submitted.description))
        #expect(restored == submitted)
        let other = Agent(
            transport: replica, identity: agent.identity, verifier: agent.verifier, polling: agent.polling,
            sleep: { waits.record($0) })
        #expect(try await other.status(of: restored) == .processing)
        #expect(try await other.result(of: restored) == [9, 9])
        // Read at once (processing, after the status read above), then on the schedule.
        #expect(waits.all == [.milliseconds(500)])
    }

    @Test func aRejectedSubmittedCallThrowsTheRejection() async throws {
        let (_, agent, _) = try AgentTests().setUp()
        let submitted = try await agent.submit(AgentTests.canister, method: "fail", argument: [])
        await #expect {
            try await agent.result(of: submitted)
        } throws: { error in
            guard case .rejected(let rejection) = error as? AgentError else { return false }
            return rejection.code == 5 && rejection.message == "trapped: no"
        }
        guard case .rejected(let rejection)? = try await agent.status(of: submitted) else {
            Issue.record("the status is not a rejection")
            return
        }
        #expect(rejection.code == 5)
    }

    @Test func pollingGivesUpOnTheCallsSchedule() async throws {
        let (replica, agent, waits) = try AgentTests().setUp(polling: PollingSchedule(timeout: .seconds(2)))
        replica.faults.processingPolls = 100
        let submitted = try await agent.submit(AgentTests.canister, method: "echo", argument: [])
        await #expect {
            try await agent.result(of: submitted)
        } throws: { error in
            guard case .timedOut(let id) = error as? AgentError else { return false }
            return id == submitted.requestID
        }
        #expect(waits.all.reduce(.zero, +) <= .seconds(2))
        #expect(!waits.all.isEmpty)
    }

    @Test func onlyTheSenderMayReadTheStatus() async throws {
        let (replica, agent, _) = try AgentTests().setUp()
        let submitted = try await agent.submit(AgentTests.canister, method: "echo", argument: [1])
        let stranger = Agent(
            transport: replica, identity: try Ed25519Identity(rawRepresentation: [UInt8](repeating: 6, count: 32)),
            verifier: agent.verifier, polling: agent.polling, sleep: { _ in })
        await #expect {
            try await stranger.result(of: submitted)
        } throws: { error in
            guard case .unexpectedStatus(403, _, _) = error as? AgentError else { return false }
            return true
        }
    }

    @Test func aCallThatIsNotAcceptedIsTyped() async throws {
        let (replica, agent, _) = try AgentTests().setUp()
        replica.faults.refusals = [503]
        await #expect {
            try await agent.submit(AgentTests.canister, method: "echo", argument: [])
        } throws: { error in
            guard case .unexpectedStatus(503, let path, _) = error as? AgentError else { return false }
            return path == "/api/v2/canister/\(AgentTests.canister)/call"
        }
    }

    @Test func requestTextThatIsNotASubmittedCallIsRefused() {
        let id = String(repeating: "ab", count: 32)
        #expect(SubmittedCall("\(id)@\(AgentTests.canister)") != nil)
        #expect(SubmittedCall(id) == nil)
        #expect(SubmittedCall("\(id.dropLast())@\(AgentTests.canister)") == nil)
        #expect(SubmittedCall("\(id)@not-a-principal") == nil)
        #expect(SubmittedCall("zz\(id.dropFirst(2))@\(AgentTests.canister)") == nil)
        #expect(RequestID(hex: id.uppercased())?.description == id)
    }

    @Test func aManagementCallIsRoutedByItsEffectiveCanister() async throws {
        let (replica, agent, _) = try AgentTests().setUp()
        replica.install(Principal.managementCanister, methods: ["canister_info": .echo])
        let reply = try await agent.call(
            .managementCanister, method: "canister_info", argument: [4, 2], effectiveCanister: AgentTests.canister)
        #expect(reply == [4, 2])
        #expect(replica.requestedPaths == ["/api/v4/canister/\(AgentTests.canister)/call"])
        // Queries too, with the node keys of the effective canister's subnet.
        let queried = try await agent.query(
            .managementCanister, method: "canister_info", argument: [5], effectiveCanister: AgentTests.canister)
        #expect(queried == [5])
        #expect(replica.requestedPaths.contains("/api/v3/canister/\(AgentTests.canister)/query"))
        // Without one, the management canister's own id is the route, outside every range the
        // certificate covers: refused, not trusted.
        await #expect {
            try await agent.call(.managementCanister, method: "canister_info", argument: [1])
        } throws: { error in
            if case .verification = error as? AgentError { return true }
            return false
        }
    }

    @Test func aSubmittedManagementCallIsPolledThroughItsEffectiveCanister() async throws {
        let (replica, agent, _) = try AgentTests().setUp()
        replica.install(Principal.managementCanister, methods: ["canister_info": .echo])
        let submitted = try await agent.submit(
            .managementCanister, method: "canister_info", argument: [3], effectiveCanister: AgentTests.canister)
        #expect(submitted.effectiveCanister == AgentTests.canister)
        #expect(try await agent.result(of: submitted) == [3])
        #expect(
            replica.requestedPaths.filter { $0.hasSuffix("/read_state") }.allSatisfy {
                $0 == "/api/v3/canister/\(AgentTests.canister)/read_state"
            })
    }
}
