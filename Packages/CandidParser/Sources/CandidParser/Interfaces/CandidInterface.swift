import Candid

/// A parsed `.did` file: its type definitions (imports merged in) and its service, if any.
public struct CandidInterface: Sendable, Hashable {
    /// Definitions by name, the environment in which every `.named` type here resolves.
    public var environment: CandidTypeEnvironment
    /// Definition names in the order they were written (imports first).
    public var definitionOrder: [String]
    public var service: CandidActor?
    /// The same file as written: order, argument names, doc comments, positions. Empty for an
    /// interface built in code.
    public var syntax: CandidInterfaceSyntax

    public init(
        environment: CandidTypeEnvironment = CandidTypeEnvironment(), definitionOrder: [String] = [],
        service: CandidActor? = nil,
        syntax: CandidInterfaceSyntax = CandidInterfaceSyntax()
    ) {
        self.environment = environment
        self.definitionOrder = definitionOrder
        self.service = service
        self.syntax = syntax
    }

    /// The service's methods with their function types resolved, in name order (the order of
    /// the binary format; ``syntax`` has them as written).
    public var methods: [(name: String, type: CandidFunctionType)] {
        guard let service, case .service(let body)? = environment.resolve(service.type) else { return [] }
        return body.methods.compactMap { method in
            guard case .function(let function)? = environment.resolve(method.type) else { return nil }
            return (method.name, function)
        }
    }

    /// The function type of one method.
    public func method(_ name: String) -> CandidFunctionType? {
        methods.first { $0.name == name }?.type
    }
}

// Two interfaces are equal when they define the same types and service; how they were written
// (comments, order, positions) is not part of that.
extension CandidInterface {
    public static func == (lhs: CandidInterface, rhs: CandidInterface) -> Bool {
        lhs.environment == rhs.environment && lhs.definitionOrder == rhs.definitionOrder && lhs.service == rhs.service
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(environment)
        hasher.combine(definitionOrder)
        hasher.combine(service)
    }
}
