import Candid
import FuzzSupport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = fuzzBytes(start, count)
    guard let message = try? CandidBinary.decode(bytes) else { return 0 }
    // What was accepted at its own wire types encodes again at them, and prints.
    let encoded = try? CandidBinary.encode(message.values, types: message.types, environment: message.environment)
    fuzzExpect(encoded != nil, "a decoded message does not encode at its own types")
    if let encoded {
        // Compared as bytes, not values: a NaN is not equal to itself, but its bits survive.
        let again = (try? CandidBinary.decode(encoded)).flatMap { try? CandidBinary.encode($0.values, types: $0.types, environment: $0.environment) }
        fuzzExpect(again == encoded, "a decoded message does not round-trip")
    }
    _ = message.description
    return 0
}
