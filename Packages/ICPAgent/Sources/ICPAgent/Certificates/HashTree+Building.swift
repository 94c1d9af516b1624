import CBOR

extension HashTree {
    /// The CBOR form ``init(cbor:)`` reads: `[0]`, `[1, l, r]`, `[2, label, t]`, `[3, value]`,
    /// `[4, hash]`.
    public var cbor: CBOR {
        switch self {
        case .empty: return .array([.unsigned(0)])
        case .fork(let left, let right): return .array([.unsigned(1), left.cbor, right.cbor])
        case .labeled(let label, let subtree): return .array([.unsigned(2), .bytes(label), subtree.cbor])
        case .leaf(let value): return .array([.unsigned(3), .bytes(value)])
        case .pruned(let hash): return .array([.unsigned(4), .bytes(hash)])
        }
    }

    /// A tree holding `leaves`, each a value at a path of labels: every node's children in label
    /// order under balanced forks, as a certifying replica builds its state tree (the replica
    /// emulator and tests make their certificates from this).
    ///
    /// A path that is a prefix of another would need a node to be both a leaf and a subtree; the
    /// longer path wins, as it must for lookups of it to work, and the shorter one's value is not
    /// in the tree. A path given twice keeps its first value.
    public init(leaves: [(path: [[UInt8]], value: [UInt8])]) {
        self = Self.build(leaves.map { (ArraySlice($0.path), $0.value) })
    }

    private static func build(_ entries: [(path: ArraySlice<[UInt8]>, value: [UInt8])]) -> HashTree {
        if let leaf = entries.first(where: { $0.path.isEmpty }), entries.allSatisfy({ $0.path.isEmpty }) {
            return .leaf(leaf.value)
        }
        var children: [[UInt8]: [(path: ArraySlice<[UInt8]>, value: [UInt8])]] = [:]
        for entry in entries {
            guard let label = entry.path.first else { continue }
            children[label, default: []].append((entry.path.dropFirst(), entry.value))
        }
        let labels = children.keys.sorted { $0.lexicographicallyPrecedes($1) }
        return balancedForks(labels.map { .labeled($0, build(children[$0] ?? [])) })
    }

    /// Nodes joined by forks into a balanced tree, left to right; `empty` for none.
    private static func balancedForks(_ nodes: [HashTree]) -> HashTree {
        switch nodes.count {
        case 0: return .empty
        case 1: return nodes[0]
        default:
            let middle = nodes.count / 2
            return .fork(balancedForks(Array(nodes[..<middle])), balancedForks(Array(nodes[middle...])))
        }
    }
}
