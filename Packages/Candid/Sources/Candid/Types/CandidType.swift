/// A Candid type: the 18 primitive types, the six constructors, and references to named
/// definitions, through which recursive types are written (`type List = opt record { head : int; tail : List }`).
///
/// Names resolve in a ``CandidTypeEnvironment``; everything that needs the structure of a type
/// (encoding, decoding, subtyping) takes one.
public indirect enum CandidType: Sendable, Hashable {
    case null, bool, nat, int
    case nat8, nat16, nat32, nat64
    case int8, int16, int32, int64
    case float32, float64
    case text, reserved, empty, principal
    case opt(CandidType)
    case vec(CandidType)
    case record([CandidFieldType])
    case variant([CandidFieldType])
    case function(CandidFunctionType)
    case service(CandidServiceType)
    /// A reference to a definition in a ``CandidTypeEnvironment``.
    case named(String)

    /// `vec nat8`, which Candid text and the Codable bridge treat as bytes.
    public static let blob = CandidType.vec(.nat8)

    /// A record whose fields are numbered 0, 1, ... (the tuple shorthand `record { nat; text }`).
    public static func tuple(_ types: [CandidType]) -> CandidType {
        .record(types.enumerated().map { CandidFieldType(.unnamed(UInt32($0.offset)), $0.element) })
    }

    /// Whether this is one of the 18 primitive types.
    public var isPrimitive: Bool { PrimitiveType(self) != nil }
}
