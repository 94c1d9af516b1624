/// Applies ``SwiftGeneratorOptions/renames`` to a built model and client, before printing: every
/// reference to a type goes through its declaration, so renaming a declaration renames its uses.
///
/// Keys are resolved against the generated names before any rename, in sorted order, so the
/// output is the same for the same renames. Unknown keys are reported first, then new names
/// that are not identifiers, then names made equal in one scope.
struct SwiftRenamer {
    let renames: [String: String]
    /// The client's name, which keys of methods start with; nil when there is no client.
    let clientName: String?

    /// What a key names.
    private enum Target {
        case type(Int)
        case field(owner: Int, index: Int)
        case method(Int)
    }

    /// Names the client declares besides its methods (see ``ClientModel``).
    static let clientMembers: Set<String> = [
        "canister", "init", "initArguments", "Methods", "candidDefinitions", "candidTypeTable",
    ]

    func apply(to model: inout SwiftModel, client: inout ClientModel?) throws(CandidCodegenError) {
        guard !renames.isEmpty else { return }
        var types: [String: Int] = [:]
        var members: [String: (owner: Int, index: Int)] = [:]
        for index in model.declarations.indices {
            let path = Self.path(of: index, in: model)
            types[path] = index
            for (offset, name) in Self.memberNames(of: model.declarations[index]).enumerated() {
                members[path + "." + name] = (index, offset)
            }
        }
        var methods: [String: Int] = [:]
        if let client, let clientName {
            for (offset, method) in client.methods.enumerated() {
                methods[clientName + "." + method.swiftName] = offset
            }
        }

        var targets: [(key: String, new: String, target: Target)] = []
        for key in renames.keys.sorted() {
            guard let new = renames[key] else { continue }
            if let index = types[key] {
                if members[key] != nil {
                    throw .invalidRename(
                        key, to: new, reason: "\(key) names both a nested type and a member; rename the other one first"
                    )
                }
                targets.append((key, new, .type(index)))
            } else if let member = members[key] {
                targets.append((key, new, .field(owner: member.owner, index: member.index)))
            } else if let method = methods[key] {
                targets.append((key, new, .method(method)))
            } else {
                throw .unknownRename(
                    key, candidates: Self.candidates(for: key, types: types, members: members, methods: methods))
            }
        }

        for (key, new, target) in targets {
            switch target {
            case .type:
                do {
                    _ = try CandidSwiftGenerator.validated(new, what: "type name")
                } catch {
                    guard case .invalidName(_, let reason) = error else { throw error }
                    throw .invalidRename(key, to: new, reason: reason)
                }
                if new.hasSuffix("CodingKeys") {
                    throw .invalidRename(
                        key, to: new, reason: "synthesized Codable declares names ending in CodingKeys")
                }
            case .field, .method:
                if let reason = Self.memberProblem(new) { throw .invalidRename(key, to: new, reason: reason) }
            }
        }

        // Applied together, so swapping two names is possible.
        var renamedTypes: [Int: String] = [:]
        var renamedMembers: [Int: [Int: String]] = [:]
        var renamedMethods: [Int: String] = [:]
        for (key, new, target) in targets {
            switch target {
            case .type(let index):
                model.declarations[index].name = new
                renamedTypes[index] = key
            case .field(let owner, let index):
                Self.renameMember(index, of: owner, to: new, in: &model)
                renamedMembers[owner, default: [:]][index] = key
            case .method(let index):
                client?.methods[index].swiftName = new
                renamedMethods[index] = key
            }
        }
        try checkScopes(model, client: client, types: renamedTypes, members: renamedMembers, methods: renamedMethods)
    }

    /// The dotted names of a declaration and its enclosing ones (`Account`, `Block.Transaction`).
    private static func path(of index: Int, in model: SwiftModel) -> String {
        var names: [String] = []
        var current: Int? = index
        while let next = current {
            names.append(model.declarations[next].name)
            current = model.declarations[next].parent
        }
        return names.reversed().joined(separator: ".")
    }

    private static func memberNames(of declaration: SwiftDeclaration) -> [String] {
        switch declaration.kind {
        case .structure(let fields): return fields.map(\.name)
        case .enumeration(let cases): return cases.map(\.name)
        case .alias, .wrapper: return []
        }
    }

    private static func renameMember(_ index: Int, of owner: Int, to name: String, in model: inout SwiftModel) {
        switch model.declarations[owner].kind {
        case .structure(var fields):
            fields[index].name = name
            model.declarations[owner].kind = .structure(fields)
        case .enumeration(var cases):
            cases[index].name = name
            model.declarations[owner].kind = .enumeration(cases)
        case .alias, .wrapper: break
        }
    }

