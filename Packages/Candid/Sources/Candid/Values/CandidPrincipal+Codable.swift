import ByteTools

// Candid's own coders intercept the type and use Candid's `principal`. Other coders see a
// principal as the Internet Computer does: its bytes in binary formats (CBOR request envelopes,
// where `sender` and `canister_id` are byte strings) and its text in the others (JSON).
extension CandidPrincipal: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if isBinaryFormat(decoder.userInfo) {
            let bytes = try container.decode([UInt8].self)
            do { self = try CandidPrincipal(bytes: bytes) } catch {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
            }
            return
        }
        let text = try container.decode(String.self)
        do { self = try CandidPrincipal(text: text) } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if isBinaryFormat(encoder.userInfo) {
            try container.encode(bytes)
        } else {
            try container.encode(description)
        }
    }
}
