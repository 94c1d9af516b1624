import ICPAgent
import ICPAgentTesting
import Testing
import WasmCanisters

/// Certified data, data certificates, the global timer, time, the instruction counter,
/// debug_print and inspect_message.
@Suite struct WasmCanisterSystemTests {
    typealias Fixture = WasmCanisterMessageTests

    static func value(_ outcome: SimulatedOutcome) -> UInt64? { Fixture.counterValue(outcome) }

    @Test func certifiedDataIsKeptAndCertifiedForQueries() async throws {
        let canister = try await Fixture.installed("certified")
        let data = Array(repeating: UInt8(0xAB), count: 32)
        guard case .reply = canister.update("set", argument: data, caller: .anonymous, time: Fixture.time) else {
            Issue.record("set did not reply")
            return
        }
        #expect(canister.certifiedData == data)
        // More than 32 bytes traps, and the data stays.
        let refused = Fixture.rejection(
            canister.update("set", argument: Array(repeating: 1, count: 33), caller: .anonymous, time: Fixture.time))
        #expect(refused?.message.contains("more than 32 bytes") == true)
        #expect(canister.certifiedData == data)
        // The query sees the certificate made from the certified data.
        let outcome = canister.query("certificate", argument: [], caller: .anonymous, time: Fixture.time) {
            [0xCE] + $0
        }
        guard case .reply(let certificate) = outcome else {
            Issue.record("certificate did not reply: \(outcome)")
            return
        }
        #expect(certificate == [0xCE] + data)
        // An update has none.
        let update = Fixture.rejection(
            canister.update("certificate", argument: [], caller: .anonymous, time: Fixture.time))
        #expect(update?.message.contains("no certificate") == true)
    }

    @Test func theGlobalTimerFiresOnceItsTimeHasCome() async throws {
        let canister = try await Fixture.installed("certified")
        let deadline = Fixture.time + 1_000
        _ = canister.update(
            "arm", argument: withUnsafeBytes(of: deadline.littleEndian) { Array($0) }, caller: .anonymous,
            time: Fixture.time)
        #expect(canister.globalTimer == deadline)
        canister.runPeriodicTasks(time: deadline - 1)
        #expect(Self.value(canister.query("fired", argument: [], caller: .anonymous, time: deadline)) == 0)
        canister.runPeriodicTasks(time: deadline)
        #expect(Self.value(canister.query("fired", argument: [], caller: .anonymous, time: deadline)) == 1)
        #expect(canister.globalTimer == nil)
        canister.runPeriodicTasks(time: deadline + 10)
        #expect(Self.value(canister.query("fired", argument: [], caller: .anonymous, time: deadline)) == 1)
    }

    @Test func timeInstructionsAndDebugOutput() async throws {
        let canister = try await Fixture.installed("certified")
        #expect(Self.value(canister.query("time", argument: [], caller: .anonymous, time: 1_234)) == 1_234)
        let instructions = Self.value(canister.query("instructions", argument: [], caller: .anonymous, time: 0))
        #expect((instructions ?? 0) > 1_000)
        _ = canister.update("say", argument: [], caller: .anonymous, time: 0)
        #expect(canister.debugLog == ["hello from the canister"])
    }

    @Test func inspectMessageDecidesWhichIngressIsAccepted() async throws {
        let canister = try await Fixture.installed("certified")
        #expect(canister.inspect("set", argument: [], caller: .anonymous, time: 0))
        #expect(!canister.inspect("refused", argument: [], caller: .anonymous, time: 0))
        let echo = try await Fixture.installed("echo")
        #expect(echo.inspect("anything", argument: [], caller: .anonymous, time: 0))
    }
}
