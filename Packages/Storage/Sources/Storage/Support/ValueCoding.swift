import Foundation

/// The one JSON form every store writes: sorted keys, so equal values give equal bytes.
enum ValueCoding {
    static func encode<Value: Encodable>(_ value: Value, key: String) throws(StorageError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do { return try encoder.encode(value) } catch {
            throw .unencodable(key: key, type: String(describing: Value.self), reason: String(describing: error))
        }
    }

    static func decode<Value: Decodable>(_ type: Value.Type, from data: Data, key: String) throws(StorageError) -> Value
    {
        do { return try JSONDecoder().decode(type, from: data) } catch {
            throw .undecodable(key: key, type: String(describing: Value.self), reason: String(describing: error))
        }
    }
}
