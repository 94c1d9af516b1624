/// A value of Candid's `reserved` type, which carries no information: a field a canister has
/// retired (`record { 1 : reserved; amount : nat }`) keeps its place in the type, and any value
/// at all may be sent or received there.
///
/// Candid's coders write `reserved` (which takes no bytes) and decode *anything* as
/// `CandidReserved`, discarding it, as the spec's subtyping makes every type a subtype of
/// `reserved`. Other coders see a `nil` (`null` in JSON) and accept any value.
public struct CandidReserved: Sendable, Hashable, Codable, CustomStringConvertible {
    public init() {}

    /// Reads nothing: whatever is there is discarded.
    public init(from decoder: any Decoder) throws {}

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encodeNil()
    }

    /// `reserved`, as Candid text writes its type (the value has no text of its own).
    public var description: String { "reserved" }
}
