import ICPAgent
import ICPAgentTesting
import Testing
import WasmCanisters

/// Hostile canisters end in traps, and the canister still serves afterwards.
@Suite struct WasmCanisterLimitTests {
    typealias Fixture = WasmCanisterMessageTests
    static let limits = CanisterLimits(maximumHeapBytes: 4 << 20, updateInstructions: 2_000_000)

    func hostile() async throws -> WasmCanister {
        try await Fixture.installed("hostile", limits: Self.limits)
    }

    @Test func anEndlessLoopRunsOutOfInstructions() async throws {
        let canister = try await hostile()
        let rejection = Fixture.rejection(canister.update("loop", argument: [], caller: .anonymous, time: Fixture.time))
        #expect(rejection?.code == 5)
        #expect(rejection?.errorCode == "IC0522")
        #expect(rejection?.message.contains("2000000") == true)
        #expect(
            Fixture.rejection(canister.update("reject", argument: [], caller: .anonymous, time: Fixture.time))?.code
                == 4)
    }

    @Test func unboundedRecursionTraps() async throws {
        let canister = try await hostile()
        let unlimited = CanisterLimits(maximumHeapBytes: 4 << 20)
        let deep = try await Fixture.installed("hostile", limits: unlimited)
        for target in [canister, deep] {
            let rejection = Fixture.rejection(
                target.update("recurse", argument: [], caller: .anonymous, time: Fixture.time))
            #expect(rejection?.code == 5)
        }
    }

    @Test func systemCallsOutsideTheHeapTrap() async throws {
        let canister = try await hostile()
        let rejection = Fixture.rejection(
            canister.query(
                "out_of_bounds", argument: Array(repeating: 7, count: 16), caller: .anonymous, time: Fixture.time))
        #expect(rejection?.errorCode == "IC0502")
        #expect(rejection?.message.contains("heap out of bounds") == true)
    }

    @Test func memoryStopsGrowingAtTheLimit() async throws {
        let canister = try await hostile()
        guard case .reply(let bytes) = canister.update("grow", argument: [], caller: .anonymous, time: Fixture.time)
        else {
            Issue.record("grow did not reply")
            return
        }
        let pages = bytes.reversed().reduce(0) { $0 << 8 | UInt32($1) }
        #expect(pages <= 64)
        #expect(canister.memorySize.heap <= 4 << 20)
    }

    @Test func interCanisterCallsAndDoubleRepliesTrapWithAReason() async throws {
        let canister = try await hostile()
        let call = Fixture.rejection(canister.update("call", argument: [], caller: .anonymous, time: Fixture.time))
        #expect(call?.message.contains("not supported by this replica") == true)
        let twice = Fixture.rejection(
            canister.update("reply_twice", argument: [], caller: .anonymous, time: Fixture.time))
        #expect(twice?.message.contains("after the message was answered") == true)
        let reject = Fixture.rejection(canister.update("reject", argument: [], caller: .anonymous, time: Fixture.time))
        #expect(reject == Rejection(code: 4, message: "no, thank you", errorCode: "IC0406"))
    }
}
