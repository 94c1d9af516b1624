import Foundation
import GRDB

/// Delivers the change log of one collection to subscribers, for commits made by any connection.
///
/// It owns one dedicated read-only connection and reads `PRAGMA data_version`, which changes
/// exactly when another connection (this process or another) has committed: an unchanged value
/// costs one pragma and no table reads. It reads when woken: by a commit through a store of
/// this process (``poke()``), by the kernel when another process commits (``CommitWatcher``,
/// inotify), and by a timer. With a watcher the timer is only a safety net (every
/// ``watchedInterval`` at most as often as `interval`); without one (no inotify) it polls every
/// `interval`. All of it runs only while someone subscribes and stops on the last unsubscribe or
/// on ``stop()``.
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
    private var watcher: CommitWatcher?
    private var followUpPending = false

    /// The safety-net poll period while a ``CommitWatcher`` wakes the feed.
    static let watchedInterval = Duration.milliseconds(250)
    /// How long after a kernel event the feed reads once more: a commit by a program that does
    /// not announce it is published a moment after its WAL write wakes the feed.
    static let followUpDelay = Duration.milliseconds(2)

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
            watcher = CommitWatcher(databasePath: path) { [weak self] in
                Task { await self?.commitSeen() }
            }
            let interval = watcher == nil ? self.interval : max(self.interval, Self.watchedInterval)
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

    /// The kernel saw the database change: read now, and once more a moment later.
    private func commitSeen() async {
        guard pollTask != nil else { return }
        await poll()
        guard !followUpPending else { return }
        followUpPending = true
        Task { [weak self] in
            try? await Task.sleep(for: Self.followUpDelay)
            await self?.followUp()
        }
    }

    private func followUp() async {
        followUpPending = false
        await poke()
    }

    func stop() {
        stopped = true
        pollTask?.cancel()
        pollTask = nil
        watcher?.cancel()
        watcher = nil
        for continuation in subscribers.values { continuation.finish() }
        subscribers = [:]
        connection = nil
    }

    private func unsubscribe(_ id: UUID) {
        subscribers[id] = nil
        if subscribers.isEmpty {
            pollTask?.cancel()
            pollTask = nil
            watcher?.cancel()
            watcher = nil
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
