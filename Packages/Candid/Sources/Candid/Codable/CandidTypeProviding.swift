/// A type that states its Candid type, for enums (whose cases Codable cannot list) and for
/// exact control over widths and names. ``CandidDecoder`` decodes such types at this type,
/// with the spec's subtyping; ``CandidEncoder`` uses it for `nil` and empty values.
public protocol CandidTypeProviding {
    static var candidType: CandidType { get }
}
