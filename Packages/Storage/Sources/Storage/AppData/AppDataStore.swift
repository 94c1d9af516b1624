import Foundation
import GRDB

/// A persistent list of ``Storable`` elements in a SQLite file, with change notifications.
///
/// Unlike a list serialised as one blob, every element is its own row keyed by
/// ``Storable/storageKey``: adding replaces the row with the same key (an upsert), batches commit
/// in one `BEGIN IMMEDIATE` transaction (all or nothing), and instances in several tasks or
/// processes never overwrite each other's elements. A row that no longer decodes is reported
/// with its key and left in place; writing other elements never touches it.
public final class AppDataStore<Element: Storable>: Sendable {
    public let path: String
    private let pool: DatabasePool
    private let feed: ChangeFeed
    /// The canonical file path, shared by every instance on the file in this process.
    private let registryPath: String

    /// Opens (creating when missing) the database at `path`.
    /// - Parameters:
    ///   - path: the SQLite file, created when missing.
    ///   - configuration: busy timeout, size limit and sync mode of its connections.
    ///   - pollInterval: how often the change feed checks `PRAGMA data_version` for
    ///     commits by other processes while someone observes ``changes()``, where the kernel
    ///     cannot tell it (no inotify). On Linux another process's commit wakes the feed at once
    ///     and this timer is only a safety net, at least 250 ms apart.
    public init(
        path: String, configuration: SQLiteConfiguration = SQLiteConfiguration(),
        pollInterval: Duration = .milliseconds(10)
    ) async throws(StorageError) {
        self.path = path
        pool = try SQLiteConnection.openPool(path: path, configuration: configuration, label: "AppDataStore")
        feed = ChangeFeed(path: path, collection: Element.collectionName, interval: pollInterval)
        registryPath = FeedRegistry.canonical(path)
        FeedRegistry.shared.register(feed, path: registryPath)
        try await SQLiteConnection.immediateWrite(pool, path: path) { db in try AppDataSchema.create(db) }
    }

    deinit {
        let feed = self.feed
        FeedRegistry.shared.unregister(feed, path: registryPath)
        Task { await feed.stop() }
    }

    // MARK: Writing

    /// Adds `element`, replacing the element with the same key (its list position is kept).
    public func upsert(_ element: Element) async throws(StorageError) {
        try await upsert(contentsOf: [element])
    }

    /// Adds or replaces all `elements` in one transaction: all of them commit or none does.
    /// Later elements win over earlier ones with the same key.
    public func upsert(contentsOf elements: [Element]) async throws(StorageError) {
        guard !elements.isEmpty else { return }
        var rows: [(String, Data)] = []
        rows.reserveCapacity(elements.count)
        for element in elements {
            let key = element.storageKey
            try StorageKey.validate(key)
            rows.append((key, try ValueCoding.encode(element, key: key)))
        }
        let collection = Element.collectionName
        let version = Element.schemaVersion
        let frozen = rows
        try await SQLiteConnection.immediateWrite(pool, path: path) { db in
            let statement = try db.cachedStatement(
                sql: """
                    INSERT INTO app_elements (collection, key, version, body) VALUES (?, ?, ?, ?)
                    ON CONFLICT (collection, key) DO UPDATE SET version = excluded.version, body = excluded.body
                    """)
            for (key, body) in frozen {
                try statement.execute(arguments: [collection, key, version, body])
            }
            try AppDataSchema.record(db, collection: collection, kind: .upserted, keys: frozen.map(\.0))
        }
        await announceCommit()
    }

    /// Removes the element with `key`; ``StorageError/keyNotFound(_:)`` when there is none.
    public func remove(key: String) async throws(StorageError) {
        let removed = try await remove(keys: [key])
        if removed.isEmpty { throw .keyNotFound(key) }
    }

    /// Removes the elements with these keys in one transaction; returns the keys that existed.
    @discardableResult
    public func remove(keys: [String]) async throws(StorageError) -> [String] {
        for key in keys { try StorageKey.validate(key) }
        let collection = Element.collectionName
        let removed = try await SQLiteConnection.immediateWrite(pool, path: path) { db -> [String] in
            var removed: [String] = []
            for key in keys {
                try db.execute(
                    sql: "DELETE FROM app_elements WHERE collection = ? AND key = ?", arguments: [collection, key])
                if db.changesCount > 0 { removed.append(key) }
            }
            if !removed.isEmpty { try AppDataSchema.record(db, collection: collection, kind: .removed, keys: removed) }
            return removed
        }
        if !removed.isEmpty { await announceCommit() }
        return removed
    }

    /// Removes every element of this collection in one transaction.
    public func removeAll() async throws(StorageError) {
        let collection = Element.collectionName
        let removed = try await SQLiteConnection.immediateWrite(pool, path: path) { db -> Bool in
            let keys = try String.fetchAll(
                db, sql: "SELECT key FROM app_elements WHERE collection = ? ORDER BY position", arguments: [collection])
            guard !keys.isEmpty else { return false }
            try db.execute(sql: "DELETE FROM app_elements WHERE collection = ?", arguments: [collection])
            try AppDataSchema.record(db, collection: collection, kind: .removed, keys: keys)
            return true
        }
        if removed { await announceCommit() }
    }

    // MARK: Reading

    /// The element with `key`; ``StorageError/keyNotFound(_:)`` when there is none, or the
    /// decoding / migration error of its row.
    public func element(forKey key: String) async throws(StorageError) -> Element {
        try StorageKey.validate(key)
        let collection = Element.collectionName
        let row = try await SQLiteConnection.read(pool, path: path) { db in
            try Row.fetchOne(
                db, sql: "SELECT key, version, body FROM app_elements WHERE collection = ? AND key = ?",
                arguments: [collection, key]
            ).map(StoredRow.init)
        }
        guard let row else { throw .keyNotFound(key) }
        return try row.decode()
    }

