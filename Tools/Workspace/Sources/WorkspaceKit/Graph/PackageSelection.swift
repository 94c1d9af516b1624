/// The filters of `build` and `test`: which members to act on.
public struct PackageSelection: Sendable, Equatable {
    public var scope: [String]
    public var since: String?
    public var includeDependents: Bool
    public var includeDependencies: Bool

    public init(
        scope: [String] = [], since: String? = nil, includeDependents: Bool = false, includeDependencies: Bool = false
    ) {
        self.scope = scope
        self.since = since
        self.includeDependents = includeDependents
        self.includeDependencies = includeDependencies
    }

    /// Members to act on, dependencies first. With no scope and no `since`, that is every member.
    public func resolve(in workspace: Workspace) throws -> [String] {
        let graph = try workspace.graph()
        var selected: Set<String>
        if scope.isEmpty && since == nil {
            selected = Set(workspace.manifest.names)
        } else {
            selected = Set(try workspace.entries(named: scope).map(\.name))
            if let since {
                selected.formUnion(try ChangeDetector(workspace: workspace).changes(since: since).affected)
            }
        }
        if includeDependents { selected.formUnion(graph.transitiveDependents(of: selected)) }
        if includeDependencies { selected.formUnion(graph.transitiveDependencies(of: selected)) }
        return graph.ordered(selected)
    }
}
