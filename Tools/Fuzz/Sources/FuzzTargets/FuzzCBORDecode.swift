import CBOR
import FuzzSupport

/// A CBOR request envelope's shape, decoded through the Codable bridge as an agent would.
private struct Envelope: Codable, Equatable {
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

/// `CBOR(decoding:)` with the default and the deterministic options, `CBOR.decodeSequence`, and
/// the Codable decoder on an envelope: what is accepted re-encodes, plainly and deterministically,
/// to an equal value.
public enum FuzzCBORDecode: FuzzTarget {
    public static let name = "fuzz-cbor-decode"

    public static func run(_ bytes: [UInt8]) {
        for options in [CBORDecodingOptions.default, .deterministic] {
            guard let value = try? CBOR(decoding: bytes, options: options) else { continue }
            // Accepted values re-encode to bytes that decode to the same value.
            let encoded = try? value.encoded()
            fuzzExpect(encoded != nil, "an accepted value does not encode")
            fuzzExpect((try? CBOR(decoding: encoded ?? [])) == value, "an accepted value does not round-trip")
            // Its keys are unique, so it has a deterministic encoding, which the strict decoding
            // accepts as one (the map entries sorted in place in the output buffer).
            let sorted = try? value.encoded(options: .deterministic)
            fuzzExpect(
                (try? CBOR(decoding: sorted ?? [], options: .deterministic)) == value,
                "an accepted value's deterministic encoding is refused or changes it")
            _ = value.description
        }
        _ = try? CBOR.decodeSequence(bytes)
        if let envelope = try? CBORDecoder().decode(Envelope.self, from: bytes) {
            let again = try? CBORDecoder().decode(Envelope.self, from: CBOREncoder().encode(envelope))
            fuzzExpect(again == envelope, "a decoded envelope does not round-trip")
        }
    }
}
