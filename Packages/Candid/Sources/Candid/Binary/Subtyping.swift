/// The spec's subtype relation between a type of one graph and a type of another (the wire
/// table and the expected types), decided coinductively so that recursive types terminate:
/// a pair under consideration is assumed to hold, and kept only if it does.
struct SubtypeChecker {
    struct Pair: Hashable {
        var sub: Int
        var sup: Int
        /// false: `sub` is in the wire graph and `sup` in the expected one; true: the reverse
        /// (function arguments are contravariant).
        var flipped: Bool
    }

    let wire: TypeGraph
    let expected: TypeGraph
    let maxDepth: Int
    private var assumed: Set<Pair> = []

    init(wire: TypeGraph, expected: TypeGraph, maxDepth: Int) {
        self.wire = wire
        self.expected = expected
        self.maxDepth = maxDepth
    }

    private var refuted: Set<Pair> = []

    /// Whether wire type `sub` is a subtype of expected type `sup`.
    ///
    /// Every rule is a conjunction, so when the answer is yes every pair assumed on the way
    /// holds too and stays cached; when it is no, the assumptions made on the way are dropped
    /// (some rested on the refuted pair) and only the refutation is remembered.
    mutating func isSubtype(_ sub: Int, _ sup: Int) throws(CandidDecodingError) -> Bool {
        let pair = Pair(sub: sub, sup: sup, flipped: false)
        if refuted.contains(pair) { return false }
        let snapshot = assumed
        let holds = try check(pair, depth: 0)
        if !holds {
            assumed = snapshot
            refuted.insert(pair)
        }
        return holds
    }

    private mutating func check(_ pair: Pair, depth: Int) throws(CandidDecodingError) -> Bool {
        guard depth <= maxDepth else { throw .limitExceeded(offset: 0, limit: "subtype check depth", value: maxDepth) }
        if assumed.contains(pair) { return true }
        assumed.insert(pair)
        let holds = try compute(pair, depth: depth + 1)
        if !holds { assumed.remove(pair) }
        return holds
    }

    private func graphs(_ flipped: Bool) -> (sub: TypeGraph, sup: TypeGraph) {
        flipped ? (expected, wire) : (wire, expected)
    }

    private mutating func compute(_ pair: Pair, depth: Int) throws(CandidDecodingError) -> Bool {
        let (subGraph, supGraph) = graphs(pair.flipped)
        let flipped = pair.flipped
        switch (subGraph[pair.sub], supGraph[pair.sup]) {
        case (_, .primitive(.reserved)), (.primitive(.empty), _): return true
        case let (.primitive(a), .primitive(b)): return a == b || (a == .nat && b == .int)
        case (.service, .primitive(.principal)): return true
        // `null`, `reserved`, `opt t` and, by the spec's special rules, any other type are
        // subtypes of every option type.
        case (_, .opt): return true
        case let (.vec(a), .vec(b)): return try check(Pair(sub: a, sup: b, flipped: flipped), depth: depth)
        case let (.record(subFields), .record(supFields)):
            for field in supFields {
                if let match = subFields.first(where: { $0.label.id == field.label.id }) {
                    guard try check(Pair(sub: match.node, sup: field.node, flipped: flipped), depth: depth) else {
                        return false
                    }
                } else if !supGraph.isNullLike(field.node) {
                    return false
                }
            }
            return true
        case let (.variant(subFields), .variant(supFields)):
            for field in subFields {
                guard let match = supFields.first(where: { $0.label.id == field.label.id }),
                    try check(Pair(sub: field.node, sup: match.node, flipped: flipped), depth: depth)
                else { return false }
            }
            return true
        case let (.function(subArguments, subResults, subModes), .function(supArguments, supResults, supModes)):
            guard subModes == supModes else { return false }
            // Arguments are contravariant: the supertype's arguments must be a subtype of ours.
            for (index, argument) in subArguments.enumerated() {
                if index < supArguments.count {
                    guard try check(Pair(sub: supArguments[index], sup: argument, flipped: !flipped), depth: depth)
                    else { return false }
                } else if !subGraph.isNullLike(argument) {
                    return false
                }
            }
            for (index, result) in supResults.enumerated() {
                if index < subResults.count {
                    guard try check(Pair(sub: subResults[index], sup: result, flipped: flipped), depth: depth) else {
                        return false
                    }
                } else if !supGraph.isNullLike(result) {
                    return false
                }
            }
            return true
        case let (.service(subMethods), .service(supMethods)):
            for method in supMethods {
                guard let match = subMethods.first(where: { $0.name == method.name }),
                    try check(Pair(sub: match.node, sup: method.node, flipped: flipped), depth: depth)
                else { return false }
            }
            return true
        default:
            return false
        }
    }
}
