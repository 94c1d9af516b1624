import Candid

/// A `.did` file as written, imports resolved: every definition in the order it was met (an
/// imported file's definitions at the place of its `import`), the service with its methods in
/// written order (an `import service`'s methods after the file's own), doc comments and
/// positions. It sits beside the checked model in ``CandidInterface/syntax``; both come from
/// the same parse.
public struct CandidInterfaceSyntax: Sendable, Hashable {
    /// The path the file was parsed as.
    public var path: String
    public var definitions: [CandidDefinitionSyntax]
    public var service: CandidActorSyntax?
    /// Every file read for this one, as normalised paths in the order they were first read,
    /// nested imports included: what a build tool must watch.
    public var imports: [String]

    public init(
        path: String = "", definitions: [CandidDefinitionSyntax] = [], service: CandidActorSyntax? = nil,
        imports: [String] = []
    ) {
        self.path = path
        self.definitions = definitions
        self.service = service
        self.imports = imports
    }

    /// The definition of `name`, if there is one.
    public func definition(_ name: String) -> CandidDefinitionSyntax? {
        definitions.first { $0.name == name }
    }

    /// Follows `.named` references to the type they stand for; nil for an undefined name or a
    /// chain of names that comes back to itself.
    public func resolve(_ type: CandidTypeSyntax) -> CandidTypeSyntax? {
        var current = type
        var seen: Set<String> = []
        while case .named(let name) = current {
            guard seen.insert(name).inserted, let definition = definition(name) else { return nil }
            current = definition.type
        }
        return current
    }

    /// The service body a service type stands for, following names.
    public func serviceBody(of type: CandidTypeSyntax) -> CandidServiceSyntax? {
        guard case .service(let body)? = resolve(type) else { return nil }
        return body
    }
}

/// `type name = type;` as written.
public struct CandidDefinitionSyntax: Sendable, Hashable {
    public var name: String
    public var type: CandidTypeSyntax
    public var documentation: [String]
    /// Where it was written; ``CandidSourcePosition/file`` names an imported file.
    public var position: CandidSourcePosition

    public init(name: String, type: CandidTypeSyntax, documentation: [String] = [], position: CandidSourcePosition) {
        self.name = name
        self.type = type
        self.documentation = documentation
        self.position = position
    }
}

/// `service name : (init arguments) -> type` as written.
public struct CandidActorSyntax: Sendable, Hashable {
    public var name: String?
    /// The arguments of a service class; nil for a plain service.
    public var initArguments: [CandidArgumentSyntax]?
    /// `.service` (imported methods merged in) or a `.named` reference to a service type.
    public var type: CandidTypeSyntax
    public var documentation: [String]
    public var position: CandidSourcePosition

    public init(
        name: String? = nil, initArguments: [CandidArgumentSyntax]? = nil, type: CandidTypeSyntax,
        documentation: [String] = [],
        position: CandidSourcePosition
    ) {
        self.name = name
        self.initArguments = initArguments
        self.type = type
        self.documentation = documentation
        self.position = position
    }
}
