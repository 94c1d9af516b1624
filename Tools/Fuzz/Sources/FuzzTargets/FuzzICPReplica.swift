import CBOR
import Foundation
import FuzzSupport
import ICPAgent
import ICPAgentTesting

/// One replica with the ledger, shared by all inputs (its state grows only by accepted calls,
/// and the simulator forgets old request statuses).
private let replica: ReplicaSimulator = {
    let replica = ReplicaSimulator(
        certifier: TestCertifier(canisterRanges: [StandardCanisters.range]),
        now: { Date(timeIntervalSince1970: 1_800_000_000) })
    StandardCanisters.install(on: replica)
    let ledger = SimulatedLedger(now: { Date(timeIntervalSince1970: 1_800_000_000) })
    ledger.install(on: replica)
    ledger.mint(1_000_000_000, to: AccountIdentifier(owner: .anonymous))
    return replica
}()

private let methods = [
    "transfer", "icrc1_transfer", "icrc2_approve", "icrc2_transfer_from", "query_blocks", "account_balance",
    "icrc1_balance_of",
    "icrc2_allowance", "icrc1_metadata", "get_blocks",
]

/// The emulator's side: whole request bodies, and Candid arguments to every ledger method in valid
/// envelopes, into `ReplicaSimulator`.
public enum FuzzICPReplica: FuzzTarget {
    public static let name = "fuzz-icp-replica"

    public static func run(_ bytes: [UInt8]) {
        guard let selector = bytes.first else { return }
        let rest = Array(bytes.dropFirst())
        let route = ["call", "query", "read_state"][Int(selector % 3)]
        if selector < 128 {
            // Whole request bodies, as a client sends them: the emulator answers, never crashes, and
            // refuses what is not a valid envelope with a 4xx.
            let answer = replica.httpAnswer(
                method: "POST", path: "/api/v3/canister/\(StandardCanisters.ledger)/\(route)", body: rest)
            fuzzExpect((200..<600).contains(answer.status), "an answer without an HTTP status")
        } else {
            // Candid arguments for the ledger's methods, in a valid anonymous envelope.
            let pick = Int(selector - 128)
            let method = methods[pick % methods.count]
            let canister = method == "get_blocks" ? StandardCanisters.ledgerArchive : StandardCanisters.ledger
            let isQuery = (pick / methods.count) % 2 == 1
            let call = CanisterCall(
                canister: canister, method: method, argument: rest, sender: .anonymous,
                ingressExpiry: IngressExpiry.make(now: Date(timeIntervalSince1970: 1_800_000_000)))
            let envelope = Envelope(content: isQuery ? .query(call) : .call(call))
            let answer = replica.httpAnswer(
                method: "POST", path: "/api/v3/canister/\(canister)/\(isQuery ? "query" : "call")",
                body: envelope.encoded())
            fuzzExpect(answer.status == 200, "a well-formed envelope answered \(answer.status)")
        }
    }
}
