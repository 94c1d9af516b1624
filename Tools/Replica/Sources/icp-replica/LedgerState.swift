import Foundation
import ICPAgentTesting
import ICPLedger
import Storage

/// The ledger's blocks in a SQLite file (`--state`), one row per block: loaded and replayed at
/// start, and each new block written before the answer that created it goes out, so a stop at
/// any moment keeps every transfer a client was told about.
actor LedgerState {
    let store: SQLiteDataStore
    let ledger: SimulatedLedger
    private var saved: Int
    /// The last save, which the next one waits for: an actor runs other calls while one awaits
    /// the store, and two saves interleaved would skip or repeat blocks.
    private var tail: Task<Void, any Error>?

    /// Opens `path` and replays its blocks into `ledger`, which must be fresh.
    init(path: String, ledger: SimulatedLedger) async throws {
        store = try await SQLiteDataStore(path: path)
        self.ledger = ledger
        var blocks: [ICPLedgerInterface.Block] = []
        // Keys sort as the blocks do: zero-padded indices.
        for key in try await store.keys() where key.hasPrefix(Self.prefix) {
            blocks.append(try await store.fetch(ICPLedgerInterface.Block.self, for: key))
        }
        try ledger.restore(blocks)
        saved = blocks.count
    }

    static let prefix = "block-"

    static func key(_ index: Int) -> String { prefix + String(format: "%012d", index) }

    /// Writes the blocks made since the last save, after any save under way: when it returns,
    /// every block that existed when it was called is in the file.
    func saveNewBlocks() async throws {
        let previous = tail
        let next = Task {
            _ = await previous?.result
            try await self.writeUnsaved()
        }
        tail = next
        try await next.value
    }

    private func writeUnsaved() async throws {
        for block in ledger.blocks(from: saved) {
            try await store.store(block, for: Self.key(saved))
            saved += 1
        }
    }

    /// Waits for the save under way, then closes the file.
    func close() async throws {
        _ = await tail?.result
        try store.close()
    }
}
