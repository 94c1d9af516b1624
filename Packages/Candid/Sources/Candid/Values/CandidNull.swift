/// The one value of Candid's `null` type, for a Swift field, argument or element whose Candid
/// type is `null` itself (`record { marker : null }`, `vec null`, an argument of type `null`).
///
/// `Optional` cannot stand in for it: `nil` is Candid's `opt` with no value, a different type on
/// the wire. (A payload-less enum case needs no help: `case a` already maps to
/// `variant { a = null }`.) Candid's coders map `CandidNull` to `null` exactly; other coders
/// see a `nil` (`null` in JSON).
public struct CandidNull: Sendable, Hashable, Codable, CustomStringConvertible {
    public init() {}

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        guard container.decodeNil() else {
            throw DecodingError.typeMismatch(
                CandidNull.self,
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "expected null"))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encodeNil()
    }

    /// `null`, as Candid text writes it.
    public var description: String { "null" }
}
