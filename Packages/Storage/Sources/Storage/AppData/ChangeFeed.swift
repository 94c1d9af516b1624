import Foundation
import GRDB

/// Delivers the change log of one collection to subscribers, for commits made by any connection.
///
/// It owns one dedicated read-only connection and polls `PRAGMA data_version`, which changes
/// exactly when another connection (this process or another) has committed: an unchanged value
/// costs one pragma and no table reads. Polling runs only while someone subscribes, sleeps
/// `interval` between polls, and stops on the last unsubscribe or on ``stop()``. Writes made
/// through the owning store also poke the feed, so local observers do not wait for the timer.
actor ChangeFeed {
    private let path: String
    private let collection: String
    private let interval: Duration
    private var connection: DatabaseQueue?
    private var subscribers: [UUID: AsyncStream<StorageChange>.Continuation] = [:]
    private var pollTask: Task<Void, Never>?
    private var lastVersion: Int64?
    private var lastSequence: Int64 = 0
    private var polling = false
    private var pollAgain = false
    private var stopped = false
    private var starting = false

    init(path: String, collection: String, interval: Duration) {
        self.path = path
        self.collection = collection
        self.interval = interval
    }

    func subscribe() async -> AsyncStream<StorageChange> {
        let (stream, continuation) = AsyncStream<StorageChange>.makeStream()
        if stopped {
            continuation.finish()
            return stream
        }
        let id = UUID()
        subscribers[id] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { await self?.unsubscribe(id) }
        }
        if pollTask == nil, !starting {
            starting = true
            defer { starting = false }
            // Only changes committed after subscribing are delivered.
            let newest = try? await openedConnection().read { db in
                try Int64.fetchOne(db, sql: "SELECT max(sequence) FROM app_changes") ?? 0
            }
            guard !stopped, !subscribers.isEmpty else { return stream }
            lastSequence = newest ?? 0
            lastVersion = nil
            let interval = self.interval
            pollTask = Task { [weak self] in
                while !Task.isCancelled {
                    guard let self else { return }
                    await self.poll()
                    try? await Task.sleep(for: interval)
                }
            }
        }
        return stream
    }

    /// Called after a local commit so local observers hear of it at once.
    func poke() async {
        guard pollTask != nil else { return }
        await poll()
    }

    func stop() {
        stopped = true
        pollTask?.cancel()
        pollTask = nil
        for continuation in subscribers.values { continuation.finish() }
        subscribers = [:]
        connection = nil
    }

    private func unsubscribe(_ id: UUID) {
        subscribers[id] = nil
        if subscribers.isEmpty {
            pollTask?.cancel()
            pollTask = nil
        }
    }

    private func openedConnection() throws -> DatabaseQueue {
        if let connection { return connection }
        var config = Configuration()
        config.readonly = true
        config.label = "ChangeFeed"
        config.busyMode = .timeout(5)
        let queue = try DatabaseQueue(path: path, configuration: config)
        connection = queue
        return queue
    }

    /// One poll; a poll that arrives while another is running is folded into a second round,
    /// so records are read in order and never twice.
    private func poll() async {
        if polling {
            pollAgain = true
            return
        }
        polling = true
        defer { polling = false }
        repeat {
            pollAgain = false
            await pollOnce()
        } while pollAgain && !stopped
    }

    private func pollOnce() async {
        guard !subscribers.isEmpty, let queue = try? openedConnection() else { return }
        let known = lastVersion
        let after = lastSequence
        let collection = self.collection
        let result = try? await queue.read {
            db -> (version: Int64, changes: [StorageChange], newest: Int64, pruned: Bool) in
            let version = try Int64.fetchOne(db, sql: "PRAGMA data_version") ?? 0
            if version == known { return (version, [], after, false) }
            let oldest = try Int64.fetchOne(db, sql: "SELECT min(sequence) FROM app_changes") ?? 0
            let pruned = after > 0 && oldest > after + 1
            // Records of other collections are read too (only their sequence matters) so the
            // cursor moves past them.
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT sequence, collection, kind, keys FROM app_changes WHERE sequence > ? ORDER BY sequence
                    """, arguments: [after])
            var changes: [StorageChange] = []
            var newest = after
            for row in rows {
                let sequence: Int64 = row["sequence"]
                newest = sequence
                guard (row["collection"] as String) == collection else { continue }
                changes.append(
                    StorageChange(
                        sequence: sequence, kind: StorageChange.Kind(rawValue: row["kind"]) ?? .reloadNeeded,
                        keys: JSONEncoderForKeys.decode(row["keys"])))
            }
            return (version, changes, newest, pruned)
        }
        guard let result else { return }
        lastVersion = result.version
        if result.pruned {
            deliver(StorageChange(sequence: lastSequence, kind: .reloadNeeded, keys: []))
        }
        for change in result.changes where change.sequence > lastSequence {
            deliver(change)
        }
        lastSequence = max(lastSequence, result.newest)
    }

    private func deliver(_ change: StorageChange) {
        for continuation in subscribers.values { continuation.yield(change) }
    }
}
