import BigInt
import Foundation

/// Finds the Candid type of a `Decodable` Swift type by running its `init(from:)` against a
/// decoder that records what is asked for: that is how a `nil` optional struct or an empty
/// array still gets its real type. Enums cannot be probed (Codable does not list their
/// cases); types containing them need ``CandidTypeProviding`` or fall back to the value.
enum TypeProbe {
    static func type(of swiftType: Any.Type) -> CandidType? {
        if let special = specialType(swiftType) { return special }
        if let dictionary = swiftType as? any CandidEncodableDictionary.Type {
            return .vec(
                .tuple([type(of: dictionary.candidKeyType) ?? .empty, type(of: dictionary.candidValueType) ?? .empty]))
        }
        guard let decodable = swiftType as? any Decodable.Type, swiftType != CandidFunctionReference.self else {
            return nil
        }
        // A vector of structs asks once per element; the answer depends only on the type.
        if let known = ProbeCache.shared.lookup(swiftType) { return known }
        let probe = ProbeDecoder(depth: 0)
        let result: CandidType? = (try? decodable.init(from: probe)) != nil ? probe.box.type : nil
        ProbeCache.shared.store(swiftType, result)
        return result
    }

    static func specialType(_ swiftType: Any.Type) -> CandidType? {
        if let providing = swiftType as? any CandidTypeProviding.Type { return providing.candidType }
        switch swiftType {
        case is Bool.Type: return .bool
        case is String.Type: return .text
        case is Int.Type, is Int64.Type: return .int64
        case is Int8.Type: return .int8
        case is Int16.Type: return .int16
        case is Int32.Type: return .int32
        case is UInt.Type, is UInt64.Type: return .nat64
        case is UInt8.Type: return .nat8
        case is UInt16.Type: return .nat16
        case is UInt32.Type: return .nat32
        case is Float.Type: return .float32
        case is Double.Type: return .float64
        case is BigInt.Type: return .int
        case is BigUInt.Type: return .nat
        case is Data.Type, is [UInt8].Type: return .blob
        case is CandidPrincipal.Type: return .principal
        case is CandidNull.Type: return .null
        case is CandidReserved.Type: return .reserved
        default: return nil
        }
    }
}

/// Probed types by Swift type, shared by all encoders and decoders (types do not change at
/// run time). Guarded by a lock because coders may run on any thread.
final class ProbeCache: @unchecked Sendable {
    static let shared = ProbeCache()
    private let lock = NSLock()
    private var types: [ObjectIdentifier: CandidType?] = [:]

    /// The cached answer (which may be "cannot be probed"), or nil when the type is new.
    func lookup(_ type: Any.Type) -> CandidType?? {
        lock.lock()
        defer { lock.unlock() }
        return types[ObjectIdentifier(type)]
    }

    func store(_ type: Any.Type, _ result: CandidType?) {
        lock.lock()
        defer { lock.unlock() }
        types[ObjectIdentifier(type)] = .some(result)
    }
}

final class ProbeBox {
    var type: CandidType = .reserved
}

private struct ProbeFailure: Error {}

