import Foundation
import ICPAgent
import ICPAgentTesting
import ICPLedger
import Storage
import WasmCanisters

/// What `--state` keeps in one SQLite file: the ledger's blocks (one row per block, replayed at
/// start) and every Wasm canister as a `CanisterSnapshot` (one row per canister, written again
/// whenever its revision moves), with the next canister index. Saved before each answer goes
/// out and after the periodic tasks, so a stop at any moment keeps every change a client was
/// told about, and a canister's timers' work as well.
actor ReplicaState {
    let store: SQLiteDataStore
    let ledger: SimulatedLedger
    let host: WasmCanisterHost
    private var savedBlocks: Int
    /// The revision of each canister as last written.
    private var savedRevisions: [Principal: UInt64] = [:]
    private var savedNextIndex: UInt64
    /// The last save, which the next one waits for: an actor runs other calls while one awaits
    /// the store, and two saves interleaved would skip or repeat blocks.
    private var tail: Task<Void, any Error>?
    /// Whether a save for the periodic tasks is already waiting, so ticks do not pile up saves.
    private var periodicSavePending = false

    /// Opens `path` and replays its blocks into `ledger` and its canisters into `host`, both of
    /// which must be fresh.
    init(path: String, ledger: SimulatedLedger, host: WasmCanisterHost) async throws {
        store = try await SQLiteDataStore(path: path)
        self.ledger = ledger
        self.host = host
        var blocks: [ICPLedgerInterface.Block] = []
        let keys = try await store.keys()
        // Keys sort as the blocks do: zero-padded indices.
        for key in keys where key.hasPrefix(Self.blockPrefix) {
            blocks.append(try await store.fetch(ICPLedgerInterface.Block.self, for: key))
        }
        try ledger.restore(blocks)
        savedBlocks = blocks.count
        for key in keys where key.hasPrefix(Self.canisterPrefix) {
            let snapshot = try await store.fetch(CanisterSnapshot.self, for: key)
            guard key == Self.key(snapshot.id) else {
                throw StateFileError(reason: "the row \(key) holds canister \(snapshot.id)")
            }
            try host.restore(snapshot)
            savedRevisions[snapshot.id] = host.canister(snapshot.id)?.revision
        }
        if let next = try await store.fetchIfPresent(UInt64.self, for: Self.nextIndexKey) {
            host.nextCanisterIndex = next
        }
        savedNextIndex = host.nextCanisterIndex
    }

    static let blockPrefix = "block-"
    static let canisterPrefix = "canister-"
    static let nextIndexKey = "next-canister-index"

    static func key(_ index: Int) -> String { blockPrefix + String(format: "%012d", index) }
    static func key(_ canister: Principal) -> String { canisterPrefix + canister.description }

    struct StateFileError: Error, CustomStringConvertible {
        let reason: String
        var description: String { reason }
    }

    /// Writes what changed since the last save, after any save under way: when it returns,
    /// every block and canister change that existed when it was called is in the file.
    func saveChanges() async throws {
        let previous = tail
        let next = Task {
            _ = await previous?.result
            try await self.writeUnsaved()
        }
        tail = next
        try await next.value
    }

    /// Saves after a round of timers and heartbeats, unless such a save is already waiting (it
    /// will see this round's changes too). Failures go to `report`.
    func saveAfterPeriodicTasks(report: @Sendable (any Error) -> Void) async {
        guard !periodicSavePending else { return }
        periodicSavePending = true
        defer { periodicSavePending = false }
        do { try await saveChanges() } catch { report(error) }
    }

    private func writeUnsaved() async throws {
        for block in ledger.blocks(from: savedBlocks) {
            try await store.store(block, for: Self.key(savedBlocks))
            savedBlocks += 1
        }
        var present: Set<Principal> = []
        for id in host.canisterIDs {
            guard let canister = host.canister(id) else { continue }
            present.insert(id)
            // The revision is read before the snapshot: a change in between is saved again next
            // time rather than never.
            let revision = canister.revision
            guard savedRevisions[id] != revision else { continue }
            try await store.store(canister.snapshot(), for: Self.key(id))
            savedRevisions[id] = revision
        }
        for id in savedRevisions.keys where !present.contains(id) {
            do { try await store.delete(Self.key(id)) } catch {
                // Already gone is what was wanted.
                guard case .keyNotFound = error else { throw error }
            }
            savedRevisions[id] = nil
        }
        let next = host.nextCanisterIndex
        if next != savedNextIndex {
            try await store.store(next, for: Self.nextIndexKey)
            savedNextIndex = next
        }
    }

    /// Saves what is left (a timer's work since the last round, say), then closes the file.
    func close() async throws {
        do { try await saveChanges() } catch {
            try? store.close()
            throw error
        }
        try store.close()
    }
}
