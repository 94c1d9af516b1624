import BigNum

/// A Candid value. `vec nat8` values are held as ``blob(_:)`` (bytes, not one value per byte);
/// records keep their fields sorted by id, as on the wire.
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
