import BigInt
import BigNum
import ByteTools

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The encoder's settings, shared by every nested encoder of one `encode` call.
final class EncodingContext {
    let encoder: CBOREncoder
    let userInfo: [CodingUserInfoKey: Any]

    init(_ encoder: CBOREncoder) {
        self.encoder = encoder
        self.userInfo = encoder.userInfo.mapValues { $0 as Any }
            // Types with a text and a byte form (principals) choose bytes in CBOR.
            .merging([.binaryFormat: true]) { given, _ in given }
    }

    /// The map key for `key` in the container at `pathNode` (which does not include `key`).
    func mapKey(for key: any CodingKey, pathNode: CodingPathNode) -> CBOR {
        let effective: any CodingKey
        switch encoder.keyEncodingStrategy {
        case .useDefaultKeys:
            effective = key
        case .convertToSnakeCase:
            if encoder.usesIntegerKeys, let integer = key.intValue { return CBOR(integer) }
            return .text(KeyCaseConversion.snakeCased(key.stringValue))
        case .custom(let transform):
            effective = transform(pathNode.path + [key])
        }
        if encoder.usesIntegerKeys, let integer = effective.intValue { return CBOR(integer) }
        return .text(effective.stringValue)
    }
}

/// The `Encoder` handed to `encode(to:)`. It records one node: a single value or a container.
final class EncoderImplementation: Encoder {
    let context: EncodingContext
    let pathNode: CodingPathNode
    @exclusivity(unchecked) var node: EncodedNode?

    var codingPath: [any CodingKey] { pathNode.path }
    var userInfo: [CodingUserInfoKey: Any] { context.userInfo }

    init(context: EncodingContext, pathNode: CodingPathNode) {
        self.context = context
        self.pathNode = pathNode
    }

