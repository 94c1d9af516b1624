import BigNum
import Foundation

/// The `Encoder` that ``CandidEncoder`` hands to `encode(to:)`: it collects a Swift value as a
/// ``CandidValue`` with its type, which the binary writer then serialises.
final class CodableValueEncoder: Encoder {
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    let storage = EncodingStorage()

    init(codingPath: [any CodingKey]) { self.codingPath = codingPath }

    func result(isEnum: Bool) throws -> (CandidValue, CandidType) {
        storage.isEnum = isEnum
        return try storage.result(path: { codingPath })
    }

    func container<Key: CodingKey>(keyedBy _: Key.Type) -> KeyedEncodingContainer<Key> {
        if storage.kind != .keyed {
            storage.kind = .keyed
            storage.entries = []
        }
        return KeyedEncodingContainer(KeyedEncoding<Key>(storage: storage, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if storage.kind != .unkeyed {
            storage.kind = .unkeyed
            storage.elements = []
        }
        return UnkeyedEncoding(storage: storage, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleEncoding(storage: storage, codingPath: codingPath)
    }
}

private func child<T: Encodable>(_ value: T, path: [any CodingKey]) throws -> EncodingStorage {
    let storage = EncodingStorage()
    let (candidValue, type) = try EncodingSupport.encode(value, path: path)
    storage.setSingle(candidValue, type)
    return storage
}

private struct KeyedEncoding<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let storage: EncodingStorage
    let codingPath: [any CodingKey]

    private func append(_ key: any CodingKey, _ entry: EncodingStorage) {
        // Encoding the same key twice keeps the last value, as Foundation's encoders do. Keys
        // are the same when they are spelled the same and state the same id (two keys spelled
        // `_2` may mean two fields); two names with one hash are an error found later, not one
        // value lost.
        if let index = storage.entries.firstIndex(where: {
            $0.key.stringValue == key.stringValue && $0.key.statedID == key.statedID
        }) {
            storage.entries.remove(at: index)
        }
        storage.entries.append((key, entry))
    }

    func encodeNil(forKey key: Key) throws {
        let entry = EncodingStorage()
        entry.setSingle(.opt(nil), .opt(.empty))
        append(key, entry)
    }

    func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        append(key, try child(value, path: codingPath + [key]))
    }

    func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
        append(key, try child(value, path: codingPath + [key]))
    }
    // The protocol's concrete overloads default to skipping `nil`, which would drop the field
    // from the type; route them through the generic version so `nil` encodes as `null : opt T`.
    func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { try present(value, key) }
    func encodeIfPresent(_ value: String?, forKey key: Key) throws { try present(value, key) }
    func encodeIfPresent(_ value: Double?, forKey key: Key) throws { try present(value, key) }
    func encodeIfPresent(_ value: Float?, forKey key: Key) throws { try present(value, key) }
    func encodeIfPresent(_ value: Int?, forKey key: Key) throws { try present(value, key) }
    func encodeIfPresent(_ value: Int8?, forKey key: Key) throws { try present(value, key) }
    func encodeIfPresent(_ value: Int16?, forKey key: Key) throws { try present(value, key) }
    func encodeIfPresent(_ value: Int32?, forKey key: Key) throws { try present(value, key) }
    func encodeIfPresent(_ value: Int64?, forKey key: Key) throws { try present(value, key) }
    func encodeIfPresent(_ value: UInt?, forKey key: Key) throws { try present(value, key) }
    func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws { try present(value, key) }
    func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws { try present(value, key) }
    func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws { try present(value, key) }
    func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws { try present(value, key) }
    private func present<T: Encodable>(_ value: T?, _ key: Key) throws {
        append(key, try child(value, path: codingPath + [key]))
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        let entry = EncodingStorage()
        entry.kind = .keyed
        append(key, entry)
        return KeyedEncodingContainer(KeyedEncoding<NestedKey>(storage: entry, codingPath: codingPath + [key]))
    }

    func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let entry = EncodingStorage()
        entry.kind = .unkeyed
        append(key, entry)
        return UnkeyedEncoding(storage: entry, codingPath: codingPath + [key])
    }

    func superEncoder() -> any Encoder { SuperEncoder(parent: self, key: CandidCodingKey(stringValue: "super")) }
    func superEncoder(forKey key: Key) -> any Encoder { SuperEncoder(parent: self, key: key) }

    fileprivate func attach(_ key: any CodingKey, _ encoder: CodableValueEncoder) {
        append(key, encoder.storage)
    }
}

private struct SuperEncoder<Key: CodingKey>: Encoder {
    let parent: KeyedEncoding<Key>
    let key: any CodingKey
    var codingPath: [any CodingKey] { parent.codingPath + [key] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    private func make() -> CodableValueEncoder {
        let encoder = CodableValueEncoder(codingPath: codingPath)
        parent.attach(key, encoder)
        return encoder
    }
    func container<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        make().container(keyedBy: type)
    }
    func unkeyedContainer() -> any UnkeyedEncodingContainer { make().unkeyedContainer() }
    func singleValueContainer() -> any SingleValueEncodingContainer { make().singleValueContainer() }
}

private struct UnkeyedEncoding: UnkeyedEncodingContainer {
    let storage: EncodingStorage
    let codingPath: [any CodingKey]
    var count: Int { storage.elements.count }

    private func append(_ entry: EncodingStorage) {
        storage.elements.append(entry)
    }

    func encodeNil() throws {
        let entry = EncodingStorage()
        entry.setSingle(.opt(nil), .opt(.empty))
        append(entry)
    }

    func encode<T: Encodable>(_ value: T) throws {
        append(try child(value, path: codingPath + [CandidCodingKey(intValue: count)]))
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let entry = EncodingStorage()
        entry.kind = .keyed
        let path = codingPath + [CandidCodingKey(intValue: count)]
        append(entry)
        return KeyedEncodingContainer(KeyedEncoding<NestedKey>(storage: entry, codingPath: path))
    }

    func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let entry = EncodingStorage()
        entry.kind = .unkeyed
        let path = codingPath + [CandidCodingKey(intValue: count)]
        append(entry)
        return UnkeyedEncoding(storage: entry, codingPath: path)
    }

    func superEncoder() -> any Encoder {
        let encoder = CodableValueEncoder(codingPath: codingPath + [CandidCodingKey(intValue: count)])
        append(encoder.storage)
        return encoder
    }
}

private struct SingleEncoding: SingleValueEncodingContainer {
    let storage: EncodingStorage
    let codingPath: [any CodingKey]

    func encodeNil() throws { storage.setSingle(.opt(nil), .opt(.empty)) }

    func encode<T: Encodable>(_ value: T) throws {
        let (candidValue, type) = try EncodingSupport.encode(value, path: codingPath)
        storage.setSingle(candidValue, type)
    }
}