struct ProbeDecoder: Decoder {
    let box = ProbeBox()
    let depth: Int
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] = [:]

    init(depth: Int) { self.depth = depth }

    static func probe<T: Decodable>(_: T.Type, depth: Int) throws -> (T, CandidType) {
        guard depth < 32 else { throw ProbeFailure() }
        // A func's signature is not in its Swift type: the type around it must state it.
        if T.self == CandidFunctionReference.self { throw ProbeFailure() }
        if let special = TypeProbe.specialType(T.self) {
            if let value = placeholder(T.self) { return (value, special) }
            // A CandidTypeProviding type (typically an enum): build a value of its stated type
            // and decode it, which gives an instance without knowing its cases.
            if let value = try? DecodingSupport.decode(T.self, from: CandidValue.placeholder(for: special), path: []) {
                return (value, special)
            }
        }
        if let dictionary = T.self as? any CandidDecodableDictionary.Type, let candidType = TypeProbe.type(of: T.self),
            let value = try dictionary.candidDecode([], path: []) as? T
        {
            return (value, candidType)
        }
        let decoder = ProbeDecoder(depth: depth + 1)
        let value = try T(from: decoder)
        return (value, decoder.box.type)
    }

    /// A value of a special type for the probe to hand back (types compared exactly, since
    /// `as?` would happily turn an empty array of one type into another).
    static func placeholder<T>(_: T.Type) -> T? {
        let values: [(Any.Type, Any)] = [
            (Bool.self, false), (String.self, ""), (Int.self, 0 as Int), (Int8.self, 0 as Int8),
            (Int16.self, 0 as Int16),
            (Int32.self, 0 as Int32), (Int64.self, 0 as Int64), (UInt.self, 0 as UInt), (UInt8.self, 0 as UInt8),
            (UInt16.self, 0 as UInt16), (UInt32.self, 0 as UInt32), (UInt64.self, 0 as UInt64),
            (Float.self, 0 as Float),
            (Double.self, 0 as Double), (BigInt.self, BigInt(0)), (BigUInt.self, BigUInt(0)), (Data.self, Data()),
            ([UInt8].self, [UInt8]()), (CandidNull.self, CandidNull()), (CandidReserved.self, CandidReserved()),
        ]
        for (type, value) in values where type == T.self { return value as? T }
        if T.self == CandidPrincipal.self { return (try? CandidPrincipal(bytes: [])) as? T }
        return nil
    }

    func container<Key: CodingKey>(keyedBy _: Key.Type) throws -> KeyedDecodingContainer<Key> {
        box.type = .record([])
        return KeyedDecodingContainer(ProbeKeyed<Key>(decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        box.type = .vec(.empty)
        return ProbeUnkeyed(decoder: self)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { ProbeSingle(decoder: self) }

    func addField(_ key: any CodingKey, _ type: CandidType) {
        guard case .record(var fields) = box.type else { return }
        fields.append(CandidFieldType(key.candidLabel, type))
        box.type = .record(fields)
    }
}

private struct ProbeKeyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: ProbeDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }
    var allKeys: [Key] { [] }
    func contains(_ key: Key) -> Bool { true }
    func decodeNil(forKey key: Key) throws -> Bool {
        decoder.addField(key, .opt(.empty))
        return true
    }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let (value, candidType) = try ProbeDecoder.probe(T.self, depth: decoder.depth)
        decoder.addField(key, candidType)
        return value
    }
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        let (_, candidType) = try ProbeDecoder.probe(T.self, depth: decoder.depth)
        decoder.addField(key, .opt(candidType))
        return nil
    }
    // The protocol's concrete overloads default to `contains` + `decodeNil`, which would lose
    // the content type; route them through the generic version.
    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        try decodeIfPresent(type as Bool.Type, key)
    }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        try decodeIfPresent(type as String.Type, key)
    }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        try decodeIfPresent(type as Double.Type, key)
    }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? {
        try decodeIfPresent(type as Float.Type, key)
    }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        try decodeIfPresent(type as Int.Type, key)
    }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? {
        try decodeIfPresent(type as Int8.Type, key)
    }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? {
        try decodeIfPresent(type as Int16.Type, key)
    }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? {
        try decodeIfPresent(type as Int32.Type, key)
    }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? {
        try decodeIfPresent(type as Int64.Type, key)
    }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? {
        try decodeIfPresent(type as UInt.Type, key)
    }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? {
        try decodeIfPresent(type as UInt8.Type, key)
    }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? {
        try decodeIfPresent(type as UInt16.Type, key)
    }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? {
        try decodeIfPresent(type as UInt32.Type, key)
    }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? {
        try decodeIfPresent(type as UInt64.Type, key)
    }
    private func decodeIfPresent<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T? {
        let (_, candidType) = try ProbeDecoder.probe(T.self, depth: decoder.depth)
        decoder.addField(key, .opt(candidType))
        return nil
    }
    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        throw ProbeFailure()
    }
    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer { throw ProbeFailure() }
    func superDecoder() throws -> any Decoder { throw ProbeFailure() }
    func superDecoder(forKey key: Key) throws -> any Decoder { throw ProbeFailure() }
}

private struct ProbeUnkeyed: UnkeyedDecodingContainer {
    let decoder: ProbeDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }
    var count: Int? { nil }
    var currentIndex = 0
    // One element is asked for, to learn the element type; then the array is "empty".
    var isAtEnd: Bool { currentIndex > 0 }
    mutating func decodeNil() throws -> Bool {
        currentIndex += 1
        return true
    }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let (value, candidType) = try ProbeDecoder.probe(T.self, depth: decoder.depth)
        decoder.box.type = .vec(candidType)
        currentIndex += 1
        return value
    }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<
        NestedKey
    > { throw ProbeFailure() }
    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { throw ProbeFailure() }
    mutating func superDecoder() throws -> any Decoder { throw ProbeFailure() }
}

private struct ProbeSingle: SingleValueDecodingContainer {
    let decoder: ProbeDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }
    func decodeNil() -> Bool {
        decoder.box.type = .opt(.empty)
        return false
    }
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let (value, candidType) = try ProbeDecoder.probe(T.self, depth: decoder.depth)
        if case .opt(.empty) = decoder.box.type {
            decoder.box.type = .opt(candidType)
        } else {
            decoder.box.type = candidType
        }
        return value
    }
}
