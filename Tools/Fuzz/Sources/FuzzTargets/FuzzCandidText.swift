import Candid
import CandidParser
import FuzzSupport

/// `CandidTextValue.parseArguments`, `CandidType(parsing:)`, typing and the typed printer: text
/// that types and encodes prints as text that reads back as the same bytes.
public enum FuzzCandidText: FuzzTarget {
    public static let name = "fuzz-candid-text"

    public static func run(_ input: [UInt8]) {
        let text = String(decoding: input, as: UTF8.self)
        _ = try? CandidType(parsing: text)
        guard let parsed = try? CandidTextValue.parseArguments(text) else { return }
        // Values typed at the types the text itself gives encode, and the encoding prints as text
        // that reads back as the same bytes.
        let types = parsed.map(\.inferredType)
        guard let values = try? CandidTextValue.typed(parsed, as: types),
            let bytes = try? CandidBinary.encode(values, types: types)
        else { return }
        guard let message = try? CandidBinary.decode(bytes) else {
            fuzzExpect(false, "our own encoding does not decode")
            return
        }
        let printed = message.description
        if let again = try? CandidTextValue.parseArguments(printed) {
            let againTypes = again.map(\.inferredType)
            let reencoded = (try? CandidTextValue.typed(again, as: againTypes)).flatMap {
                try? CandidBinary.encode($0, types: againTypes)
            }
            // Recursive types and NaN payloads are the documented exceptions; neither comes from text.
            fuzzExpect(reencoded == bytes, "decode → print → encode changed the bytes: \(printed)")
        } else {
            fuzzExpect(false, "printed values do not parse: \(printed)")
        }
    }
}
