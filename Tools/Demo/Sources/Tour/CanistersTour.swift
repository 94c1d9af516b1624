import Foundation
import ICPAgent
import ICPManagement
import WasmCanistersTesting

public let canistersTour = TourStep(
    name: "Canisters",
    summary:
        "your own canister on icp-replica: a C counter compiled to Wasm with the toolchain's clang, created, installed, called, upgraded (its count kept in stable memory), a trap rolled back, its status, then stopped and deleted"
) { out in
    let replicas = TourReplicas()
    let developer = try Ed25519Identity(rawRepresentation: [UInt8](repeating: 0xDE, count: 32))

    out.line("-- A canister written in C: the counter, compiled to Wasm by clang --target=wasm32")
    for line in TestCanister.counter.source.split(separator: "\n")
    where line.hasPrefix("EXPORT(\"canister_update increment\")") || line.hasPrefix("EXPORT(\"canister_pre_upgrade\")")
    {
        out.line("   " + line)
    }
    let wasm = try await TestCanister.counter.module()
    out.show("counter.wasm", "\(wasm.count) bytes")

    let (transport, place) = try await replicas.start()
    out.show("replica", place)
    let agent = try await Agent.forLocalTestNetwork(transport: transport, identity: developer)

    out.line("-- The management canister, through ICPManagement's client (generated from ic.did)")
    // A new canister goes on the subnet of the canister the request is routed by.
    let creator = ManagementCanister.Client(agent: agent, actingOn: TourReplicas.firstCanister)
    let id = try await creator.provisionalCreateCanisterWithCycles(
        .init(amount: nil, settings: nil, specifiedId: nil, senderCanisterVersion: nil)
    ).canisterId
    out.show("created", id)
    let management = ManagementCanister.Client(agent: agent, actingOn: id)
    try await management.installCode(
        .init(mode: .install, canisterId: id, wasmModule: Data(wasm), arg: Data(), senderCanisterVersion: nil))
    out.show("installed", "\(wasm.count) bytes")

    out.line("-- Calls, each answer verified: certified updates, a query signed by a node")
    // The C counter replies with its 8 bytes, little-endian: not Candid, so decoded here.
    func number(_ bytes: [UInt8]) -> UInt64 { bytes.reversed().reduce(0) { $0 << 8 | UInt64($1) } }
    let raw = { (method: String) async throws -> UInt64 in
        number(try await agent.call(id, method: method, argument: Array("DIDL".utf8) + [0, 0]))
    }
    out.show("increment", try await raw("increment"))
    out.show("increment", try await raw("increment"))
    out.show("get (query)", number(try await agent.query(id, method: "get", argument: [])))
    do {
        _ = try await raw("increment_then_trap")
        out.show("increment_then_trap", "FAILED: no trap")
    } catch {
        out.show("increment_then_trap", "rejected: \(error)")
    }
    out.show("get after the trap (rolled back)", number(try await agent.query(id, method: "get", argument: [])))

    out.line("-- Upgrade: pre_upgrade saves the count to stable memory, post_upgrade reads it back")
    try await management.installCode(
        .init(mode: .upgrade(nil), canisterId: id, wasmModule: Data(wasm), arg: Data(), senderCanisterVersion: nil))
    out.show("get after the upgrade", number(try await agent.query(id, method: "get", argument: [])))
    out.show("increment", try await raw("increment"))

    let status = try await management.canisterStatus(.init(canisterId: id))
    out.show("status", "\(status.status)")
    out.show(
        "module hash",
        status.moduleHash.map { $0.prefix(8).map { String(format: "%02x", $0) }.joined() + "…" } ?? "none")
    out.show("memory (heap + stable + module)", "\(status.memorySize) bytes")
    out.show("controllers", status.settings.controllers.map(\.description).joined(separator: ", "))

    try await management.stopCanister(.init(canisterId: id))
    try await management.deleteCanister(.init(canisterId: id))
    do {
        _ = try await agent.query(id, method: "get", argument: [])
        out.show("after delete_canister", "FAILED: still answers")
    } catch {
        out.show("after delete_canister", "\(error)")
    }
    for (pid, status) in await replicas.stopAll() { out.show("stopped pid \(pid)", "exit \(status)") }
}
