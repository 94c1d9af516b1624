/// `CBOR` values can sit inside `Codable` types, so a message can keep part of itself
/// undecoded (an extension field, a payload whose type depends on another field).
/// ``CBOREncoder`` and ``CBORDecoder`` pass them through unchanged. Other coders cannot
/// represent bytes, tags or non-text keys faithfully, so they get an error rather than a
/// lossy guess.
extension CBOR: Codable {
    public init(from decoder: any Decoder) throws {
        throw DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "CBOR values can only be decoded by CBORDecoder"))
    }

    public func encode(to encoder: any Encoder) throws {
        throw EncodingError.invalidValue(
            self,
            EncodingError.Context(
                codingPath: encoder.codingPath,
                debugDescription: "CBOR values can only be encoded by CBOREncoder"))
    }
}
