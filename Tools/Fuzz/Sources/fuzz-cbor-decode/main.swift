import CBOR
import FuzzSupport

/// A CBOR request envelope's shape, decoded through the Codable bridge as an agent would.
struct Envelope: Codable, Equatable {
    struct Content: Codable, Equatable {
        var request_type: String
        var sender: [UInt8]?
        var ingress_expiry: UInt64?
        var paths: [[[UInt8]]]?
    }
    var content: Content
    var sender_pubkey: [UInt8]?
    var sender_sig: [UInt8]?
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = fuzzBytes(start, count)
    for options in [CBORDecodingOptions.default, .deterministic] {
        guard let value = try? CBOR(decoding: bytes, options: options) else { continue }
        // Accepted values re-encode to bytes that decode to the same value.
        let encoded = try? value.encoded()
        fuzzExpect(encoded != nil, "an accepted value does not encode")
        fuzzExpect((try? CBOR(decoding: encoded ?? [])) == value, "an accepted value does not round-trip")
        _ = value.description
    }
    _ = try? CBOR.decodeSequence(bytes)
    if let envelope = try? CBORDecoder().decode(Envelope.self, from: bytes) {
        let again = try? CBORDecoder().decode(Envelope.self, from: CBOREncoder().encode(envelope))
        fuzzExpect(again == envelope, "a decoded envelope does not round-trip")
    }
    return 0
}
