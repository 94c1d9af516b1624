/// Turns graph nodes back into ``CandidType``s: nodes of the type table become definitions
/// named `t0`, `t1`, ... so that recursive wire types stay finite.
enum TypeGraphPrinter {
    /// A short description of a node for error messages (constructors without their contents).
    static func describe(_ graph: TypeGraph, _ node: Int) -> String {
        switch graph[node] {
        case .primitive(let type): return CandidText.typeText(type.type)
        case .opt: return "opt …"
        case .vec: return "vec …"
        case .record: return "record { … }"
        case .variant: return "variant { … }"
        case .function: return "func …"
        case .service: return "service { … }"
        case .future: return "a future type"
        case .pending: return "an unresolved type"
        }
    }

    /// The type of `node`, with every non-primitive node of the graph in `environment`.
    static func type(_ graph: TypeGraph, _ node: Int) -> CandidType {
        if case .primitive(let type) = graph[node] { return type.type }
        return .named("t\(node - TypeGraph.primitiveCount)")
    }

    static func environment(_ graph: TypeGraph) -> CandidTypeEnvironment {
        var environment = CandidTypeEnvironment()
        for index in TypeGraph.primitiveCount..<graph.nodes.count {
            let name = "t\(index - TypeGraph.primitiveCount)"
            let fields: ([TypeGraph.Field]) -> [CandidFieldType] = {
                $0.map { CandidFieldType($0.label, type(graph, $0.node)) }
            }
            switch graph[index] {
            case .opt(let inner): environment[name] = .opt(type(graph, inner))
            case .vec(let inner): environment[name] = .vec(type(graph, inner))
            case .record(let list): environment[name] = .record(fields(list))
            case .variant(let list): environment[name] = .variant(fields(list))
            case let .function(arguments, results, modes):
                environment[name] = .function(
                    CandidFunctionType(arguments.map { type(graph, $0) }, results.map { type(graph, $0) }, modes: modes)
                )
            case .service(let methods):
                environment[name] = .service(
                    CandidServiceType(methods.map { CandidMethod($0.name, type(graph, $0.node)) }))
            case .future, .pending, .primitive:
                environment[name] = .reserved
            }
        }
        return environment
    }
}
