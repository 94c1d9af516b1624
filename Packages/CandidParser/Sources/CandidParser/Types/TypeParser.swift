import Candid

/// The type grammar of the spec: primitive and constructed types, `blob`, references to named
/// types, tuple and field shorthands, function and service types. It builds the syntax as
/// written (``CandidTypeSyntax``); the checked ``CandidType`` is derived from it.
extension TokenStream {
    /// What a word in type position means, found with one dictionary lookup: a primitive, a
    /// type constructor, another keyword (not a type), or, when absent, a type's name. Looking the
    /// primitives up and then matching constructors and keywords one by one took three times as
    /// long for the names most types are.
    enum TypeWord {
        case primitive(CandidType)
        case opt, vec, blob, record, variant, function, service
        case otherKeyword
    }

    static let typeWords: [String: TypeWord] = {
        let primitives: [String: CandidType] = [
            "null": .null, "bool": .bool, "nat": .nat, "int": .int, "nat8": .nat8, "nat16": .nat16,
            "nat32": .nat32, "nat64": .nat64, "int8": .int8, "int16": .int16, "int32": .int32, "int64": .int64,
            "float32": .float32, "float64": .float64, "text": .text, "reserved": .reserved, "empty": .empty,
            "principal": .principal,
        ]
        var words = primitives.mapValues(TypeWord.primitive)
        let constructors: [String: TypeWord] = [
            "opt": .opt, "vec": .vec, "blob": .blob, "record": .record, "variant": .variant, "func": .function,
            "service": .service,
        ]
        words.merge(constructors) { primitive, _ in primitive }
        for keyword in CandidText.keywords where words[keyword] == nil { words[keyword] = .otherKeyword }
        return words
    }()

    /// A type, checked (fields in id order).
    mutating func dataType() throws(CandidParseError) -> CandidType {
        try typeSyntax().checked
    }

    /// An argument type list, checked.
    mutating func tupleType() throws(CandidParseError) -> [CandidType] {
        try argumentsSyntax().map(\.type.checked)
    }

    func position(of token: Token) -> CandidSourcePosition {
        CandidSourcePosition(file: file, line: token.line, column: token.column)
    }

    mutating func typeSyntax() throws(CandidParseError) -> CandidTypeSyntax {
        try enter()
        defer { leave() }
        let token = current
        guard case .identifier(let word) = token.kind else {
            throw error("expected a type, found \(describe(token))")
        }
        advance()
        switch Self.typeWords[word] {
        case .primitive(let primitive): return .primitive(primitive)
        case .opt: return .opt(try typeSyntax())
        case .vec: return .vec(try typeSyntax())
        case .blob: return .blob
        case .record: return .record(try fields(isVariant: false))
        case .variant: return .variant(try fields(isVariant: true))
        case .function: return .function(try functionSyntax())
        case .service: return .service(try serviceSyntax())
        case .otherKeyword: throw error("'\(word)' is not a type", at: token)
        case nil: return .named(word)
        }
    }

