import ICPAgent
import ICPAgentTesting
import Testing
import WasmCanisters

/// The specification's message semantics, through C canisters run by ``WasmCanister``.
@Suite struct WasmCanisterMessageTests {
    static let id = Principal(canisterIndex: 0x20_0000)
    static let controller = Principal.selfAuthenticating(derPublicKey: [1, 2, 3])
    static let time: UInt64 = 1_750_000_000_000_000_000

    static func installed(_ name: String, limits: CanisterLimits = CanisterLimits(), argument: [UInt8] = [])
        async throws -> WasmCanister
    {
        let canister = WasmCanister(id: id, controllers: [controller], limits: limits)
        let module = try CanisterModule(bytes: try await TestCanisters.module(name), limits: limits)
        try canister.install(module, argument: argument, mode: .install, caller: controller, time: time)
        return canister
    }

    static func counterValue(_ outcome: SimulatedOutcome) -> UInt64? {
        guard case .reply(let bytes) = outcome, bytes.count == 8 else { return nil }
        return bytes.reversed().reduce(0) { $0 << 8 | UInt64($1) }
    }

    static func rejection(_ outcome: SimulatedOutcome) -> Rejection? {
        if case .reject(let rejection) = outcome { return rejection }
        return nil
    }

    @Test func echoesQueriesAndUpdatesAndKnowsCallerAndSelf() async throws {
        let canister = try await Self.installed("echo")
        let argument = Array("DIDL\u{0}\u{0}".utf8)
        guard case .reply(let queried) = canister.query("echo", argument: argument, caller: .anonymous, time: Self.time)
        else {
            Issue.record("the echo query did not reply")
            return
        }
        #expect(queried == argument)
        guard
            case .reply(let updated) = canister.update(
                "echo_update", argument: [1, 2, 3], caller: .anonymous, time: Self.time)
        else {
            Issue.record("the echo update did not reply")
            return
        }
        #expect(updated == [1, 2, 3])
        guard case .reply(let caller) = canister.query("whoami", argument: [], caller: Self.controller, time: Self.time)
        else {
            Issue.record("whoami did not reply")
            return
        }
        #expect(caller == Self.controller.bytes)
        guard case .reply(let me) = canister.query("self", argument: [], caller: .anonymous, time: Self.time) else {
            Issue.record("self did not reply")
            return
        }
        #expect(me == Self.id.bytes)
        // A query method called as an update runs, and answers the same.
        guard case .reply(let replicated) = canister.update("echo", argument: [9], caller: .anonymous, time: Self.time)
        else {
            Issue.record("echo as an update did not reply")
            return
        }
        #expect(replicated == [9])
    }

