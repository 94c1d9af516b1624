import Candid

/// One argument or result of a function as written: `to : principal` or just `principal`.
public struct CandidArgumentSyntax: Sendable, Hashable {
    /// The name written before the type, which Candid treats as documentation.
    public var name: String?
    public var type: CandidTypeSyntax

    public init(name: String? = nil, type: CandidTypeSyntax) {
        self.name = name
        self.type = type
    }
}

/// `(arguments) -> (results) annotations` as written.
public struct CandidFunctionSyntax: Sendable, Hashable {
    public var arguments: [CandidArgumentSyntax]
    public var results: [CandidArgumentSyntax]
    /// The annotations in written order, each once.
    public var modes: [CandidFunctionMode]

    public init(arguments: [CandidArgumentSyntax], results: [CandidArgumentSyntax], modes: [CandidFunctionMode] = []) {
        self.arguments = arguments
        self.results = results
        self.modes = modes
    }

    /// The checked function type, annotations in canonical order.
    public var checked: CandidFunctionType {
        CandidFunctionType(
            arguments.map(\.type.checked), results.map(\.type.checked),
            modes: modes.sorted { $0.rawValue < $1.rawValue })
    }
}
