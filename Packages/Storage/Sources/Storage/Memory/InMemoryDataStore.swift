import Foundation

/// A ``DataStore`` in memory, for tests and previews. It keeps the encoded JSON rather than the
/// values, so it fails on the same undecodable reads as the persistent stores.
public actor InMemoryDataStore: DataStore {
    private var values: [String: Data] = [:]

    public init() {}

    public func store<Value: Encodable & Sendable>(_ value: Value, for key: String) throws(StorageError) {
        try StorageKey.validate(key)
        values[key] = try ValueCoding.encode(value, key: key)
    }

    public func fetch<Value: Decodable & Sendable>(_ type: Value.Type, for key: String) throws(StorageError) -> Value {
        try StorageKey.validate(key)
        guard let data = values[key] else { throw .keyNotFound(key) }
        return try ValueCoding.decode(type, from: data, key: key)
    }

    public func delete(_ key: String) throws(StorageError) {
        try StorageKey.validate(key)
        guard values.removeValue(forKey: key) != nil else { throw .keyNotFound(key) }
    }

    public func contains(_ key: String) throws(StorageError) -> Bool {
        try StorageKey.validate(key)
        return values[key] != nil
    }

    public func keys() -> [String] { values.keys.sorted() }
}