    /// Whether an element with `key` is stored.
    public func contains(key: String) async throws(StorageError) -> Bool {
        try StorageKey.validate(key)
        let collection = Element.collectionName
        return try await SQLiteConnection.read(pool, path: path) { db in
            try Bool.fetchOne(
                db, sql: "SELECT EXISTS(SELECT 1 FROM app_elements WHERE collection = ? AND key = ?)",
                arguments: [collection, key]) ?? false
        }
    }

    /// Every element in insertion order (a replaced element keeps its place). Throws the first
    /// row's error when a row does not decode; ``load()`` returns the others as well.
    public func all() async throws(StorageError) -> [Element] {
        let loaded = try await load()
        if let failure = loaded.failures.first { throw failure }
        return loaded.elements
    }

    /// Every element that decodes, in insertion order, and an error for each row that does not.
    public func load() async throws(StorageError) -> (elements: [Element], failures: [StorageError]) {
        let rows = try await fetchRows()
        var elements: [Element] = []
        var failures: [StorageError] = []
        elements.reserveCapacity(rows.count)
        for row in rows {
            do { elements.append(try row.decode()) } catch { failures.append(error) }
        }
        return (elements, failures)
    }

    /// All keys in insertion order.
    public func keys() async throws(StorageError) -> [String] {
        let collection = Element.collectionName
        return try await SQLiteConnection.read(pool, path: path) { db in
            try String.fetchAll(
                db, sql: "SELECT key FROM app_elements WHERE collection = ? ORDER BY position", arguments: [collection])
        }
    }

    public func count() async throws(StorageError) -> Int {
        let collection = Element.collectionName
        return try await SQLiteConnection.read(pool, path: path) { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM app_elements WHERE collection = ?", arguments: [collection])
                ?? 0
        }
    }

    // MARK: Schema versions

    /// Rewrites rows stored at an older ``Storable/schemaVersion`` in the current shape, in one
    /// transaction. Throws (writing nothing) when any row cannot be migrated. Returns how many
    /// rows were rewritten.
    @discardableResult
    public func migrateStoredElements() async throws(StorageError) -> Int {
        let collection = Element.collectionName
        let current = Element.schemaVersion
        let migrated = try await SQLiteConnection.immediateWrite(pool, path: path) { db -> [String] in
            let rows = try Row.fetchAll(
                db,
                sql:
                    "SELECT key, version, body FROM app_elements WHERE collection = ? AND version <> ? ORDER BY position",
                arguments: [collection, current]
            ).map(StoredRow.init)
            var keys: [String] = []
            for row in rows {
                let element = try row.decode()
                let body = try ValueCoding.encode(element, key: row.key)
                try db.execute(
                    sql: "UPDATE app_elements SET version = ?, body = ? WHERE collection = ? AND key = ?",
                    arguments: [current, body, collection, row.key])
                keys.append(row.key)
            }
            if !keys.isEmpty { try AppDataSchema.record(db, collection: collection, kind: .upserted, keys: keys) }
            return keys
        }
        if !migrated.isEmpty { await announceCommit() }
        return migrated.count
    }

    // MARK: Changes

    /// After each commit: wakes the change feeds of this process at once, and marks the commit
    /// for the ``CommitWatcher``s of other processes.
    private func announceCommit() async {
        CommitWatcher.announceCommit(databasePath: path)
        await FeedRegistry.shared.poke(path: registryPath)
    }

    /// Changes committed to this collection after the call, by any instance in any process,
    /// in commit order. The stream ends when the store is closed.
    public func changes() async -> AsyncStream<StorageChange> {
        await feed.subscribe()
    }

    /// Stops change delivery and closes the connections.
    public func close() async throws(StorageError) {
        FeedRegistry.shared.unregister(feed, path: registryPath)
        await feed.stop()
        // GRDB closes the writer before the read-only readers, so SQLite's own checkpoint on
        // close never runs; fold the WAL into the main file here (best effort: another
        // instance may still be reading).
        _ = try? await pool.writeWithoutTransaction { db in try db.checkpoint(.truncate) }
        do { try pool.close() } catch { throw SQLiteConnection.map(error, path: path) }
    }

    /// Runs `PRAGMA integrity_check`; true when SQLite finds the file sound.
    public func integrityCheck() async throws(StorageError) -> Bool {
        try await SQLiteConnection.read(pool, path: path) { db in
            try String.fetchAll(db, sql: "PRAGMA integrity_check") == ["ok"]
        }
    }

    private func fetchRows() async throws(StorageError) -> [StoredRow] {
        let collection = Element.collectionName
        return try await SQLiteConnection.read(pool, path: path) { db in
            try Row.fetchAll(
                db, sql: "SELECT key, version, body FROM app_elements WHERE collection = ? ORDER BY position",
                arguments: [collection]
            ).map(StoredRow.init)
        }
    }

    /// A row as read, decoded (and migrated) outside the database queue.
    private struct StoredRow: Sendable {
        let key: String
        let version: Int
        let body: Data

        init(_ row: Row) {
            key = row["key"]
            version = row["version"]
            body = row["body"]
        }

        func decode() throws(StorageError) -> Element {
            let current = Element.schemaVersion
            if version > current { throw .unsupportedSchemaVersion(key: key, stored: version, current: current) }
            var json = body
            if version < current {
                do { json = try Element.migrate(body, from: version) } catch {
                    throw .migrationFailed(key: key, from: version, to: current, reason: String(describing: error))
                }
            }
            return try ValueCoding.decode(Element.self, from: json, key: key)
        }
    }
}
