/// Types as a graph of nodes that refer to each other by index: the shape both the wire type
/// table and expected types take, so that recursive types need no special case anywhere.
///
/// The first `PrimitiveType.allCases.count` nodes are the primitive types, in that order.
struct TypeGraph: Sendable {
    struct Field: Sendable, Hashable {
        var label: CandidLabel
        var node: Int
    }

    struct Method: Sendable, Hashable {
        var name: String
        var node: Int
    }

    enum Node: Sendable, Hashable {
        case primitive(PrimitiveType)
        case opt(Int)
        case vec(Int)
        case record([Field])
        case variant([Field])
        case function(arguments: [Int], results: [Int], modes: [CandidFunctionMode])
        case service([Method])
        /// A type with an opcode from a later Candid version; its values can only be skipped.
        case future
        /// Placeholder while a recursive definition is being built.
        case pending
    }

    var nodes: [Node]

    init() {
        nodes = PrimitiveType.allCases.map { .primitive($0) }
    }

    static let primitiveCount = PrimitiveType.allCases.count

    subscript(index: Int) -> Node { nodes[index] }

    /// Whether `null <: t`: the types a missing field or argument may have.
    func isNullLike(_ index: Int) -> Bool {
        switch nodes[index] {
        case .primitive(.null), .primitive(.reserved), .opt: return true
        default: return false
        }
    }

    /// The value a missing field or argument of a null-like type takes.
    func defaultValue(_ index: Int) -> CandidValue? {
        switch nodes[index] {
        case .primitive(.null): return .null
        case .primitive(.reserved): return .reserved
        case .opt: return .opt(nil)
        default: return nil
        }
    }
}

/// Adds ``CandidType`` trees to a ``TypeGraph``, resolving names in an environment. Identical
/// subtrees and names share one node, which is what deduplicates the serialised type table.
struct TypeGraphBuilder {
    var graph = TypeGraph()
    let environment: CandidTypeEnvironment
    let maxDepth: Int
    private var memo: [CandidType: Int] = [:]
    private var names: [String: Int] = [:]

    init(environment: CandidTypeEnvironment, maxDepth: Int = 512) {
        self.environment = environment
        self.maxDepth = maxDepth
    }

    mutating func add(_ type: CandidType) throws(CandidTypeError) -> Int {
        try add(type, depth: 0)
    }

    private mutating func add(_ type: CandidType, depth: Int) throws(CandidTypeError) -> Int {
        guard depth <= maxDepth else { throw .tooDeep(limit: maxDepth) }
        if let primitive = PrimitiveType(type) { return primitive.slot }
        if case .named(let name) = type { return try addNamed(name, depth: depth) }
        if let known = memo[type] { return known }
        let node = try makeNode(type, depth: depth)
        graph.nodes.append(node)
        memo[type] = graph.nodes.count - 1
        return graph.nodes.count - 1
    }

    private mutating func addNamed(_ name: String, depth: Int) throws(CandidTypeError) -> Int {
        if let known = names[name] { return known }
        guard environment[name] != nil else { throw .undefinedName(name) }
        guard let resolved = environment.resolve(.named(name)) else { throw .cyclicDefinition(name) }
        if let primitive = PrimitiveType(resolved) {
            names[name] = primitive.slot
            return primitive.slot
        }
        let index = graph.nodes.count
        graph.nodes.append(.pending)
        names[name] = index
        graph.nodes[index] = try makeNode(resolved, depth: depth + 1)
        return index
    }

    private mutating func makeNode(_ type: CandidType, depth: Int) throws(CandidTypeError) -> TypeGraph.Node {
        switch type {
        case .opt(let inner): return .opt(try add(inner, depth: depth + 1))
        case .vec(let inner): return .vec(try add(inner, depth: depth + 1))
        case .record(let fields): return .record(try fieldNodes(fields, depth: depth, kind: "record"))
        case .variant(let fields): return .variant(try fieldNodes(fields, depth: depth, kind: "variant"))
        case .function(let function):
            var arguments: [Int] = []
            for argument in function.arguments { arguments.append(try add(argument, depth: depth + 1)) }
            var results: [Int] = []
            for result in function.results { results.append(try add(result, depth: depth + 1)) }
            var modes = Array(Set(function.modes))
            modes.sort { $0.rawValue < $1.rawValue }
            return .function(arguments: arguments, results: results, modes: modes)
        case .service(let service):
            var methods: [TypeGraph.Method] = []
            for method in service.methods {
                // Checked on the type, not the node: a method may name a function whose node is
                // still being built, when the function's own results mention this service.
                guard case .function? = environment.resolve(method.type) else { throw .notAFunction(method.name) }
                let node = try add(method.type, depth: depth + 1)
                methods.append(TypeGraph.Method(name: method.name, node: node))
            }
            methods.sort { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
            for pair in zip(methods, methods.dropFirst()) where pair.0.name == pair.1.name {
                throw .duplicateMethod(pair.0.name)
            }
            return .service(methods)
        default:
            // Primitives and names never reach here (handled by `add`).
            return .primitive(PrimitiveType(type) ?? .empty)
        }
    }

    private mutating func fieldNodes(_ fields: [CandidFieldType], depth: Int, kind: String) throws(CandidTypeError)
        -> [TypeGraph.Field]
    {
        var result: [TypeGraph.Field] = []
        result.reserveCapacity(fields.count)
        for field in fields {
            result.append(TypeGraph.Field(label: field.label, node: try add(field.type, depth: depth + 1)))
        }
        result.sort { $0.label.id < $1.label.id }
        for pair in zip(result, result.dropFirst()) where pair.0.label.id == pair.1.label.id {
            throw .duplicateField(
                kind: kind, first: pair.0.label.description, second: pair.1.label.description, id: pair.0.label.id)
        }
        return result
    }
}
