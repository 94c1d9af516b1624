import Foundation
import GRDB

/// A ``DataStore`` in one SQLite file: one row per key in WAL mode, every write in its own
/// `BEGIN IMMEDIATE` transaction. Several instances and processes may open the same file; each
/// write replaces one row, so nobody's update overwrites another key.
public final class SQLiteDataStore: DataStore {
    public let path: String
    private let pool: DatabasePool

    /// Opens (creating when missing) the database at `path`.
    /// - Throws: ``StorageError/corruptDatabase(path:reason:)`` for a file that is not SQLite.
    public init(path: String, configuration: SQLiteConfiguration = SQLiteConfiguration()) async throws(StorageError) {
        self.path = path
        pool = try SQLiteConnection.openPool(path: path, configuration: configuration, label: "SQLiteDataStore")
        _ = try await SQLiteConnection.immediateWrite(pool, path: path) { db in
            try db.execute(
                sql:
                    "CREATE TABLE IF NOT EXISTS key_values (key TEXT PRIMARY KEY NOT NULL, value BLOB NOT NULL) WITHOUT ROWID"
            )
        }
    }

    public func store<Value: Encodable & Sendable>(_ value: Value, for key: String) async throws(StorageError) {
        try StorageKey.validate(key)
        let data = try ValueCoding.encode(value, key: key)
        try await SQLiteConnection.immediateWrite(pool, path: path) { db in
            try db.execute(
                sql:
                    "INSERT INTO key_values (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                arguments: [key, data])
        }
    }

    public func fetch<Value: Decodable & Sendable>(_ type: Value.Type, for key: String) async throws(StorageError)
        -> Value
    {
        try StorageKey.validate(key)
        let data = try await SQLiteConnection.read(pool, path: path) { db in
            try Data.fetchOne(db, sql: "SELECT value FROM key_values WHERE key = ?", arguments: [key])
        }
        guard let data else { throw .keyNotFound(key) }
        return try ValueCoding.decode(type, from: data, key: key)
    }

    public func delete(_ key: String) async throws(StorageError) {
        try StorageKey.validate(key)
        let removed = try await SQLiteConnection.immediateWrite(pool, path: path) { db in
            try db.execute(sql: "DELETE FROM key_values WHERE key = ?", arguments: [key])
            return db.changesCount
        }
        if removed == 0 { throw .keyNotFound(key) }
    }

    public func contains(_ key: String) async throws(StorageError) -> Bool {
        try StorageKey.validate(key)
        return try await SQLiteConnection.read(pool, path: path) { db in
            try Bool.fetchOne(db, sql: "SELECT EXISTS(SELECT 1 FROM key_values WHERE key = ?)", arguments: [key])
                ?? false
        }
    }

    public func keys() async throws(StorageError) -> [String] {
        try await SQLiteConnection.read(pool, path: path) { db in
            try String.fetchAll(db, sql: "SELECT key FROM key_values ORDER BY key")
        }
    }

    /// Closes the connections; later calls fail. Without it they close when the store is released.
    public func close() throws(StorageError) {
        // See AppDataStore.close(): fold the WAL into the main file before closing.
        _ = try? pool.writeWithoutTransaction { db in try db.checkpoint(.truncate) }
        do { try pool.close() } catch { throw SQLiteConnection.map(error, path: path) }
    }
}