    static func topLevelNode<Value: Encodable>(for value: Value, context: EncodingContext) throws -> EncodedNode {
        let encoder = EncoderImplementation(context: context, pathNode: .root)
        guard let node = try encoder.box(value, pathNode: .root) else {
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(
                    codingPath: [], debugDescription: "Top-level \(Value.self) did not encode any values.")
            )
        }
        return node
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let map: MapNode
        if case .map(let existing) = node {
            map = existing
        } else {
            map = MapNode()
            node = .map(map)
        }
        return KeyedEncodingContainer(KeyedEncoding<Key>(encoder: self, map: map, pathNode: pathNode))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let array: ArrayNode
        if case .array(let existing) = node {
            array = existing
        } else {
            array = ArrayNode()
            node = .array(array)
        }
        return UnkeyedEncoding(encoder: self, array: array, pathNode: pathNode)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueEncoding(encoder: self, pathNode: pathNode)
    }

    // MARK: Boxing

    /// The node for any encodable value; `nil` when its `encode(to:)` wrote nothing.
    ///
    /// Types with a natural CBOR form are recognised by comparing metatypes, which is much
    /// cheaper than a dynamic cast for the many values that are none of them.
    func box<Value: Encodable>(_ value: Value, pathNode: CodingPathNode) throws -> EncodedNode? {
        let type = Value.self
        if type == Data.self, let data = value as? Data {
            return .value(.bytes([UInt8](data)))
        }
        if type == [UInt8].self, context.encoder.byteArrayEncodingStrategy == .byteString, let bytes = value as? [UInt8]
        {
            return .value(.bytes(bytes))
        }
        if type == Date.self, let date = value as? Date {
            return try boxDate(date, pathNode: pathNode)
        }
        if type == CBOR.self, let cbor = value as? CBOR {
            return .value(cbor)
        }
        if type == BigInt.self, let big = value as? BigInt {
            return .value(CBOR(bigInt: big, alwaysTagged: context.encoder.bigIntegerEncodingStrategy == .alwaysTagged))
        }
        if type == BigUInt.self, let big = value as? BigUInt {
            return .value(CBOR(bigUInt: big, alwaysTagged: context.encoder.bigIntegerEncodingStrategy == .alwaysTagged))
        }
        if type == URL.self, let url = value as? URL {
            return .value(.text(url.absoluteString))
        }
        let encoder = EncoderImplementation(context: context, pathNode: pathNode)
        try value.encode(to: encoder)
        return encoder.node
    }

    func boxOrEmpty<Value: Encodable>(_ value: Value, pathNode: CodingPathNode) throws -> EncodedNode {
        // A nested value that encoded nothing still occupies its key or position; Foundation's
        // coders write an empty container there too.
        try box(value, pathNode: pathNode) ?? .value(.map(CBORMap()))
    }

    private func boxDate(_ date: Date, pathNode: CodingPathNode) throws -> EncodedNode? {
        let seconds = date.timeIntervalSince1970
        switch context.encoder.dateEncodingStrategy {
        case .epochDateTime:
            return .value(CBOR(epochDateTime: date))
        case .standardDateTime:
            guard let value = CBOR(standardDateTime: date) else { throw Self.unrepresentable(date, pathNode.path) }
            return .value(value)
        case .secondsSince1970:
            return .value(Self.number(seconds))
        case .millisecondsSince1970:
            return .value(Self.number(seconds * 1000))
        case .rfc3339:
            guard let text = RFC3339.string(secondsSince1970: seconds) else {
                throw Self.unrepresentable(date, pathNode.path)
            }
            return .value(.text(text))
        case .deferredToDate:
            let encoder = EncoderImplementation(context: context, pathNode: pathNode)
            try date.encode(to: encoder)
            return encoder.node
        case .custom(let closure):
            let encoder = EncoderImplementation(context: context, pathNode: pathNode)
            try closure(date, encoder)
            return encoder.node
        }
    }

    private static func unrepresentable(_ date: Date, _ codingPath: [any CodingKey]) -> EncodingError {
        .invalidValue(
            date,
            EncodingError.Context(
                codingPath: codingPath,
                debugDescription: "\(date) is outside the years 0000-9999 that RFC 3339 text can write"))
    }

    /// An integer when the number is whole and fits in 64 bits, else a float.
    static func number(_ value: Double) -> CBOR {
        if value.rounded() == value, let whole = Int64(exactly: value) { return CBOR(whole) }
        return .float(value)
    }
}

// MARK: Containers

