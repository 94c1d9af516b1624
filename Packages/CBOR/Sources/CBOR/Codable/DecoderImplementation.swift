import BigInt
import BigNum
import ByteTools

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The decoder's settings, shared by every nested decoder of one `decode` call.
final class DecodingContext {
    let decoder: CBORDecoder
    let userInfo: [CodingUserInfoKey: Any]

    init(_ decoder: CBORDecoder) {
        self.decoder = decoder
        self.userInfo = decoder.userInfo.mapValues { $0 as Any }
            // Types with a text and a byte form (principals) choose bytes in CBOR.
            .merging([.binaryFormat: true]) { given, _ in given }
    }
}

/// The `Decoder` handed to `init(from:)`: one value of the decoded tree and where it sits.
final class DecoderImplementation: Decoder {
    let value: CBOR
    let context: DecodingContext
    let pathNode: CodingPathNode
    /// Where the next keyed lookup starts: fields are usually read in the order they were
    /// written, so starting after the previous match usually hits at once.
    var lookupHint = 0

    var codingPath: [any CodingKey] { pathNode.path }
    var userInfo: [CodingUserInfoKey: Any] { context.userInfo }

    init(value: CBOR, context: DecodingContext, pathNode: CodingPathNode) {
        self.value = value
        self.context = context
        self.pathNode = pathNode
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .map(let map) = value.withoutSelfDescribeTags else {
            throw DecoderImplementation.mismatch([String: CBOR].self, value, pathNode.path)
        }
        return KeyedDecodingContainer(KeyedDecoding<Key>(map: map, decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let items) = value.withoutSelfDescribeTags else {
            throw DecoderImplementation.mismatch([CBOR].self, value, pathNode.path)
        }
        return UnkeyedDecoding(items: items, context: context, pathNode: pathNode)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleValueDecoding(value: value.withoutSelfDescribeTags, context: context, pathNode: pathNode)
    }

    // MARK: Unboxing

    static func mismatch(_ type: Any.Type, _ value: CBOR, _ codingPath: [any CodingKey]) -> DecodingError {
        .typeMismatch(
            type,
            DecodingError.Context(
                codingPath: codingPath,
                debugDescription: "Expected \(type) but found \(kindName(value)) \(abbreviatedDiagnostic(value))"))
    }

    static func corrupted(_ message: String, _ codingPath: [any CodingKey]) -> DecodingError {
        .dataCorrupted(DecodingError.Context(codingPath: codingPath, debugDescription: message))
    }

    static func kindName(_ value: CBOR) -> String {
        switch value {
        case .unsigned, .negative: "an integer"
        case .bytes: "a byte string"
        case .text: "a text string"
        case .array: "an array"
        case .map: "a map"
        case .tagged(let tag, _): "tag \(tag)"
        case .simple: "a simple value"
        case .bool: "a boolean"
        case .null: "null"
        case .undefined: "undefined"
        case .float: "a float"
        }
    }

    static func unboxBool(_ value: CBOR, _ codingPath: @autoclosure () -> [any CodingKey]) throws -> Bool {
        guard case .bool(let flag) = value.withoutSelfDescribeTags else {
            throw mismatch(Bool.self, value, codingPath())
        }
        return flag
    }

    static func unboxString(_ value: CBOR, _ codingPath: @autoclosure () -> [any CodingKey]) throws -> String {
        guard case .text(let text) = value.withoutSelfDescribeTags else {
            throw mismatch(String.self, value, codingPath())
        }
        return text
    }

    static func unboxInteger<Integer: FixedWidthInteger>(
        _ value: CBOR, as type: Integer.Type, _ codingPath: @autoclosure () -> [any CodingKey]
    ) throws -> Integer {
        let plain = value.withoutSelfDescribeTags
        switch plain {
        case .unsigned(let number):
            if let result = Integer(exactly: number) { return result }
        case .negative(let number):
            // −1 − number as Int64 when it fits; wider magnitudes only fit no fixed type here.
            if number <= UInt64(Int64.max), let result = Integer(exactly: -1 - Int64(number)) { return result }
        case .tagged(.positiveBignum, .bytes), .tagged(.negativeBignum, .bytes):
            if let big = plain.bigIntValue, let result = Integer(exactly: big) { return result }
        default:
            throw mismatch(Integer.self, value, codingPath())
        }
        throw corrupted("Number \(abbreviatedDiagnostic(plain)) does not fit in \(Integer.self)", codingPath())
    }

    static func unboxDouble(_ value: CBOR, _ codingPath: @autoclosure () -> [any CodingKey]) throws -> Double {
        switch value.withoutSelfDescribeTags {
        case .float(let number):
            return number
        case .unsigned(let number):
            if let result = Double(exactly: number) { return result }
        case .negative(let number):
            // −1 − number is exact when number + 1 is (−2^64 for number = UInt64.max).
            if number == .max { return -0x1p64 }
            if let magnitude = Double(exactly: number + 1) { return -magnitude }
        default:
            throw mismatch(Double.self, value, codingPath())
        }
        throw corrupted(
            "Integer \(abbreviatedDiagnostic(value)) is not exactly representable as a Double", codingPath())
    }

    static func unboxFloat(_ value: CBOR, _ codingPath: @autoclosure () -> [any CodingKey]) throws -> Float {
        let number = try unboxDouble(value, codingPath())
        // Rounding to the nearest Float is accepted (as Foundation's JSON decoder does); a value
        // beyond Float's range is not.
        guard !number.isFinite || abs(number) <= Double(Float.greatestFiniteMagnitude) else {
            throw corrupted("Number \(number) does not fit in Float", codingPath())
        }
        return Float(number)
    }

    /// Any `Decodable`, with the natural CBOR forms of the types ``CBOREncoder`` special-cases.
    static func unbox<Value: Decodable>(
        _ value: CBOR, as type: Value.Type, pathNode: CodingPathNode, context: DecodingContext
    ) throws -> Value {
        let codingPath: () -> [any CodingKey] = { pathNode.path }
        if type == CBOR.self, let result = value as? Value { return result }
        let plain = value.withoutSelfDescribeTags
        if type == Data.self {
            guard case .bytes(let bytes) = plain else { throw mismatch(Data.self, value, codingPath()) }
            if let result = Data(bytes) as? Value { return result }
        }
        if type == [UInt8].self {
            if let result = try unboxByteArray(plain, pathNode) as? Value { return result }
        }
        if type == Date.self {
            if let result = try unboxDate(plain, pathNode: pathNode, context: context) as? Value { return result }
        }
        if type == BigInt.self || type == BigUInt.self {
            guard let big = plain.bigIntValue else { throw mismatch(type, value, codingPath()) }
            if type == BigInt.self, let result = big as? Value { return result }
            guard big.sign == .plus || big.isZero else {
                throw corrupted("Negative number \(big) does not fit in BigUInt", codingPath())
            }
            if let result = big.magnitude as? Value { return result }
        }
        if type == URL.self {
            let text: String
            switch plain {
            case .text(let string), .tagged(.uri, .text(let string)): text = string
            default: throw mismatch(URL.self, value, codingPath())
            }
            guard let url = URL(string: text) else { throw corrupted("Invalid URL \(text)", codingPath()) }
            if let result = url as? Value { return result }
        }
        return try Value(from: DecoderImplementation(value: plain, context: context, pathNode: pathNode))
    }

    private static func unboxByteArray(_ value: CBOR, _ pathNode: CodingPathNode) throws -> [UInt8] {
        switch value {
        case .bytes(let bytes):
            return bytes
        case .array(let items):
            var bytes: [UInt8] = []
            bytes.reserveCapacity(items.count)
            for (position, item) in items.enumerated() {
                bytes.append(try unboxInteger(item, as: UInt8.self, pathNode.appending(index: position).path))
            }
            return bytes
        default:
            throw mismatch([UInt8].self, value, pathNode.path)
        }
    }

    private static func unboxDate(_ value: CBOR, pathNode: CodingPathNode, context: DecodingContext) throws -> Date {
        let codingPath = pathNode.path
        func seconds(_ item: CBOR) throws -> Double {
            guard let seconds = CBOR.epochSeconds(item) else {
                throw corrupted(
                    "Expected a finite number of seconds but found \(abbreviatedDiagnostic(item))", codingPath)
            }
            return seconds
        }
        func rfc3339(_ text: String) throws -> Date {
            guard let seconds = RFC3339.secondsSince1970(text) else {
                throw corrupted("Expected an RFC 3339 date/time but found \"\(text)\"", codingPath)
            }
            return Date(timeIntervalSince1970: seconds)
        }
        switch context.decoder.dateDecodingStrategy {
        case .tagged:
            switch value {
            case .tagged(.standardDateTime, .text(let text)): return try rfc3339(text)
            case .tagged(.epochDateTime, let item): return Date(timeIntervalSince1970: try seconds(item))
            default: throw mismatch(Date.self, value, codingPath)
            }
        case .secondsSince1970:
            if case .tagged(.epochDateTime, let item) = value { return Date(timeIntervalSince1970: try seconds(item)) }
            return Date(timeIntervalSince1970: try seconds(value))
        case .millisecondsSince1970:
            return Date(timeIntervalSince1970: try seconds(value) / 1000)
        case .rfc3339:
            switch value {
            case .text(let text), .tagged(.standardDateTime, .text(let text)): return try rfc3339(text)
            default: throw mismatch(Date.self, value, codingPath)
            }
        case .deferredToDate:
            return try Date(from: DecoderImplementation(value: value, context: context, pathNode: pathNode))
        case .custom(let closure):
            return try closure(DecoderImplementation(value: value, context: context, pathNode: pathNode))
        }
    }
}

/// A map key compared byte for byte, for the lookup index of large maps.
struct ExactText: Hashable {
    let text: String

