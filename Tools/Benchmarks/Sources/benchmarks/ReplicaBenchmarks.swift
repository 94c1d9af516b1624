import Foundation
import ICPAgent
import ICPManagement
import WasmCanistersTesting

/// The C echo canister (WasmCanistersTesting), compiled with clang and installed once on the live
/// replica: its id and module, or nil when it could not be (no clang, no replica).
private final class WasmEcho: Sendable {
    let canister: Principal
    let module: [UInt8]
    let live: LiveReplica

    static let shared: WasmEcho? = try? WasmEcho()

    private init() throws {
        guard let live = LiveReplica.shared else { throw Unavailable() }
        guard let module = waitFor({ try await TestCanister.echo.module() }) else { throw Unavailable() }
        let agent = live.agent
        let made = waitFor { () async throws -> Principal in
            let created = try await ManagementCanister.Client(agent: agent, actingOn: live.echo)
                .provisionalCreateCanisterWithCycles(
                    .init(amount: nil, settings: nil, specifiedId: nil, senderCanisterVersion: nil))
            try await ManagementCanister.Client(agent: agent, actingOn: created.canisterId).installCode(
                .init(
                    mode: .install, canisterId: created.canisterId, wasmModule: Data(module), arg: Data(),
                    senderCanisterVersion: nil))
            return created.canisterId
        }
        guard let made else { throw Unavailable() }
        canister = made
        self.module = module
        self.live = live
    }

    struct Unavailable: Error {}
}

private let roundTrips = 100

/// The Wasm echo canister against the built-in (Swift) echo canister of the same replica, in
/// alternating rounds, through HTTP with the agent verifying every answer:
/// `Replica.wasmQueryRoundTrip` (goal: within 1.5× of `Replica.builtinQueryRoundTrip`) and
/// `Replica.wasmUpdateRoundTrip` (certified) against `Replica.builtinUpdateRoundTrip`.
func replicaComparisons() -> [ComparisonBenchmark] {
    func comparison(_ kind: String, query: Bool) -> ComparisonBenchmark {
        ComparisonBenchmark(
            name: "Replica.wasm\(kind)RoundTrip", baselineName: "Replica.builtin\(kind)RoundTrip",
            operationsPerRound: roundTrips, rounds: 10, overheadName: "Replica.wasm\(kind)Overhead",
            ratioName: "Replica.wasm\(kind)Ratio"
        ) {
            guard let wasm = WasmEcho.shared else { return nil }
            let agent = wasm.live.agent
            let builtin = wasm.live.echo
            let canister = wasm.canister
            let argument = LiveReplica.argument
            func side(_ target: Principal, _ method: String) -> () -> UInt64 {
                {
                    waitForChecksum {
                        var bytes: UInt64 = 0
                        for _ in 0..<roundTrips {
                            let reply =
                                query
                                ? try await agent.query(target, method: method, argument: argument)
                                : try await agent.call(target, method: method, argument: argument)
                            bytes &+= UInt64(reply.count)
                        }
                        return bytes
                    }
                }
            }
            return (side(canister, query ? "echo" : "echo_update"), side(builtin, "echo"))
        }
    }
    return [comparison("Query", query: true), comparison("Update", query: false)]
}

/// `Replica.installCode`: the echo module installed again (mode reinstall) through HTTP, the
/// management canister's certified answer verified: installs per second.
func replicaBenchmarks() -> [Benchmark] {
    [
        Benchmark(name: "Replica.installCode", operations: 20) {
            guard let wasm = WasmEcho.shared else { return nil }
            let client = ManagementCanister.Client(agent: wasm.live.agent, actingOn: wasm.canister)
            let arguments = ManagementCanister.InstallCodeArgs(
                mode: .reinstall, canisterId: wasm.canister, wasmModule: Data(wasm.module), arg: Data(),
                senderCanisterVersion: nil)
            return {
                waitForChecksum {
                    for _ in 0..<20 { try await client.installCode(arguments) }
                    return 20
                }
            }
        }
    ]
}
