import BigInt
import Foundation

/// Encodes `Encodable` Swift values as Candid, with the mapping IcpKit users know: `Bool`,
/// `String`, `Int8`…`Int64`/`UInt8`…`UInt64` (`Int` = `int64`, `UInt` = `nat64`), `Float`,
/// `Double`, `BigInt` = `int`, `BigUInt` = `nat`, `Data`/`[UInt8]` = `blob`, `Optional` =
/// `opt`, arrays = `vec`, structs = `record`, enums = `variant` (field names hashed),
/// ``CandidPrincipal`` = `principal`, ``CandidFunctionReference`` = `func` (the record around it
/// states the signature), ``CandidNull`` = `null`, ``CandidReserved`` = `reserved`,
/// ``CandidTuple`` = `record { T0; T1; … }`, ``CandidValue`` passed through.
///
/// Types come from ``CandidTypeProviding`` when a type adopts it, else from probing the
/// `Decodable` shape (so `nil` optional structs and empty arrays get their real type), else
/// from the value.
public struct CandidEncoder: Sendable {
    public init() {}

    /// One value as a one-argument message.
    public func encode<T: Encodable>(_ value: T) throws(CandidCodingError) -> [UInt8] {
        let (candidValue, type) = try encodeValue(value)
        do { return try CandidBinary.encode([candidValue], types: [type]) } catch { throw .encoding(error) }
    }

    /// The value and type a Swift value maps to.
    public func encodeValue<T: Encodable>(_ value: T) throws(CandidCodingError) -> (
        value: CandidValue, type: CandidType
    ) {
        do {
            return try EncodingSupport.encode(value, path: [])
        } catch let error as CandidCodingError {
            throw error
        } catch {
            throw .unsupported("\(error)", path: "top level")
        }
    }
}

protocol AnyOptional {
    static var wrappedType: Any.Type { get }
    /// `nil` of this very type. (Casting an empty `Any` to `T??` gives `.some(nil)`, not `nil`.)
    static var empty: Self { get }
    var wrappedValue: Any? { get }
}

extension Optional: AnyOptional {
    static var wrappedType: Any.Type { Wrapped.self }
    static var empty: Self { .none }
    var wrappedValue: Any? {
        switch self {
        case .some(let value): return value
        case .none: return nil
        }
    }
}

enum EncodingSupport {
    static func encode<T: Encodable>(_ value: T, path: [any CodingKey]) throws -> (CandidValue, CandidType) {
        // Scalars and vectors of scalars first, by metatype: see CodableFastPaths.swift.
        if let scalar = fastScalar(value) { return scalar }
        if let vector = fastVector(value) { return vector }
        if let optional = value as? any AnyOptional {
            let wrappedType = type(of: optional).wrappedType
            guard let wrapped = optional.wrappedValue as? any Encodable else {
                return (.opt(nil), .opt(TypeProbe.type(of: wrappedType) ?? .empty))
            }
            let (inner, innerType) = try encode(wrapped, path: path)
            return (.opt(inner), .opt(innerType))
        }
        if let special = try special(value) { return special }
        if let dictionary = value as? any CandidEncodableDictionary {
            return try encodeDictionary(dictionary, path: path)
        }
        let encoder = CodableValueEncoder(codingPath: path)
        try value.encode(to: encoder)
        var (candidValue, candidType) = try encoder.result(isEnum: Mirror(reflecting: value).displayStyle == .enum)
        if let provided = (T.self as? any CandidTypeProviding.Type)?.candidType {
            candidType = provided
        } else if candidType.containsUnknown, let probed = TypeProbe.type(of: T.self) {
            candidType = probed
        }
        return (candidValue, candidType)
    }

    static func special<T>(_ value: T) throws -> (CandidValue, CandidType)? {
        switch value {
        case let v as CandidValue: return (v, v.inferredType)
        case let v as Bool: return (.bool(v), .bool)
        case let v as String: return (.text(v), .text)
        case let v as Int: return (.int64(Int64(v)), .int64)
        case let v as Int8: return (.int8(v), .int8)
        case let v as Int16: return (.int16(v), .int16)
        case let v as Int32: return (.int32(v), .int32)
        case let v as Int64: return (.int64(v), .int64)
        case let v as UInt: return (.nat64(UInt64(v)), .nat64)
        case let v as UInt8: return (.nat8(v), .nat8)
        case let v as UInt16: return (.nat16(v), .nat16)
        case let v as UInt32: return (.nat32(v), .nat32)
        case let v as UInt64: return (.nat64(v), .nat64)
        case let v as Float: return (.float32(v), .float32)
        case let v as Double: return (.float64(v), .float64)
        case let v as BigInt: return (.int(v), .int)
        case let v as BigUInt: return (.nat(v), .nat)
        case let v as Data: return (.blob(Array(v)), .blob)
        // Compare the type, not the value: an empty `[String]` casts to `[UInt8]`.
        case let v as [UInt8] where T.self == [UInt8].self: return (.blob(v), .blob)
        case let v as CandidPrincipal: return (.principal(v), .principal)
        // The signature is not in the Swift value: a CandidTypeProviding record around it
        // replaces this placeholder type with the real one.
        case let v as CandidFunctionReference:
            return (.function(v.canister, method: v.method), .function(CandidFunctionType([], [])))
        case is CandidNull: return (.null, .null)
        case is CandidReserved: return (.reserved, .reserved)
        default: return nil
        }
    }
}