    static func == (lhs: ExactText, rhs: ExactText) -> Bool { utf8Equal(lhs.text, rhs.text) }
    func hash(into hasher: inout Hasher) { hashUTF8(text, into: &hasher) }
}

// MARK: Containers

// MARK: Containers

struct KeyedDecoding<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: DecoderImplementation
    /// Entries with text keys already mapped by the key strategy.
    private let entries: [CBORMap.Entry]
    /// Text key → first position, for maps too large to scan per lookup (a decoded dictionary
    /// looks up every one of its keys).
    private let index: [ExactText: Int]?

    init(map: CBORMap, decoder: DecoderImplementation) {
        self.decoder = decoder
        var entries = map.entries
        switch decoder.context.decoder.keyDecodingStrategy {
        case .useDefaultKeys:
            break
        case .convertFromSnakeCase:
            for position in entries.indices {
                if case .text(let text) = entries[position].key {
                    entries[position].key = .text(KeyCaseConversion.camelCased(text))
                }
            }
        case .custom(let transform):
            let path = decoder.pathNode.path
            for position in entries.indices {
                if case .text(let text) = entries[position].key {
                    entries[position].key = .text(transform(path + [CBORCodingKey(stringValue: text)]).stringValue)
                }
            }
        }
        self.entries = entries
        if entries.count > 16 {
            var index: [ExactText: Int] = [:]
            index.reserveCapacity(entries.count)
            for (position, entry) in entries.enumerated() {
                if case .text(let text) = entry.key, index[ExactText(text: text)] == nil {
                    index[ExactText(text: text)] = position
                }
            }
            self.index = index
        } else {
            self.index = nil
        }
    }

