import Candid
import CandidParser
import FuzzSupport

/// Imports resolve to a fixed small file, so import handling runs without touching the disk.
private let loader: CandidInterface.Loader = { _ in "type Imported = record { a : nat; b : opt Imported };" }

/// `CandidInterface(parsing:)` with imports and type checks: an accepted interface prints as text
/// that parses and checks again.
public enum FuzzDIDParse: FuzzTarget {
    public static let name = "fuzz-did-parse"

    public static func run(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let interface = try? CandidInterface(parsing: text, path: "fuzz.did", loader: loader) else { return }
        // An accepted interface prints as text that parses and checks again.
        let printed = interface.prettyPrinted
        fuzzExpect(
            (try? CandidInterface(parsing: printed, path: "printed.did", loader: loader)) != nil,
            "a pretty-printed interface does not parse again:\n\(printed)")
    }
}
