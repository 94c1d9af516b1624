import BigNum
import Foundation

/// The `Decoder` that ``CandidDecoder`` hands to `init(from:)`: it reads a Swift value out of
/// an already decoded ``CandidValue`` (records as keyed containers, vectors as unkeyed ones).
struct CodableValueDecoder: Decoder {
    let value: CandidValue
    let codingPath: [any CodingKey]
    /// Whether `value` is the payload of a variant case, asked for by an enum's `init(from:)`.
    var isPayload = false
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy _: Key.Type) throws -> KeyedDecodingContainer<Key> {
        let fields: [CandidField]
        var isVariant = false
        var whole: CandidValue? = nil
        // A case's payload of type `opt T` (`case upgrade(UpgradeArgs?)`) is one value, read as
        // field `_0` with its `opt`: unwrapped, an `opt record` would read as the payload's fields.
        if isPayload, case .opt = value {
            return KeyedDecodingContainer(
                KeyedDecoding<Key>(
                    fields: [CandidField(.unnamed(0), value)], isVariant: false, isPayload: true, whole: nil,
                    codingPath: codingPath))
        }
        switch DecodingSupport.unwrapped(value) {
        case .record(let list):
            fields = list
            whole = .record(list)
        case .variant(let field):
            fields = [field]
            isVariant = true
            whole = .variant(field)
        case .null: fields = []
        default:
            // An enum payload that is a single value (`case ok(String)`) reads as field `_0`.
            fields = [CandidField(.unnamed(0), DecodingSupport.unwrapped(value))]
        }
        return KeyedDecodingContainer(
            KeyedDecoding<Key>(
                fields: fields, isVariant: isVariant, isPayload: isPayload, whole: whole, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        switch DecodingSupport.unwrapped(value) {
        case .vec(let elements): return UnkeyedDecoding(elements: elements, codingPath: codingPath)
        case .numbers(let numbers): return UnkeyedDecoding(elements: numbers.elements, codingPath: codingPath)
        case .blob(let bytes): return UnkeyedDecoding(elements: bytes.map { .nat8($0) }, codingPath: codingPath)
        case .record(let fields): return UnkeyedDecoding(elements: fields.map(\.value), codingPath: codingPath)
        default: throw DecodingSupport.mismatch("vec", value, codingPath)
        }
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleDecoding(value: value, codingPath: codingPath)
    }
}

private struct KeyedDecoding<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let fields: [CandidField]
    let isVariant: Bool
    /// Whether these are the fields of a variant case's payload.
    let isPayload: Bool
    /// The record or variant itself: an enum case with one unlabeled record or variant payload
    /// (`case err(TransferError)`) asks for field `_0`, which is then the whole payload.
    let whole: CandidValue?
    let codingPath: [any CodingKey]

    var allKeys: [Key] {
        fields.compactMap { field in
            // A key type that states ids (see CodingKey.statedID) is asked by id first.
            if let stated = Key(intValue: Int(field.label.id)), stated.statedID == field.label.id { return stated }
            if let name = field.label.name { return Key(stringValue: name) }
            // An id, positional (`record { nat; text }`) or not (`variant { 42 }`), is `_N` to
            // synthesized and generated Codable.
            if let key = Key(stringValue: "_\(field.label.id)") { return key }
            return Key(stringValue: String(field.label.id)) ?? Key(intValue: Int(field.label.id))
        }
    }

    func field(_ key: Key) -> CandidField? {
        let ids = key.candidIDs
        for id in ids { if let match = fields.first(where: { $0.label.id == id }) { return match } }
        return nil
    }

    func contains(_ key: Key) -> Bool { field(key) != nil }

    func require(_ key: Key) throws -> CandidValue {
        if let match = field(key) { return match.value }
        if let whole, key.stringValue == "_0" { return whole }
        guard let match = field(key) else {
            throw CandidCodingError.missingField(
                field: "\(key.stringValue) (id \(CandidLabel.hash(key.stringValue)))",
                path: CandidCodingError.pathText(codingPath))
        }
        return match.value
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        guard let match = field(key) else { return true }
        return DecodingSupport.isNil(match.value)
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        do {
            return try DecodingSupport.decode(T.self, from: try require(key), path: codingPath + [key])
        } catch {
            // `_0` of an enum payload that is a record with positional fields is ambiguous: field
            // 0 of `case pair(String, BigUInt)`, or the whole record of `case pair(CandidTuple<
            // String, BigUInt>)`. The field is tried first (it was always read so); when it does
            // not decode, the whole record is.
            guard isPayload, let whole, key.stringValue == "_0", field(key) != nil,
                let payload = try? DecodingSupport.decode(T.self, from: whole, path: codingPath + [key])
            else { throw error }
            return payload
        }
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let match = field(key), !DecodingSupport.isNil(match.value) else { return nil }
        // The `?` this returns is the field's own `opt`, so `T` decodes from its payload: an
        // `opt opt nat` field holding `opt null` is `.some(nil)` for a `BigUInt??` property.
        let payload: CandidValue
        if case .opt(let inner?) = match.value { payload = inner } else { payload = match.value }
        return try DecodingSupport.decode(T.self, from: payload, path: codingPath + [key])
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try CodableValueDecoder(value: try require(key), codingPath: codingPath + [key], isPayload: isVariant)
            .container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try CodableValueDecoder(value: try require(key), codingPath: codingPath + [key]).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        let key = CandidCodingKey(stringValue: "super")
        return CodableValueDecoder(
            value: fields.first { $0.label.id == CandidLabel.hash("super") }?.value ?? .null,
            codingPath: codingPath + [key])
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        CodableValueDecoder(value: try require(key), codingPath: codingPath + [key])
    }
}

private struct UnkeyedDecoding: UnkeyedDecodingContainer {
    let elements: [CandidValue]
    let codingPath: [any CodingKey]
    var currentIndex = 0
    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    private mutating func next() throws -> (CandidValue, [any CodingKey]) {
        guard currentIndex < elements.count else {
            throw CandidCodingError.missingField(
                field: "element \(currentIndex)", path: CandidCodingError.pathText(codingPath))
        }
        defer { currentIndex += 1 }
        return (elements[currentIndex], codingPath + [CandidCodingKey(intValue: currentIndex)])
    }

    mutating func decodeNil() throws -> Bool {
        guard currentIndex < elements.count, DecodingSupport.isNil(elements[currentIndex]) else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let (value, path) = try next()
        return try DecodingSupport.decode(T.self, from: value, path: path)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<
        NestedKey
    > {
        let (value, path) = try next()
        return try CodableValueDecoder(value: value, codingPath: path).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let (value, path) = try next()
        return try CodableValueDecoder(value: value, codingPath: path).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        let (value, path) = try next()
        return CodableValueDecoder(value: value, codingPath: path)
    }
}

private struct SingleDecoding: SingleValueDecodingContainer {
    let value: CandidValue
    let codingPath: [any CodingKey]

    func decodeNil() -> Bool { DecodingSupport.isNil(value) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try DecodingSupport.decode(T.self, from: value, path: codingPath)
    }
}