    @Test func updatesKeepChangesAndQueriesNeverDo() async throws {
        let start: UInt64 = 41
        let canister = try await Self.installed(
            "counter", argument: withUnsafeBytes(of: start.littleEndian) { Array($0) })
        #expect(Self.counterValue(canister.query("get", argument: [], caller: .anonymous, time: Self.time)) == 41)
        #expect(
            Self.counterValue(canister.update("increment", argument: [], caller: .anonymous, time: Self.time)) == 42)
        // The query sees its own change, and it is gone afterwards.
        #expect(
            Self.counterValue(canister.query("increment_in_query", argument: [], caller: .anonymous, time: Self.time))
                == 43)
        #expect(Self.counterValue(canister.query("get", argument: [], caller: .anonymous, time: Self.time)) == 42)
        // A query method called as an update does not keep its change either.
        #expect(
            Self.counterValue(canister.update("increment_in_query", argument: [], caller: .anonymous, time: Self.time))
                == 43)
        #expect(Self.counterValue(canister.query("get", argument: [], caller: .anonymous, time: Self.time)) == 42)
    }

    @Test func aTrapRollsBackAndRejectsWithCodeFive() async throws {
        let canister = try await Self.installed("counter")
        _ = canister.update("increment", argument: [], caller: .anonymous, time: Self.time)
        let version = canister.version
        let rejection = Self.rejection(
            canister.update("increment_then_trap", argument: [], caller: .anonymous, time: Self.time))
        #expect(rejection?.code == 5)
        #expect(rejection?.errorCode == "IC0503")
        #expect(rejection?.message.contains("incremented, then trapped") == true)
        #expect(Self.counterValue(canister.query("get", argument: [], caller: .anonymous, time: Self.time)) == 1)
        #expect(canister.version == version)
        // An update that ends without an answer is rejected and undone too.
        let silent = Self.rejection(canister.update("no_reply", argument: [], caller: .anonymous, time: Self.time))
        #expect(silent?.errorCode == "IC0506")
        #expect(Self.counterValue(canister.query("get", argument: [], caller: .anonymous, time: Self.time)) == 1)
    }

    @Test func anUpgradeKeepsStableMemoryAndResetsTheHeap() async throws {
        let canister = try await Self.installed("counter")
        for _ in 0..<3 { _ = canister.update("increment", argument: [], caller: .anonymous, time: Self.time) }
        let module = try CanisterModule(bytes: try await TestCanisters.module("counter"))
        try canister.install(module, argument: [], mode: .upgrade, caller: Self.controller, time: Self.time)
        // pre_upgrade saved 3 to stable memory, post_upgrade read it into the fresh heap.
        #expect(Self.counterValue(canister.query("get", argument: [], caller: .anonymous, time: Self.time)) == 3)
        #expect(canister.memorySize.stable == 65_536)
        try canister.install(module, argument: [], mode: .reinstall, caller: Self.controller, time: Self.time)
        #expect(Self.counterValue(canister.query("get", argument: [], caller: .anonymous, time: Self.time)) == 0)
        #expect(canister.memorySize.stable == 0)
    }

    @Test func aFailedUpgradeLeavesTheCanisterAsItWas() async throws {
        let canister = try await Self.installed("counter")
        _ = canister.update("increment", argument: [], caller: .anonymous, time: Self.time)
        let module = try CanisterModule(bytes: try await TestCanisters.module("counter"))
        let version = canister.version
        // pre_upgrade grows stable memory and writes 1 there; post_upgrade then traps, so both go.
        #expect(
            throws: CanisterInstallError.trapped(
                entryPoint: "canister_post_upgrade", message: "upgrade refused by its argument")
        ) {
            try canister.install(module, argument: [0xFF], mode: .upgrade, caller: Self.controller, time: Self.time)
        }
        #expect(Self.counterValue(canister.query("get", argument: [], caller: .anonymous, time: Self.time)) == 1)
        #expect(canister.memorySize.stable == 0)
        #expect(canister.version == version)
        #expect(throws: CanisterInstallError.notEmpty) {
            try canister.install(module, argument: [], mode: .install, caller: Self.controller, time: Self.time)
        }
        let empty = WasmCanister(id: Self.id)
        #expect(throws: CanisterInstallError.empty) {
            try empty.install(module, argument: [], mode: .upgrade, caller: Self.controller, time: Self.time)
        }
    }

    @Test func methodsThatDoNotExistAndCanistersThatCannotRun() async throws {
        let canister = try await Self.installed("echo")
        #expect(
            Self.rejection(canister.update("nothing", argument: [], caller: .anonymous, time: Self.time))?.errorCode
                == "IC0536")
        #expect(
            Self.rejection(canister.query("echo_update", argument: [], caller: .anonymous, time: Self.time))?.errorCode
                == "IC0536")
        canister.runStatus = .stopped
        #expect(
            Self.rejection(canister.query("echo", argument: [], caller: .anonymous, time: Self.time))?.errorCode
                == "IC0508")
        canister.runStatus = .running
        canister.uninstall()
        #expect(canister.module == nil)
        let empty = Self.rejection(canister.query("echo", argument: [], caller: .anonymous, time: Self.time))
        #expect(empty?.errorCode == "IC0537")
        #expect(empty?.code == 3)
    }
}