    /// Why `name` cannot name a field, case or method, or nil when it can.
    static func memberProblem(_ name: String) -> String? {
        guard let first = name.unicodeScalars.first else { return "the new name is empty" }
        let allowed = name.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_")
        }
        guard allowed, !("0"..."9").contains(first) else {
            return "a member name is ASCII letters, digits and _, not starting with a digit"
        }
        if SwiftNames.keywords.contains(name) { return "it is a Swift keyword" }
        if SwiftNames.reservedMembers.contains(name) { return "Swift or the generated code reserves it" }
        return nil
    }

    /// Each scope's names after the renames, where a renamed name must be unique: the namespace
    /// (top-level types, the client and its `Methods`), each type (its nested types, fields or
    /// cases, and `CodingKeys`), and the client (its methods and own members). A renamed nested
    /// type must also not shadow an enclosing or top-level type, nor a renamed top-level type a
    /// nested one.
    private func checkScopes(
        _ model: SwiftModel, client: ClientModel?, types: [Int: String], members: [Int: [Int: String]],
        methods: [Int: String]
    ) throws(CandidCodegenError) {
        func check(_ entries: [(name: String, key: String?)], scope: String) throws(CandidCodegenError) {
            var byName: [String: [String?]] = [:]
            var order: [String] = []
            for entry in entries {
                if byName[entry.name] == nil { order.append(entry.name) }
                byName[entry.name, default: []].append(entry.key)
            }
            for name in order {
                guard let keys = byName[name], keys.count > 1, keys.contains(where: { $0 != nil }) else { continue }
                throw .conflictingRenames(name, scope: scope, renames: keys.compactMap { $0 }.sorted())
            }
        }
        guard !types.isEmpty || !members.isEmpty || !methods.isEmpty else { return }
        var top: [(name: String, key: String?)] = model.topLevel.map { (model.declarations[$0].name, types[$0]) }
        if let clientName, client != nil { top += [(clientName, nil), ("Methods", nil)] }
        try check(top, scope: "the namespace")
        for index in model.declarations.indices {
            let declaration = model.declarations[index]
            var entries: [(name: String, key: String?)] = declaration.members.map {
                (model.declarations[$0].name, types[$0])
            }
            for (offset, name) in Self.memberNames(of: declaration).enumerated() {
                entries.append((name, members[index]?[offset]))
            }
            entries.append(("CodingKeys", nil))
            try check(entries, scope: Self.path(of: index, in: model))
            guard let parent = declaration.parent, let key = types[index] else { continue }
            var enclosing: Int? = parent
            while let current = enclosing {
                let other = model.declarations[current]
                if other.name == declaration.name {
                    throw .conflictingRenames(
                        declaration.name, scope: Self.path(of: current, in: model),
                        renames: [key, types[current]].compactMap { $0 }.sorted())
                }
                enclosing = other.parent
            }
            if let shadowed = model.topLevel.first(where: { model.declarations[$0].name == declaration.name }) {
                throw .conflictingRenames(
                    declaration.name, scope: "the namespace",
                    renames: [key, types[shadowed]].compactMap { $0 }.sorted())
            }
        }
        for (index, key) in types.sorted(by: { $0.key < $1.key }) where model.declarations[index].parent == nil {
            let name = model.declarations[index].name
            if let nested = model.declarations.indices.first(where: {
                model.declarations[$0].parent != nil && model.declarations[$0].name == name
            }) {
                throw .conflictingRenames(
                    name, scope: Self.path(of: nested, in: model),
                    renames: [key, types[nested]].compactMap { $0 }.sorted())
            }
        }
        if let client, let clientName {
            var entries: [(name: String, key: String?)] = Self.clientMembers.sorted().map { ($0, nil) }
            for (offset, method) in client.methods.enumerated() { entries.append((method.swiftName, methods[offset])) }
            try check(entries, scope: clientName)
        }
    }

    /// The generated names closest to `key`: the full keys of a member, nested type or method
    /// named `key` when it has no dot; else among the members and nested types of the type (or
    /// the methods of the client) its prefix names, else among all top-level types; all of them
    /// when there are few.
    private static func candidates(
        for key: String, types: [String: Int], members: [String: (owner: Int, index: Int)], methods: [String: Int]
    ) -> [String] {
        let all = Array(types.keys) + Array(members.keys) + Array(methods.keys)
        // The name alone, without its type or client (`err` for `Res.err`): every full key.
        let sameName = all.filter { $0.hasSuffix("." + key) && !key.contains(".") }
        if !sameName.isEmpty { return sameName.sorted() }
        var pool: [String]
        if let dot = key.lastIndex(of: ".") {
            let prefix = String(key[..<dot]) + "."
            pool = all.filter { $0.hasPrefix(prefix) && !$0.dropFirst(prefix.count).contains(".") }
            if pool.isEmpty { pool = all }
        } else {
            pool = Array(types.keys).filter { !$0.contains(".") }
        }
        pool.sort()
        guard pool.count > 8 else { return pool }
        let scored = pool.map { (name: $0, distance: distance($0.lowercased(), key.lowercased())) }
        return scored.sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }.prefix(5).map(\.name)
    }

    /// The Levenshtein distance between two names.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars)
        let b = Array(b.unicodeScalars)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
