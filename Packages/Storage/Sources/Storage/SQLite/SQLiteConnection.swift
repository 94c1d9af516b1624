import Foundation
import GRDB

/// Opening a WAL database pool and translating GRDB's errors into ``StorageError``. Shared by
/// ``SQLiteDataStore`` and ``AppDataStore``.
enum SQLiteConnection {
    static func openPool(path: String, configuration: SQLiteConfiguration, label: String) throws(StorageError)
        -> DatabasePool
    {
        var config = Configuration()
        config.label = label
        let components = configuration.busyTimeout.components
        config.busyMode = .timeout(Double(components.seconds) + Double(components.attoseconds) / 1e18)
        let pageLimit = configuration.maximumPageCount
        let synchronous = configuration.synchronousFull ? "FULL" : "NORMAL"
        config.prepareDatabase { db in
            try db.execute(sql: "PRAGMA synchronous = \(synchronous)")
            if let pageLimit { _ = try Int.fetchOne(db, sql: "PRAGMA max_page_count = \(pageLimit)") }
        }
        do {
            // DatabasePool puts the file in WAL mode: readers never block the writer.
            let pool = try DatabasePool(path: path, configuration: config)
            // Opening is lazy about the pages; read the schema now so a damaged file fails here.
            try pool.read { db in _ = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") }
            return pool
        } catch {
            throw map(error, path: path)
        }
    }

    /// Runs `body` in a `BEGIN IMMEDIATE` transaction on the pool's writer: the write lock is
    /// taken before anything is read, so a read-modify-write cannot interleave with another
    /// connection's, and the whole body commits or nothing does.
    static func immediateWrite<T: Sendable>(
        _ pool: DatabasePool, path: String, _ body: @escaping @Sendable (Database) throws -> T
    ) async throws(StorageError) -> T {
        do {
            return try await pool.writeWithoutTransaction { db in
                var result: T?
                try db.inTransaction(.immediate) {
                    result = try body(db)
                    return .commit
                }
                guard let result else {
                    throw StorageError.database(path: path, code: 0, message: "transaction produced no result")
                }
                return result
            }
        } catch {
            throw map(error, path: path)
        }
    }

    static func read<T: Sendable>(
        _ pool: DatabasePool, path: String, _ body: @escaping @Sendable (Database) throws -> T
    ) async throws(StorageError) -> T {
        do { return try await pool.read(body) } catch { throw map(error, path: path) }
    }

    static func map(_ error: any Error, path: String) -> StorageError {
        if let storage = error as? StorageError { return storage }
        if let db = error as? DatabaseError {
            switch db.resultCode {
            case .SQLITE_FULL: return .diskFull(path: path)
            case .SQLITE_NOTADB, .SQLITE_CORRUPT:
                return .corruptDatabase(path: path, reason: db.message ?? "\(db.resultCode)")
            case .SQLITE_BUSY, .SQLITE_LOCKED: return .busy(path: path)
            default:
                return .database(
                    path: path, code: db.extendedResultCode.rawValue, message: db.message ?? "\(db.resultCode)")
            }
        }
        return .database(path: path, code: -1, message: String(describing: error))
    }
}
