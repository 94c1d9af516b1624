import Candid
import FuzzSupport

/// The quotas scaled down twentyfold: the default admits values of millions of nodes from a few
/// hundred bytes (by design: zero-sized values cost no input), and re-encoding and printing such
/// a value twice takes seconds under AddressSanitizer, past the per-input limit, without finding
/// anything a smaller value would not. Every limit still runs, at a smaller scale.
private let options = CandidDecodingOptions(decodingQuota: 200_000, skippingQuota: 100_000)

/// `CandidBinary.decode` at the message's own types: what it accepts encodes again and prints.
public enum FuzzCandidDecode: FuzzTarget {
    public static let name = "fuzz-candid-decode"

    public static func run(_ bytes: [UInt8]) {
        guard let message = try? CandidBinary.decode(bytes, options: options) else { return }
        // What was accepted at its own wire types encodes again at them, and prints.
        let encoded = try? CandidBinary.encode(message.values, types: message.types, environment: message.environment)
        fuzzExpect(encoded != nil, "a decoded message does not encode at its own types")
        if let encoded {
            // Compared as bytes, not values: a NaN is not equal to itself, but its bits survive.
            let again = (try? CandidBinary.decode(encoded, options: options)).flatMap {
                try? CandidBinary.encode($0.values, types: $0.types, environment: $0.environment)
            }
            fuzzExpect(again == encoded, "a decoded message does not round-trip")
        }
        _ = message.description
    }
}
