import CBOR
import FuzzSupport
import ICPAgent

/// Paths the agent looks up in every answer, and the specification example's labels.
private let paths: [[[UInt8]]] = [
    ["time"], ["subnet"], ["canister_ranges"], ["request_status"], ["a", "x"], ["a", "y"], ["b"], ["d"],
]
.map { $0.map { Array($0.utf8) } }

/// `HashTree(cbor:)`, `digest`, `lookup` and `childLabels`: listing and lookup agree.
public enum FuzzICPHashTree: FuzzTarget {
    public static let name = "fuzz-icp-hash-tree"

    public static func run(_ bytes: [UInt8]) {
        guard let cbor = try? CBOR(decoding: bytes), let tree = try? HashTree(cbor: cbor) else { return }
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
    }
}