extension CandidType {
    /// The smallest type both inferred types fit: `empty` placeholders filled in, record
    /// fields and variant cases united. Conflicting primitives keep the first (encoding then
    /// reports the value that does not fit).
    func merged(with other: CandidType) -> CandidType {
        if self == other { return self }
        switch (self, other) {
        case (.empty, _): return other
        case (_, .empty): return self
        case let (.opt(a), .opt(b)): return .opt(a.merged(with: b))
        case let (.vec(a), .vec(b)): return .vec(a.merged(with: b))
        case let (.record(a), .record(b)): return .record(Self.union(a, b))
        case let (.variant(a), .variant(b)): return .variant(Self.union(a, b))
        default: return self
        }
    }

    private static func union(_ a: [CandidFieldType], _ b: [CandidFieldType]) -> [CandidFieldType] {
        var result = a
        for field in b {
            if let index = result.firstIndex(where: { $0.label.id == field.label.id }) {
                result[index].type = result[index].type.merged(with: field.type)
            } else {
                result.append(field)
            }
        }
        return result
    }

    /// Whether inference left a placeholder (`vec empty` from an empty array, `opt empty`
    /// from `nil`) that a probed type could fill in.
    var containsUnknown: Bool {
        switch self {
        case .empty: return true
        case .opt(let inner), .vec(let inner): return inner.containsUnknown
        case .record(let fields), .variant(let fields): return fields.contains { $0.type.containsUnknown }
        default: return false
        }
    }
}

/// What an `encode(to:)` call produced: a single value, keyed fields or elements. Fields and
/// elements live in their own arrays (not in an enum payload) so appending stays O(1): an enum
/// payload would be copied on every append.
final class EncodingStorage {
    enum Kind {
        case none, single, keyed, unkeyed
    }

    var kind = Kind.none
    var single: (CandidValue, CandidType) = (.null, .null)
    var entries: [(key: any CodingKey, storage: EncodingStorage)] = []
    var elements: [EncodingStorage] = []
    var isEnum = false

    func setSingle(_ value: CandidValue, _ type: CandidType) {
        kind = .single
        single = (value, type)
    }

    /// `path` is only called to name the place of an error: building it for every element of
    /// every vector cost more than the conversion.
    func result(path: () -> [any CodingKey]) throws -> (CandidValue, CandidType) {
        switch kind {
        case .none:
            return (.record([]), .record([]))
        case .single:
            return single
        case .keyed:
            var fields: [CandidField] = []
            var types: [CandidFieldType] = []
            for entry in entries {
                let (value, type) = try entry.storage.result(path: { path() + [entry.key] })
                fields.append(CandidField(entry.key.candidLabel, value))
                types.append(CandidFieldType(entry.key.candidLabel, type))
            }
            if isEnum, fields.count == 1 {
                // `case ok(String)` encodes as `ok: { _0: "…" }`: unwrap to `variant { ok = "…" }`.
                let (payload, payloadType) = Self.enumPayload(fields[0].value, types[0].type)
                return (
                    .variant(CandidField(fields[0].label, payload)),
                    .variant([CandidFieldType(types[0].label, payloadType)])
                )
            }
            let sorted = fields.sorted { $0.label.id < $1.label.id }
            for pair in zip(sorted, sorted.dropFirst()) where pair.0.label.id == pair.1.label.id {
                throw CandidCodingError.unsupported(
                    "fields \(pair.0.label) and \(pair.1.label) with the same hash \(pair.0.label.id)",
                    path: CandidCodingError.pathText(path()))
            }
            return (.record(sorted), .record(types))
        case .unkeyed:
            var values: [CandidValue] = []
            values.reserveCapacity(elements.count)
            var elementType: CandidType? = nil
            for (index, element) in elements.enumerated() {
                let (value, type) = try element.result(path: { path() + [CandidCodingKey(intValue: index)] })
                values.append(value)
                // Elements may show different variant cases or `nil` where others have values:
                // the vector's type is the union of what they show.
                elementType = elementType.map { $0.merged(with: type) } ?? type
            }
            return (.vec(values), .vec(elementType ?? .empty))
        }
    }

    static func enumPayload(_ value: CandidValue, _ type: CandidType) -> (CandidValue, CandidType) {
        guard case .record(let fields) = value, case .record(let fieldTypes) = type else { return (value, type) }
        if fields.isEmpty { return (.null, .null) }
        if fields.count == 1, case .unnamed(0) = fields[0].label { return (fields[0].value, fieldTypes[0].type) }
        return (value, type)
    }
}
