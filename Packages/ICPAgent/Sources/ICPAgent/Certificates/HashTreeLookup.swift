/// What a path leads to in a (possibly pruned) tree: the specification's four answers, which a
/// verifier must keep apart: only `found` has a value, only `absent` proves there is none.
public enum LookupResult: Sendable, Hashable {
    /// A leaf with this value.
    case found([UInt8])
    /// Provably not in the tree.
    case absent
    /// Hidden by pruning: neither present nor absent can be proven.
    case unknown
    /// The path ends at a node that is not a leaf.
    case error
}

/// What a path leads to when a subtree, not a value, is wanted.
public enum SubtreeLookupResult: Sendable, Hashable {
    case found(HashTree)
    case absent
    case unknown
}

extension HashTree {
    /// Looks up a path of labels (interface specification, `lookup_path`).
    public func lookup(_ path: [[UInt8]]) -> LookupResult {
        switch lookupSubtree(path) {
        case .absent: return .absent
        case .unknown: return .unknown
        case .found(let tree):
            switch tree {
            case .leaf(let value): return .found(value)
            case .empty: return .absent
            case .pruned: return .unknown
            case .labeled, .fork: return .error
            }
        }
    }

    /// Looks up a path given as text labels, e.g. `["time"]`.
    public func lookup(_ path: String...) -> LookupResult {
        lookup(path.map { Array($0.utf8) })
    }

    /// The subtree at `path`.
    public func lookupSubtree(_ path: [[UInt8]]) -> SubtreeLookupResult {
        var tree = self
        for label in path {
            switch tree.findLabel(label) {
            case .found(let subtree): tree = subtree
            case .absent: return .absent
            case .unknown: return .unknown
            }
        }
        return .found(tree)
    }

    /// The labels directly under this node, in order, with pruned branches left out.
    public var childLabels: [[UInt8]] {
        flattenedForks.compactMap { if case .labeled(let label, _) = $0 { label } else { nil } }
    }

    /// The specification's `find_label` over this node's flattened forks: absent only when the
    /// visible neighbours prove the label cannot be there, unknown when a pruned branch could
    /// hold it.
    func findLabel(_ label: [UInt8]) -> SubtreeLookupResult {
        let nodes = flattenedForks
        if nodes.isEmpty { return .absent }
        if nodes.count == 1, case .leaf = nodes[0] { return .absent }
        func labelOf(_ node: HashTree) -> [UInt8]? {
            if case .labeled(let found, _) = node { return found }
            return nil
        }
        for node in nodes {
            if case .labeled(let found, let subtree) = node, found == label { return .found(subtree) }
        }
        if let first = labelOf(nodes[0]), label.lexicographicallyPrecedes(first) { return .absent }
        if let last = labelOf(nodes[nodes.count - 1]), last.lexicographicallyPrecedes(label) { return .absent }
        for index in 0..<(nodes.count - 1) {
            if let low = labelOf(nodes[index]), let high = labelOf(nodes[index + 1]),
                low.lexicographicallyPrecedes(label), label.lexicographicallyPrecedes(high)
            {
                return .absent
            }
        }
        return .unknown
    }
}
