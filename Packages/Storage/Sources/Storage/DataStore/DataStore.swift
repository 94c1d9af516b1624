/// A key-value store for `Codable` values. Values are JSON; a missing key, an undecodable value
/// and an invalid key are distinct errors, never `nil`.
public protocol DataStore: Sendable {
    /// Stores `value` under `key`, replacing what was there, atomically.
    func store<Value: Encodable & Sendable>(_ value: Value, for key: String) async throws(StorageError)
    /// The value under `key`; ``StorageError/keyNotFound(_:)`` when there is none,
    /// ``StorageError/undecodable(key:type:reason:)`` when it is not a `Value`.
    func fetch<Value: Decodable & Sendable>(_ type: Value.Type, for key: String) async throws(StorageError) -> Value
    /// Removes `key`; ``StorageError/keyNotFound(_:)`` when there was nothing to remove.
    func delete(_ key: String) async throws(StorageError)
    /// Whether a value is stored under `key`.
    func contains(_ key: String) async throws(StorageError) -> Bool
    /// Every key, sorted.
    func keys() async throws(StorageError) -> [String]
}

extension DataStore {
    /// The value under `key`, or nil when nothing is stored there. Undecodable values still throw.
    public func fetchIfPresent<Value: Decodable & Sendable>(_ type: Value.Type, for key: String)
        async throws(StorageError) -> Value?
    {
        do { return try await fetch(type, for: key) } catch .keyNotFound { return nil }
    }
}
