import CBOR
import FuzzSupport
import ICPAgent

/// Paths the agent looks up in every answer, and the specification example's labels.
let paths: [[[UInt8]]] = [["time"], ["subnet"], ["canister_ranges"], ["request_status"], ["a", "x"], ["a", "y"], ["b"], ["d"]]
    .map { $0.map { Array($0.utf8) } }

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = fuzzBytes(start, count)
    guard let cbor = try? CBOR(decoding: bytes), let tree = try? HashTree(cbor: cbor) else { return 0 }
    _ = tree.digest
    for path in paths { _ = tree.lookup(path) }
    // Every label the tree lists, two levels down, is found by a lookup: listing and lookup
    // walk the same forks.
    for label in tree.childLabels {
        guard case .found(let subtree) = tree.lookupSubtree([label]) else {
            fuzzExpect(false, "a listed label is not found")
            continue
        }
        for child in subtree.childLabels {
            guard case .found = tree.lookupSubtree([label, child]) else {
                fuzzExpect(false, "a listed label one level down is not found")
                continue
            }
        }
    }
    return 0
}
