import BigInt
import BigNum

/// A Candid value. Decoded vectors of fixed-width types are held compactly: `vec nat8` as
/// ``blob(_:)`` (bytes, not one value per byte), `vec nat16` … `vec float64` as ``numbers(_:)``;
/// a vector compares equal to the same elements in any of the three forms. Records keep their
/// fields sorted by id, as on the wire.
///
/// Only the cases that hold a `CandidValue` inline are `indirect`: marking the whole enum would
/// put every scalar (each element of a `vec nat64`) in its own heap box, which dominated the
/// cost of encoding and decoding vectors.
public enum CandidValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case nat(BigUInt)
    case int(BigInt)
    case nat8(UInt8), nat16(UInt16), nat32(UInt32), nat64(UInt64)
    case int8(Int8), int16(Int16), int32(Int32), int64(Int64)
    case float32(Float), float64(Double)
    case text(String)
    /// The value of type `reserved`, which carries no information.
    case reserved
    case principal(CandidPrincipal)
    /// `opt v` or, with `nil`, `null` at an option type.
    indirect case opt(CandidValue?)
    case vec([CandidValue])
    case blob([UInt8])
    /// A vector of `nat16` … `float64` numbers in one array.
    case numbers(CandidNumbers)
    case record([CandidField])
    indirect case variant(CandidField)
    case function(CandidPrincipal, method: String)
    case service(CandidPrincipal)

    /// A record with fields sorted by id, as Candid orders them.
    public static func record(sorting fields: [CandidField]) -> CandidValue {
        .record(fields.sorted { $0.label.id < $1.label.id })
    }

    /// A record `{ v0; v1; ... }` with positional labels.
    public static func tuple(_ values: [CandidValue]) -> CandidValue {
        .record(values.enumerated().map { CandidField(.unnamed(UInt32($0.offset)), $0.element) })
    }

    /// The field with `label`, if this is a record that has it.
    public subscript(label: CandidLabel) -> CandidValue? {
        guard case .record(let fields) = self else { return nil }
        return fields.first { $0.label.id == label.id }?.value
    }
}

extension CandidValue {
    /// The elements of a vector in whichever form it is held; nil for other values.
    public var vectorElements: [CandidValue]? {
        switch self {
        case .vec(let elements): return elements
        case .blob(let bytes): return bytes.map(CandidValue.nat8)
        case .numbers(let numbers): return numbers.elements
        default: return nil
        }
    }

    // Equality is structural except that the three forms of a vector compare by their elements,
    // so a decoded `vec nat64` (held as `numbers`) equals the same numbers built as `vec`.
    public static func == (lhs: CandidValue, rhs: CandidValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null), (.reserved, .reserved): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.nat(a), .nat(b)): return a == b
        case let (.int(a), .int(b)): return a == b
        case let (.nat8(a), .nat8(b)): return a == b
        case let (.nat16(a), .nat16(b)): return a == b
        case let (.nat32(a), .nat32(b)): return a == b
        case let (.nat64(a), .nat64(b)): return a == b
        case let (.int8(a), .int8(b)): return a == b
        case let (.int16(a), .int16(b)): return a == b
        case let (.int32(a), .int32(b)): return a == b
        case let (.int64(a), .int64(b)): return a == b
        case let (.float32(a), .float32(b)): return a == b
        case let (.float64(a), .float64(b)): return a == b
        case let (.text(a), .text(b)): return a == b
        case let (.principal(a), .principal(b)): return a == b
        case let (.opt(a), .opt(b)): return a == b
        case let (.vec(a), .vec(b)): return a == b
        case let (.blob(a), .blob(b)): return a == b
        case let (.numbers(a), .numbers(b)): return a == b
        case (.vec, .blob), (.vec, .numbers), (.blob, .vec), (.blob, .numbers), (.numbers, .vec), (.numbers, .blob):
            return lhs.vectorElements == rhs.vectorElements
        case let (.record(a), .record(b)): return a == b
        case let (.variant(a), .variant(b)): return a == b
        case let (.function(a, m), .function(b, n)): return a == b && m == n
        case let (.service(a), .service(b)): return a == b
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .reserved: hasher.combine(1)
        case .bool(let value):
            hasher.combine(2)
            hasher.combine(value)
        case .nat(let value):
            hasher.combine(3)
            hasher.combine(value)
        case .int(let value):
            hasher.combine(4)
            hasher.combine(value)
        case .nat8(let value):
            hasher.combine(5)
            hasher.combine(value)
        case .nat16(let value):
            hasher.combine(6)
            hasher.combine(value)
        case .nat32(let value):
            hasher.combine(7)
            hasher.combine(value)
        case .nat64(let value):
            hasher.combine(8)
            hasher.combine(value)
        case .int8(let value):
            hasher.combine(9)
            hasher.combine(value)
        case .int16(let value):
            hasher.combine(10)
            hasher.combine(value)
        case .int32(let value):
            hasher.combine(11)
            hasher.combine(value)
        case .int64(let value):
            hasher.combine(12)
            hasher.combine(value)
        case .float32(let value):
            hasher.combine(13)
            hasher.combine(value)
        case .float64(let value):
            hasher.combine(14)
            hasher.combine(value)
        case .text(let value):
            hasher.combine(15)
            hasher.combine(value)
        case .principal(let value):
            hasher.combine(16)
            hasher.combine(value)
        case .opt(let value):
            hasher.combine(17)
            hasher.combine(value)
        case .vec, .blob, .numbers:
            // One hash for the three forms, as equality demands: the count and the elements.
            let elements = vectorElements ?? []
            hasher.combine(18)
            hasher.combine(elements.count)
            for element in elements { hasher.combine(element) }
        case .record(let fields):
            hasher.combine(19)
            hasher.combine(fields)
        case .variant(let field):
            hasher.combine(20)
            hasher.combine(field)
        case .function(let principal, let method):
            hasher.combine(21)
            hasher.combine(principal)
            hasher.combine(method)
        case .service(let principal):
            hasher.combine(22)
            hasher.combine(principal)
        }
    }
}
