// Other coders (JSON, CBOR) see a principal as its text form; CandidEncoder/CandidDecoder
// intercept the type and use Candid's `principal`.
extension CandidPrincipal: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do { self = try CandidPrincipal(text: text) } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