    /// `{ field; ... }` in written order; positional fields get the id after the previous one.
    mutating func fields(isVariant: Bool) throws(CandidParseError) -> [CandidFieldSyntax] {
        try expect(.openBrace)
        var result: [CandidFieldSyntax] = []
        var nextPosition: UInt32 = 0
        while !isSymbol(.closeBrace) {
            let token = current
            var label: CandidLabel? = nil
            switch token.kind {
            case .natural(let digits, let hex) where isNextSymbol(.colon):
                guard let id = UInt32(digits, radix: hex ? 16 : 10) else {
                    throw error("field id \(digits) is larger than 2^32 - 1", at: token)
                }
                label = .id(id)
                advance()
            case .identifier(let name)
            where isNextSymbol(.colon) || (isVariant && !CandidText.keywords.contains(name)):
                label = .named(name)
                advance()
            case .text where isNextSymbol(.colon) || isVariant:
                label = .named(try string())
            default:
                break
            }
            let type: CandidTypeSyntax
            if let found = label {
                if accept(.colon) {
                    type = try typeSyntax()
                } else {
                    guard isVariant else { throw error("expected ':' after field name") }
                    type = .primitive(.null)
                }
                label = found
            } else if isVariant, case .natural(let digits, let hex) = token.kind {
                guard let id = UInt32(digits, radix: hex ? 16 : 10) else {
                    throw error("field id \(digits) is larger than 2^32 - 1", at: token)
                }
                advance()
                label = .id(id)
                type = .primitive(.null)
            } else {
                type = try typeSyntax()
                label = .unnamed(nextPosition)
            }
            guard let label else { throw error("expected a field") }
            if label.id == UInt32.max { nextPosition = 0 } else { nextPosition = label.id + 1 }
            result.append(
                CandidFieldSyntax(
                    label: label, type: type, documentation: token.documentation, position: position(of: token)))
            if !accept(.semicolon) { break }
        }
        let closing = current
        try expect(.closeBrace)
        // Each id hashed once, not once per comparison of the sort.
        let byID = result.indices.map { (id: result[$0].label.id, index: $0) }.sorted { $0.id < $1.id }
        for (first, second) in zip(byID, byID.dropFirst()) where first.id == second.id {
            throw error(
                "field name hash collision: \(result[first.index].label) and \(result[second.index].label) both have id \(first.id)",
                at: closing)
        }
        return result
    }

    /// `(args) -> (results) modes`.
    mutating func functionSyntax() throws(CandidParseError) -> CandidFunctionSyntax {
        let arguments = try argumentsSyntax()
        try expect(.arrow)
        let results = try argumentsSyntax()
        var modes: [CandidFunctionMode] = []
        while true {
            let mode: CandidFunctionMode
            if acceptKeyword("query") {
                mode = .query
            } else if acceptKeyword("oneway") {
                mode = .oneway
            } else if acceptKeyword("composite_query") {
                mode = .compositeQuery
            } else {
                break
            }
            if !modes.contains(mode) { modes.append(mode) }
        }
        return CandidFunctionSyntax(arguments: arguments, results: results, modes: modes)
    }

    /// `(t, name : t, ...)`; argument names are kept as written (Candid treats them as
    /// documentation).
    mutating func argumentsSyntax() throws(CandidParseError) -> [CandidArgumentSyntax] {
        try expect(.openParenthesis)
        var arguments: [CandidArgumentSyntax] = []
        while !isSymbol(.closeParenthesis) {
            var name: String? = nil
            switch current.kind {
            case .identifier(let word) where isNextSymbol(.colon):
                name = word
                advance()
                advance()
            case .text where isNextSymbol(.colon):
                name = try string()
                advance()
            default: break
            }
            arguments.append(CandidArgumentSyntax(name: name, type: try typeSyntax()))
            if !accept(.comma) { break }
        }
        try expect(.closeParenthesis)
        return arguments
    }

    /// `{ name : functype | name; ... }` in written order.
    mutating func serviceSyntax() throws(CandidParseError) -> CandidServiceSyntax {
        try expect(.openBrace)
        var methods: [CandidMethodSyntax] = []
        var names: Set<String> = []
        while !isSymbol(.closeBrace) {
            let token = current
            let name: String
            switch token.kind {
            case .identifier(let word):
                name = word
                advance()
            case .text:
                name = try string()
            default:
                throw error("expected a method name, found \(describe(token))")
            }
            guard names.insert(name).inserted else { throw error("method \(name) is defined twice", at: token) }
            try expect(.colon)
            let type: CandidTypeSyntax
            if isSymbol(.openParenthesis) {
                type = .function(try functionSyntax())
            } else {
                let typeToken = current
                type = try typeSyntax()
                guard case .named = type else { throw error("method \(name) must have a function type", at: typeToken) }
            }
            methods.append(
                CandidMethodSyntax(
                    name: name, type: type, documentation: token.documentation, position: position(of: token)))
            if !accept(.semicolon) { break }
        }
        try expect(.closeBrace)
        return CandidServiceSyntax(methods: methods)
    }
}
