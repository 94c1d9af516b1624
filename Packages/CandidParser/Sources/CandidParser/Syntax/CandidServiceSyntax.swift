import Candid

/// One method of a service as written: its name, its function type (inline or a `.named`
/// reference to a function type), its doc comment and where it was written.
public struct CandidMethodSyntax: Sendable, Hashable {
    public var name: String
    /// `.function` or `.named`.
    public var type: CandidTypeSyntax
    public var documentation: [String]
    public var position: CandidSourcePosition

    public init(name: String, type: CandidTypeSyntax, documentation: [String] = [], position: CandidSourcePosition) {
        self.name = name
        self.type = type
        self.documentation = documentation
        self.position = position
    }
}

/// `service { method : type; ... }` with its methods in written order.
public struct CandidServiceSyntax: Sendable, Hashable {
    public var methods: [CandidMethodSyntax]

    public init(methods: [CandidMethodSyntax]) {
        self.methods = methods
    }

    /// The checked service type, methods in name order as the binary format stores them.
    public var checked: CandidServiceType {
        CandidServiceType(
            methods.map { CandidMethod($0.name, $0.type.checked) }.sorted {
                $0.name.utf8.lexicographicallyPrecedes($1.name.utf8)
            })
    }
}
