/// Named type definitions (`type List = opt record { head : int; tail : List }`), the
/// environment in which ``CandidType/named(_:)`` references resolve.
public struct CandidTypeEnvironment: Sendable, Hashable {
    public var definitions: [String: CandidType]

    public init(_ definitions: [String: CandidType] = [:]) {
        self.definitions = definitions
    }

    public subscript(name: String) -> CandidType? {
        get { definitions[name] }
        set { definitions[name] = newValue }
    }

    /// Follows `.named` references until a structural type; nil for an undefined name or a
    /// definition that only names itself (`type A = B; type B = A`).
    public func resolve(_ type: CandidType) -> CandidType? {
        var current = type
        // Chains of names are short; names are remembered (to stop at a cycle) only past a few
        // hops, so resolving, done at every node a coder or printer visits, allocates nothing.
        var hops = 0
        var seen: Set<String> = []
        while case .named(let name) = current {
            guard let next = definitions[name] else { return nil }
            hops += 1
            if hops > 8, !seen.insert(name).inserted { return nil }
            current = next
        }
        return current
    }
}