    var codingPath: [any CodingKey] { decoder.pathNode.path }
    private var context: DecodingContext { decoder.context }

    private func path(_ key: Key) -> CodingPathNode { decoder.pathNode.appending(key) }

    var allKeys: [Key] {
        entries.compactMap { entry in
            switch entry.key {
            case .text(let text):
                return Key(stringValue: text)
            case .unsigned, .negative:
                guard let integer = entry.key.integer(as: Int.self) else { return nil }
                return Key(intValue: integer) ?? Key(stringValue: String(integer))
            default:
                return nil
            }
        }
    }

    private func lookup(_ key: Key) -> CBOR? {
        if let integer = key.intValue {
            for entry in entries {
                switch entry.key {
                case .unsigned, .negative:
                    if entry.key.integer(as: Int.self) == integer { return entry.value }
                default:
                    continue
                }
            }
        }
        let name = key.stringValue
        if let index {
            return index[ExactText(text: name)].map { entries[$0].value }
        }
        // Scan from just after the previous match, wrapping around.
        let count = entries.count
        guard count > 0 else { return nil }
        var position = decoder.lookupHint < count ? decoder.lookupHint : 0
        for _ in 0..<count {
            if case .text(let text) = entries[position].key, utf8Equal(text, name) {
                decoder.lookupHint = position &+ 1
                return entries[position].value
            }
            position = position &+ 1 == count ? 0 : position &+ 1
        }
        return nil
    }

