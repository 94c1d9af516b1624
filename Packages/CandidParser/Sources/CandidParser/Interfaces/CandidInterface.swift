import Candid

/// A parsed `.did` file: its type definitions (imports merged in) and its service, if any.
public struct CandidInterface: Sendable, Hashable {
    /// Definitions by name, the environment in which every `.named` type here resolves.
    public var environment: CandidTypeEnvironment
    /// Definition names in the order they were written (imports first).
    public var definitionOrder: [String]
    public var service: CandidActor?

    public init(environment: CandidTypeEnvironment = CandidTypeEnvironment(), definitionOrder: [String] = [], service: CandidActor? = nil) {
        self.environment = environment
        self.definitionOrder = definitionOrder
        self.service = service
    }

    /// The service's methods with their function types resolved, in the order written.
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
