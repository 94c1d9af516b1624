/// Why a store refused or failed an operation. Every failure is reported: a missing key, a value
/// that no longer decodes or a full disk is never turned into `nil` or an empty list, which is
/// how Heimdall-style stores lose data on the next write.
public enum StorageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The key is empty, too long, or holds control characters (see ``StorageKey``).
    case invalidKey(String, reason: String)
    /// Nothing is stored under the key.
    case keyNotFound(String)
    /// The bytes under the key do not decode as the requested type; they are left untouched.
    case undecodable(key: String, type: String, reason: String)
    /// The value could not be encoded to JSON.
    case unencodable(key: String, type: String, reason: String)
    /// The file is not a SQLite database, or its pages are damaged.
    case corruptDatabase(path: String, reason: String)
    /// The disk (or the configured `maximumPageCount`) is full; the transaction was rolled back.
    case diskFull(path: String)
    /// Another connection held the write lock for longer than the busy timeout.
    case busy(path: String)
    /// A file-system call failed (disk store, temp files, directories).
    case fileSystem(path: String, reason: String)
    /// Any other SQLite failure, with SQLite's own message.
    case database(path: String, code: Int32, message: String)
    /// The passphrase does not open this secure store (its check value fails to authenticate).
    case wrongPassphrase
    /// The caller key does not open this secure store.
    case wrongKey
    /// A stored ciphertext failed authentication: it was modified, or moved from another key.
    case tampered(key: String)
    /// A cryptographic primitive failed (random source, key derivation, cipher setup).
    case crypto(String)
    /// A stored element was written with a schema version this code cannot read.
    case unsupportedSchemaVersion(key: String, stored: Int, current: Int)
    /// A stored element of an older schema version could not be migrated.
    case migrationFailed(key: String, from: Int, to: Int, reason: String)
    /// The store was closed.
    case closed

    public var description: String {
        switch self {
        case .invalidKey(let key, let reason): return "invalid key \(key.debugDescription): \(reason)"
        case .keyNotFound(let key): return "no value stored under key \(key.debugDescription)"
        case .undecodable(let key, let type, let reason):
            return "the value under key \(key.debugDescription) does not decode as \(type): \(reason)"
        case .unencodable(let key, let type, let reason):
            return "a \(type) for key \(key.debugDescription) could not be encoded: \(reason)"
        case .corruptDatabase(let path, let reason): return "\(path) is not a usable SQLite database: \(reason)"
        case .diskFull(let path): return "\(path): database or disk is full; the write was rolled back"
        case .busy(let path): return "\(path): the database stayed locked by another writer past the busy timeout"
        case .fileSystem(let path, let reason): return "\(path): \(reason)"
        case .database(let path, let code, let message): return "\(path): SQLite error \(code): \(message)"
        case .wrongPassphrase: return "the passphrase does not open this secure store"
        case .wrongKey: return "the key does not open this secure store"
        case .tampered(let key):
            return "the encrypted value under key \(key.debugDescription) failed authentication (modified or moved)"
        case .crypto(let reason): return "cryptographic failure: \(reason)"
        case .unsupportedSchemaVersion(let key, let stored, let current):
            return "element \(key.debugDescription) has schema version \(stored); this code reads up to \(current)"
        case .migrationFailed(let key, let from, let to, let reason):
            return
                "element \(key.debugDescription) could not be migrated from schema version \(from) to \(to): \(reason)"
        case .closed: return "the store is closed"
        }
    }
}
