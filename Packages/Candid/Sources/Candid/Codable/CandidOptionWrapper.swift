/// A type that stands for a Candid `opt` type itself, not for its payload: the decoder hands
/// it the value with every `opt` level, where other non-optional types get the payload inside
/// (`String` reads `opt "a"` as `"a"`).
///
/// Generated code adopts it for a definition that is an `opt` of itself (`type o = opt o`),
/// which Swift can only write as a struct around an `Optional`:
///
/// ```swift
/// struct O: Codable, CandidOptionWrapper {
///     @CandidIndirect var value: O?
///     init(from decoder: any Decoder) throws { value = try decoder.singleValueContainer().decode(O?.self) }
///     func encode(to encoder: any Encoder) throws {
///         var container = encoder.singleValueContainer()
///         try container.encode(value)
///     }
/// }
/// ```
public protocol CandidOptionWrapper: Decodable {}