    private func require(_ key: Key) throws -> CBOR {
        guard let value = lookup(key) else {
            throw DecodingError.keyNotFound(
                key,
                DecodingError.Context(
                    codingPath: codingPath,
                    debugDescription: "No value associated with key \(key.stringValue) (\"\(key.stringValue)\")."))
        }
        return value
    }

    func contains(_ key: Key) -> Bool { lookup(key) != nil }

    func decodeNil(forKey key: Key) throws -> Bool {
        switch try require(key).withoutSelfDescribeTags {
        case .null, .undefined: return true
        default: return false
        }
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        try DecoderImplementation.unboxBool(require(key), path(key).path)
    }
    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        try DecoderImplementation.unboxString(require(key), path(key).path)
    }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        try DecoderImplementation.unboxDouble(require(key), path(key).path)
    }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        try DecoderImplementation.unboxFloat(require(key), path(key).path)
    }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try integer(key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try integer(key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try integer(key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try integer(key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try integer(key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try integer(key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try integer(key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try integer(key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try integer(key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try integer(key) }

    private func integer<Integer: FixedWidthInteger>(_ key: Key) throws -> Integer {
        try DecoderImplementation.unboxInteger(require(key), as: Integer.self, path(key).path)
    }

    func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
        try DecoderImplementation.unbox(require(key), as: type, pathNode: path(key), context: context)
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try DecoderImplementation(value: require(key), context: context, pathNode: path(key)).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try DecoderImplementation(value: require(key), context: context, pathNode: path(key)).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        let key = CBORCodingKey.super
        let value = entries.first { entry in
            if case .text(let text) = entry.key { return utf8Equal(text, key.stringValue) }
            return false
        }?.value
        return DecoderImplementation(value: value ?? .null, context: context, pathNode: decoder.pathNode.appending(key))
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        DecoderImplementation(value: lookup(key) ?? .null, context: context, pathNode: path(key))
    }
}

struct UnkeyedDecoding: UnkeyedDecodingContainer {
    let items: [CBOR]
    let context: DecodingContext
    let pathNode: CodingPathNode
    private(set) var currentIndex = 0

    init(items: [CBOR], context: DecodingContext, pathNode: CodingPathNode) {
        self.items = items
        self.context = context
        self.pathNode = pathNode
    }

    var codingPath: [any CodingKey] { pathNode.path }
    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    private var currentNode: CodingPathNode { pathNode.appending(index: currentIndex) }

    private func current<T>(_ type: T.Type) throws -> CBOR {
        guard currentIndex < items.count else {
            throw DecodingError.valueNotFound(
                type,
                DecodingError.Context(
                    codingPath: currentNode.path, debugDescription: "Unkeyed container is at end."))
        }
        return items[currentIndex]
    }

    mutating func decodeNil() throws -> Bool {
        switch try current(Never.self).withoutSelfDescribeTags {
        case .null, .undefined:
            currentIndex += 1
            return true
        default:
            return false
        }
    }

    // Each decode moves on only after it succeeded, as the protocol requires.
    mutating func decode(_ type: Bool.Type) throws -> Bool {
        let result = try DecoderImplementation.unboxBool(current(type), currentNode.path)
        currentIndex += 1
        return result
    }
    mutating func decode(_ type: String.Type) throws -> String {
        let result = try DecoderImplementation.unboxString(current(type), currentNode.path)
        currentIndex += 1
        return result
    }
    mutating func decode(_ type: Double.Type) throws -> Double {
        let result = try DecoderImplementation.unboxDouble(current(type), currentNode.path)
        currentIndex += 1
        return result
    }
    mutating func decode(_ type: Float.Type) throws -> Float {
        let result = try DecoderImplementation.unboxFloat(current(type), currentNode.path)
        currentIndex += 1
        return result
    }
    mutating func decode(_ type: Int.Type) throws -> Int { try integer() }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try integer() }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try integer() }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try integer() }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try integer() }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try integer() }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try integer() }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try integer() }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try integer() }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try integer() }

    private mutating func integer<Integer: FixedWidthInteger>() throws -> Integer {
        let result = try DecoderImplementation.unboxInteger(current(Integer.self), as: Integer.self, currentNode.path)
        currentIndex += 1
        return result
    }

    mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
        let result = try DecoderImplementation.unbox(current(type), as: type, pathNode: currentNode, context: context)
        currentIndex += 1
        return result
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<
        NestedKey
    > {
        let result = try DecoderImplementation(
            value: current(KeyedDecodingContainer<NestedKey>.self), context: context, pathNode: currentNode
        )
        .container(keyedBy: type)
        currentIndex += 1
        return result
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let result = try DecoderImplementation(
            value: current((any UnkeyedDecodingContainer).self), context: context, pathNode: currentNode
        )
        .unkeyedContainer()
        currentIndex += 1
        return result
    }

    mutating func superDecoder() throws -> any Decoder {
        let result = DecoderImplementation(
            value: try current((any Decoder).self), context: context, pathNode: currentNode)
        currentIndex += 1
        return result
    }
}

