import ICPAgent
import Testing
import WasmCanisters

/// Compiles and runs the example in Packages/WasmCanisters/README.md; the region between the
/// markers must stay identical to the README's code block (a workspace check compares them).
@Suite struct ReadmeExampleTests {
    @Test func readmeExample() async throws {
        let wasm = try await TestCanisters.module("counter")
        let time = UInt64(1_750_000_000) * 1_000_000_000
        // README-EXAMPLE-BEGIN
        // A module checked once (imports, entry points, memory, metadata), then installed.
        let module = try CanisterModule(bytes: wasm)
        let canister = WasmCanister(id: Principal(canisterIndex: 0x20_0000), controllers: [.anonymous])
        try canister.install(module, argument: [], mode: .install, caller: .anonymous, time: time)

        // An update keeps what it changed; a trap undoes it and rejects with code 5.
        let one = canister.update("increment", argument: [], caller: .anonymous, time: time)
        let trapped = canister.update("increment_then_trap", argument: [], caller: .anonymous, time: time)
        // A query never keeps anything.
        let value = canister.query("get", argument: [], caller: .anonymous, time: time)

        // An upgrade runs pre_upgrade, a fresh heap, post_upgrade; stable memory stays.
        try canister.install(module, argument: [], mode: .upgrade, caller: .anonymous, time: time)
        // README-EXAMPLE-END
        guard case .reply(let first) = one, case .reject(let rejection) = trapped, case .reply(let read) = value else {
            Issue.record("unexpected outcomes: \(one), \(trapped), \(value)")
            return
        }
        #expect(first == [1, 0, 0, 0, 0, 0, 0, 0])
        #expect(rejection.code == 5)
        #expect(read == first)
        guard case .reply(let after) = canister.query("get", argument: [], caller: .anonymous, time: time) else {
            Issue.record("get after the upgrade did not reply")
            return
        }
        #expect(after == first)
    }
}
