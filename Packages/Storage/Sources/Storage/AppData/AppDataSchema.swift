import Foundation
import GRDB

/// The tables behind every ``AppDataStore``. Created with `IF NOT EXISTS` inside an immediate
/// transaction, so instances and processes opening a new file at once do not race.
enum AppDataSchema {
    /// Change records kept for observers that lag behind; older ones are pruned on write.
    static let retainedChanges: Int64 = 10_000

    static func create(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE IF NOT EXISTS app_elements (
                    position INTEGER PRIMARY KEY,
                    collection TEXT NOT NULL,
                    key TEXT NOT NULL,
                    version INTEGER NOT NULL,
                    body BLOB NOT NULL,
                    UNIQUE (collection, key));
                CREATE TABLE IF NOT EXISTS app_changes (
                    sequence INTEGER PRIMARY KEY AUTOINCREMENT,
                    collection TEXT NOT NULL,
                    kind TEXT NOT NULL,
                    keys TEXT NOT NULL);
                """)
    }

    /// Records a committed change in the same transaction as the change itself, so an observer
    /// can never see one without the other.
    static func record(_ db: Database, collection: String, kind: StorageChange.Kind, keys: [String]) throws {
        let encodedKeys = String(decoding: (try? JSONEncoderForKeys.encode(keys)) ?? Array("[]".utf8), as: UTF8.self)
        try db.execute(
            sql: "INSERT INTO app_changes (collection, kind, keys) VALUES (?, ?, ?)",
            arguments: [collection, kind.rawValue, encodedKeys])
        let newest = db.lastInsertedRowID
        try db.execute(sql: "DELETE FROM app_changes WHERE sequence <= ?", arguments: [newest - retainedChanges])
    }
}

/// Keys lists in change records are JSON arrays of strings.
enum JSONEncoderForKeys {
    static func encode(_ keys: [String]) throws -> [UInt8] { Array(try JSONEncoder().encode(keys)) }
    static func decode(_ text: String) -> [String] {
        (try? JSONDecoder().decode([String].self, from: Data(text.utf8))) ?? []
    }
}
