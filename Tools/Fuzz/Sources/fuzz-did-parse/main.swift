import Candid
import CandidParser
import FuzzSupport

/// Imports resolve to a fixed small file, so import handling runs without touching the disk.
let loader: CandidInterface.Loader = { _ in "type Imported = record { a : nat; b : opt Imported };" }

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    guard let interface = try? CandidInterface(parsing: text, path: "fuzz.did", loader: loader) else { return 0 }
    // An accepted interface prints as text that parses and checks again.
    let printed = interface.prettyPrinted
    fuzzExpect((try? CandidInterface(parsing: printed, path: "printed.did", loader: loader)) != nil,
               "a pretty-printed interface does not parse again:\n\(printed)")
    return 0
}
