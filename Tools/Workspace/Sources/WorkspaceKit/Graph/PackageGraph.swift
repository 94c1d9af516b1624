/// The sibling-dependency graph of `Workspace.json`, with a stable topological order.
public struct PackageGraph: Sendable {
    /// Dependencies first; ties keep the order of `Workspace.json`, so output is reproducible.
    public let order: [String]
    private let dependenciesByName: [String: [String]]
    private let dependentsByName: [String: [String]]

    public init(manifest: WorkspaceManifest) throws {
        let names = manifest.names
        let known = Set(names)
        var dependencies: [String: [String]] = [:]
        var dependents: [String: [String]] = Dictionary(uniqueKeysWithValues: names.map { ($0, []) })
        var unknown: [String] = []
        for entry in manifest.packages {
            dependencies[entry.name] = entry.dependencies
            for dependency in entry.dependencies {
                if known.contains(dependency) {
                    dependents[dependency, default: []].append(entry.name)
                } else {
                    unknown.append(dependency)
                }
            }
        }
        guard unknown.isEmpty else { throw WorkspaceError.unknownPackages(unknown, known: names) }
        dependenciesByName = dependencies
        dependentsByName = dependents
        order = try Self.topologicalOrder(names: names, dependencies: dependencies)
    }

    public func dependencies(of name: String) -> [String] { dependenciesByName[name] ?? [] }
    public func dependents(of name: String) -> [String] { dependentsByName[name] ?? [] }

    /// Everything `names` depend on, directly or not (excluding `names` themselves unless reached).
    public func transitiveDependencies(of names: some Sequence<String>) -> Set<String> {
        closure(from: names) { dependencies(of: $0) }
    }

    /// Everything that depends on `names`, directly or not.
    public func transitiveDependents(of names: some Sequence<String>) -> Set<String> {
        closure(from: names) { dependents(of: $0) }
    }

    /// Restricts the topological order to a subset.
    public func ordered(_ subset: Set<String>) -> [String] {
        order.filter(subset.contains)
    }

    private func closure(from start: some Sequence<String>, next: (String) -> [String]) -> Set<String> {
        var seen: Set<String> = []
        var stack = start.flatMap(next)
        while let name = stack.popLast() {
            if seen.insert(name).inserted { stack.append(contentsOf: next(name)) }
        }
        return seen
    }

    private static func topologicalOrder(names: [String], dependencies: [String: [String]]) throws -> [String] {
        var order: [String] = []
        var state: [String: Bool] = [:]  // false: on the current path, true: finished
        var path: [String] = []

        func visit(_ name: String) throws {
            if state[name] == true { return }
            if state[name] == false {
                let start = path.firstIndex(of: name) ?? 0
                throw WorkspaceError.dependencyCycle(Array(path[start...]) + [name])
            }
            state[name] = false
            path.append(name)
            for dependency in dependencies[name] ?? [] { try visit(dependency) }
            path.removeLast()
            state[name] = true
            order.append(name)
        }

        for name in names { try visit(name) }
        return order
    }
}