struct KeyedEncoding<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: EncoderImplementation
    let map: MapNode
    let pathNode: CodingPathNode

    var codingPath: [any CodingKey] { pathNode.path }

    private func mapKey(_ key: any CodingKey) -> CBOR {
        encoder.context.mapKey(for: key, pathNode: pathNode)
    }

    private func set(_ value: CBOR, _ key: Key) {
        map.set(mapKey(key), .value(value))
    }

    mutating func encodeNil(forKey key: Key) throws { set(.null, key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { set(.bool(value), key) }
    mutating func encode(_ value: String, forKey key: Key) throws { set(.text(value), key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { set(.float(value), key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { set(.float(Double(value)), key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { set(CBOR(value), key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { set(CBOR(value), key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { set(CBOR(value), key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { set(CBOR(value), key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { set(CBOR(value), key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { set(.unsigned(UInt64(value)), key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { set(.unsigned(UInt64(value)), key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { set(.unsigned(UInt64(value)), key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { set(.unsigned(UInt64(value)), key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { set(.unsigned(value), key) }

    mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
        let node = try encoder.boxOrEmpty(value, pathNode: pathNode.appending(key))
        map.set(mapKey(key), node)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        let child = MapNode()
        map.set(mapKey(key), .map(child))
        return KeyedEncodingContainer(
            KeyedEncoding<NestedKey>(encoder: encoder, map: child, pathNode: pathNode.appending(key)))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let child = ArrayNode()
        map.set(mapKey(key), .array(child))
        return UnkeyedEncoding(encoder: encoder, array: child, pathNode: pathNode.appending(key))
    }

    mutating func superEncoder() -> any Encoder {
        superEncoder(codingKey: CBORCodingKey.super)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        superEncoder(codingKey: key)
    }

    private func superEncoder(codingKey: any CodingKey) -> any Encoder {
        let child = EncoderImplementation(context: encoder.context, pathNode: pathNode.appending(codingKey))
        map.set(mapKey(codingKey), .deferred(child))
        return child
    }
}

struct UnkeyedEncoding: UnkeyedEncodingContainer {
    let encoder: EncoderImplementation
    let array: ArrayNode
    let pathNode: CodingPathNode

    var codingPath: [any CodingKey] { pathNode.path }

    var count: Int { array.items.count }

    private func append(_ value: CBOR) { array.items.append(.value(value)) }

    mutating func encodeNil() throws { append(.null) }
    mutating func encode(_ value: Bool) throws { append(.bool(value)) }
    mutating func encode(_ value: String) throws { append(.text(value)) }
    mutating func encode(_ value: Double) throws { append(.float(value)) }
    mutating func encode(_ value: Float) throws { append(.float(Double(value))) }
    mutating func encode(_ value: Int) throws { append(CBOR(value)) }
    mutating func encode(_ value: Int8) throws { append(CBOR(value)) }
    mutating func encode(_ value: Int16) throws { append(CBOR(value)) }
    mutating func encode(_ value: Int32) throws { append(CBOR(value)) }
    mutating func encode(_ value: Int64) throws { append(CBOR(value)) }
    mutating func encode(_ value: UInt) throws { append(.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt8) throws { append(.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt16) throws { append(.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt32) throws { append(.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt64) throws { append(.unsigned(value)) }

    mutating func encode<Value: Encodable>(_ value: Value) throws {
        let node = try encoder.boxOrEmpty(value, pathNode: pathNode.appending(index: count))
        array.items.append(node)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
        NestedKey
    > {
        let child = MapNode()
        let path = pathNode.appending(index: count)
        array.items.append(.map(child))
        return KeyedEncodingContainer(KeyedEncoding<NestedKey>(encoder: encoder, map: child, pathNode: path))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let child = ArrayNode()
        let path = pathNode.appending(index: count)
        array.items.append(.array(child))
        return UnkeyedEncoding(encoder: encoder, array: child, pathNode: path)
    }

    mutating func superEncoder() -> any Encoder {
        let child = EncoderImplementation(context: encoder.context, pathNode: pathNode.appending(index: count))
        array.items.append(.deferred(child))
        return child
    }
}

struct SingleValueEncoding: SingleValueEncodingContainer {
    let encoder: EncoderImplementation
    let pathNode: CodingPathNode

    var codingPath: [any CodingKey] { pathNode.path }

    private func set(_ value: CBOR) { encoder.node = .value(value) }

    mutating func encodeNil() throws { set(.null) }
    mutating func encode(_ value: Bool) throws { set(.bool(value)) }
    mutating func encode(_ value: String) throws { set(.text(value)) }
    mutating func encode(_ value: Double) throws { set(.float(value)) }
    mutating func encode(_ value: Float) throws { set(.float(Double(value))) }
    mutating func encode(_ value: Int) throws { set(CBOR(value)) }
    mutating func encode(_ value: Int8) throws { set(CBOR(value)) }
    mutating func encode(_ value: Int16) throws { set(CBOR(value)) }
    mutating func encode(_ value: Int32) throws { set(CBOR(value)) }
    mutating func encode(_ value: Int64) throws { set(CBOR(value)) }
    mutating func encode(_ value: UInt) throws { set(.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt8) throws { set(.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt16) throws { set(.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt32) throws { set(.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt64) throws { set(.unsigned(value)) }

    mutating func encode<Value: Encodable>(_ value: Value) throws {
        encoder.node = try encoder.boxOrEmpty(value, pathNode: pathNode)
    }
}