struct SingleValueDecoding: SingleValueDecodingContainer {
    let value: CBOR
    let context: DecodingContext
    let pathNode: CodingPathNode

    var codingPath: [any CodingKey] { pathNode.path }

    func decodeNil() -> Bool {
        switch value {
        case .null, .undefined: true
        default: false
        }
    }

    func decode(_ type: Bool.Type) throws -> Bool { try DecoderImplementation.unboxBool(value, codingPath) }
    func decode(_ type: String.Type) throws -> String { try DecoderImplementation.unboxString(value, codingPath) }
    func decode(_ type: Double.Type) throws -> Double { try DecoderImplementation.unboxDouble(value, codingPath) }
    func decode(_ type: Float.Type) throws -> Float { try DecoderImplementation.unboxFloat(value, codingPath) }
    func decode(_ type: Int.Type) throws -> Int { try integer() }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer() }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer() }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer() }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer() }
    func decode(_ type: UInt.Type) throws -> UInt { try integer() }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer() }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer() }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer() }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer() }

    private func integer<Integer: FixedWidthInteger>() throws -> Integer {
        try DecoderImplementation.unboxInteger(value, as: Integer.self, codingPath)
    }

    func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
        try DecoderImplementation.unbox(value, as: type, pathNode: pathNode, context: context)
    }
}
