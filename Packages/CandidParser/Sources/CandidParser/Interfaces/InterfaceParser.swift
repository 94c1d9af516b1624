import Candid

extension CandidInterface {
    /// Reads the text of an imported file; receives the path relative to the importing file's
    /// folder joined with the import (`import/b/b.did`), exactly as a file system would.
    public typealias Loader = @Sendable (_ path: String) throws -> String

    /// Parses and type-checks a `.did` file. `path` names it (for resolving imports relative to
    /// it); `loader` reads imported files; without one, imports are an error.
    public init(parsing text: String, path: String = "", loader: Loader? = nil) throws(CandidParseError) {
        var visited: Set<String> = [path]
        var positions: [String: CandidSourcePosition] = [:]
        self = try InterfaceParser.parse(
            text, path: path, loader: loader, visited: &visited, chain: [InterfaceParser.normalize(path)],
            positions: &positions)
        var checker = InterfaceChecker(interface: self, positions: positions)
        try checker.check()
    }
}

enum InterfaceParser {
    static let maxImportDepth = 32

    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[...slash])
    }

    /// `a/./b/../c` → `a/c`, so the same file imported two ways is recognised.
    static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: false) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != "..", !last.isEmpty {
                parts.removeLast()
                continue
            }
            parts.append(part)
        }
        return parts.joined(separator: "/")
    }

    static func parse(
        _ text: String, path: String, loader: CandidInterface.Loader?, visited: inout Set<String>, chain: [String],
        positions: inout [String: CandidSourcePosition]
    ) throws(CandidParseError) -> CandidInterface {
        var tokens = try TokenStream(text, file: path)
        var interface = CandidInterface()
        interface.syntax.path = path
        var importedMethods: [CandidMethod] = []
        var importedMethodSyntax: [CandidMethodSyntax] = []

        func define(_ definition: CandidDefinitionSyntax, at token: Token) throws(CandidParseError) {
            let name = definition.name
            let type = definition.type.checked
            if let existing = interface.environment[name] {
                guard existing == type else { throw tokens.error("type \(name) is defined twice", at: token) }
                return
            }
            interface.environment[name] = type
            interface.definitionOrder.append(name)
            interface.syntax.definitions.append(definition)
            positions["type:\(name)"] = tokens.position(of: token)
        }

        while !tokens.isAtEnd {
            let token = tokens.current
            if tokens.acceptKeyword("type") {
                let (name, type) = try tokens.typeDefinition()
                guard interface.environment[name] == nil else {
                    throw tokens.error("type \(name) is defined twice", at: token)
                }
                try define(
                    CandidDefinitionSyntax(
                        name: name, type: type, documentation: token.documentation, position: tokens.position(of: token)
                    ),
                    at: token)
            } else if tokens.acceptKeyword("import") {
                let importsService = tokens.acceptKeyword("service")
                let fileToken = tokens.current
                let file = try tokens.string()
                guard let loader else { throw tokens.error("import \"\(file)\" needs a loader", at: fileToken) }
                guard chain.count <= maxImportDepth else {
                    throw tokens.error("imports nested deeper than \(maxImportDepth)", at: fileToken)
                }
                let resolved = normalize(directory(of: path) + file)
                // A file that imports one of the files importing it would be read forever.
                if chain.contains(resolved) {
                    let cycle = (chain.drop { $0 != resolved } + [resolved]).map {
                        $0.isEmpty ? "(the text parsed)" : $0
                    }
                    throw tokens.error("import cycle: \(cycle.joined(separator: " → "))", at: fileToken)
                }
                let firstTime = visited.insert(resolved).inserted
                let importedText: String
                do { importedText = try loader(resolved) } catch {
                    throw tokens.error("cannot import \"\(file)\": \(error)", at: fileToken)
                }
                let imported: CandidInterface
                var importedPositions: [String: CandidSourcePosition] = [:]
                do {
                    imported = try parse(
                        importedText, path: resolved, loader: loader, visited: &visited, chain: chain + [resolved],
                        positions: &importedPositions)
                } catch {
                    throw tokens.error("in \(resolved) at \(error)", at: fileToken)
                }
                for file in [resolved] + imported.syntax.imports where !interface.syntax.imports.contains(file) {
                    interface.syntax.imports.append(file)
                }
                if firstTime || importsService {
                    for definition in imported.syntax.definitions { try define(definition, at: fileToken) }
                }
                if importsService {
                    guard let actor = imported.service, let actorSyntax = imported.syntax.service else {
                        throw tokens.error("\(file) has no service to import", at: fileToken)
                    }
                    guard actor.initArguments == nil else {
                        throw tokens.error(
                            "cannot import the service class of \(file) (it takes init arguments)", at: fileToken)
                    }
                    guard case .service(let body)? = imported.environment.resolve(actor.type),
                        let bodySyntax = imported.syntax.serviceBody(of: actorSyntax.type)
                    else {
                        throw tokens.error("the service of \(file) is not a service type", at: fileToken)
                    }
                    importedMethods.append(contentsOf: body.methods)
                    importedMethodSyntax.append(contentsOf: bodySyntax.methods)
                }
            } else if tokens.acceptKeyword("service") {
                guard interface.service == nil else { throw tokens.error("a file has at most one service", at: token) }
                var name: String? = nil
                if case .identifier(let word) = tokens.current.kind {
                    name = word
                    tokens.advance()
                }
                try tokens.expect(.colon)
                var initArguments: [CandidArgumentSyntax]? = nil
                if tokens.isSymbol(.openParenthesis) {
                    initArguments = try tokens.argumentsSyntax()
                    try tokens.expect(.arrow)
                }
                let type: CandidTypeSyntax
                if tokens.isSymbol(.openBrace) {
                    type = .service(try tokens.serviceSyntax())
                } else {
                    let typeToken = tokens.current
                    guard case .identifier(let reference) = typeToken.kind, !CandidText.keywords.contains(reference)
                    else {
                        throw tokens.error("expected a service type, found \(tokens.describe(typeToken))")
                    }
                    tokens.advance()
                    type = .named(reference)
                }
                interface.service = CandidActor(
                    name: name, initArguments: initArguments.map { $0.map(\.type.checked) }, type: type.checked)
                interface.syntax.service = CandidActorSyntax(
                    name: name, initArguments: initArguments, type: type, documentation: token.documentation,
                    position: tokens.position(of: token))
                positions["service"] = tokens.position(of: token)
            } else {
                throw tokens.error("expected 'type', 'import' or 'service', found \(tokens.describe(token))")
            }
            // The grammar separates declarations with `;`, but real files often leave it out
            // before `service`; accept both.
            _ = tokens.accept(.semicolon)
        }

        if !importedMethods.isEmpty {
            guard let actor = interface.service, let actorSyntax = interface.syntax.service else {
                interface.service = CandidActor(type: .service(CandidServiceType(importedMethods)))
                interface.syntax.service = CandidActorSyntax(
                    type: .service(CandidServiceSyntax(methods: importedMethodSyntax)),
                    position: CandidSourcePosition(file: path, line: 1, column: 1))
                return try deduplicated(interface, tokens)
            }
            guard case .service(let body)? = interface.environment.resolve(actor.type),
                let bodySyntax = interface.syntax.serviceBody(of: actorSyntax.type)
            else {
                throw tokens.error("the service is not a service type")
            }
            interface.service = CandidActor(
                name: actor.name, initArguments: actor.initArguments,
                type: .service(CandidServiceType(body.methods + importedMethods)))
            interface.syntax.service?.type = .service(
                CandidServiceSyntax(methods: bodySyntax.methods + importedMethodSyntax))
        }
        return try deduplicated(interface, tokens)
    }

    private static func deduplicated(_ interface: CandidInterface, _ tokens: TokenStream) throws(CandidParseError)
        -> CandidInterface
    {
        guard let actor = interface.service, case .service(let body) = actor.type else { return interface }
        var seen: Set<String> = []
        for method in body.methods where !seen.insert(method.name).inserted {
            throw CandidParseError(
                line: tokens.tokens.last?.line ?? 1, column: tokens.tokens.last?.column ?? 1,
                message: "method \(method.name) is defined twice (after merging imported services)")
        }
        return interface
    }
}
