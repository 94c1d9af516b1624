import Candid

/// The type grammar of the spec: primitive and constructed types, `blob`, references to named
/// types, tuple and field shorthands, function and service types.
extension TokenStream {
    static let primitiveTypes: [String: CandidType] = [
        "null": .null, "bool": .bool, "nat": .nat, "int": .int, "nat8": .nat8, "nat16": .nat16,
        "nat32": .nat32, "nat64": .nat64, "int8": .int8, "int16": .int16, "int32": .int32, "int64": .int64,
        "float32": .float32, "float64": .float64, "text": .text, "reserved": .reserved, "empty": .empty,
        "principal": .principal,
    ]

    mutating func dataType() throws(CandidParseError) -> CandidType {
        try enter()
        defer { leave() }
        let token = current
        guard case .identifier(let word) = token.kind else {
            throw error("expected a type, found \(describe(token))")
        }
        advance()
        if let primitive = Self.primitiveTypes[word] { return primitive }
        switch word {
        case "opt": return .opt(try dataType())
        case "vec": return .vec(try dataType())
        case "blob": return .blob
        case "record": return .record(try fields(isVariant: false))
        case "variant": return .variant(try fields(isVariant: true))
        case "func": return .function(try functionType())
        case "service": return .service(try serviceType())
        default:
            guard !CandidText.keywords.contains(word) else { throw error("'\(word)' is not a type", at: token) }
            return .named(word)
        }
    }

    /// `{ field; ... }`; positional fields get the id after the previous one.
    mutating func fields(isVariant: Bool) throws(CandidParseError) -> [CandidFieldType] {
        try expect("{")
        var result: [CandidFieldType] = []
        var nextPosition: UInt32 = 0
        while !isSymbol("}") {
            let token = current
            var label: CandidLabel? = nil
            switch token.kind {
            case .natural(let digits, let hex) where peekNext.kind == .symbol(":"):
                guard let id = UInt32(digits, radix: hex ? 16 : 10) else { throw error("field id \(digits) is larger than 2^32 - 1", at: token) }
                label = .id(id)
                advance()
            case .identifier(let name) where peekNext.kind == .symbol(":") || (isVariant && !CandidText.keywords.contains(name)):
                label = .named(name)
                advance()
            case .text where peekNext.kind == .symbol(":") || isVariant:
                label = .named(try string())
            default:
                break
            }
            let type: CandidType
            if let found = label {
                if accept(":") {
                    type = try dataType()
                } else {
                    guard isVariant else { throw error("expected ':' after field name") }
                    type = .null
                }
                label = found
            } else if isVariant, case .natural(let digits, let hex) = token.kind {
                guard let id = UInt32(digits, radix: hex ? 16 : 10) else { throw error("field id \(digits) is larger than 2^32 - 1", at: token) }
                advance()
                label = .id(id)
                type = .null
            } else {
                type = try dataType()
                label = .unnamed(nextPosition)
            }
            guard let label else { throw error("expected a field") }
            if label.id == UInt32.max { nextPosition = 0 } else { nextPosition = label.id + 1 }
            result.append(CandidFieldType(label, type))
            if !accept(";") { break }
        }
        let closing = current
        try expect("}")
        // Fields are kept in id order, the order they have on the wire and in printed types.
        let sorted = result.sorted { $0.label.id < $1.label.id }
        for pair in zip(sorted, sorted.dropFirst()) where pair.0.label.id == pair.1.label.id {
            throw error("field name hash collision: \(pair.0.label) and \(pair.1.label) both have id \(pair.0.label.id)", at: closing)
        }
        // `record { 0 : text; 1 : nat }` is the tuple `record { text; nat }`: same ids, same type.
        if sorted.enumerated().allSatisfy({ $0.element.label.name == nil && $0.element.label.id == UInt32($0.offset) }) {
            return sorted.map { CandidFieldType(.unnamed($0.label.id), $0.type) }
        }
        return sorted
    }

    /// `(args) -> (results) modes`.
    mutating func functionType() throws(CandidParseError) -> CandidFunctionType {
        let arguments = try tupleType()
        try expect("->")
        let results = try tupleType()
        var modes: [CandidFunctionMode] = []
        while true {
            if acceptKeyword("query") { modes.append(.query) }
            else if acceptKeyword("oneway") { modes.append(.oneway) }
            else if acceptKeyword("composite_query") { modes.append(.compositeQuery) }
            else { break }
        }
        modes = Array(Set(modes)).sorted { $0.rawValue < $1.rawValue }
        return CandidFunctionType(arguments, results, modes: modes)
    }

    /// `(t, name : t, ...)`; argument names are documentation and are dropped.
    mutating func tupleType() throws(CandidParseError) -> [CandidType] {
        try expect("(")
        var types: [CandidType] = []
        while !isSymbol(")") {
            switch current.kind {
            case .identifier, .text:
                if peekNext.kind == .symbol(":") {
                    advance()
                    advance()
                }
            default: break
            }
            types.append(try dataType())
            if !accept(",") { break }
        }
        try expect(")")
        return types
    }

    /// `{ name : functype | name; ... }`.
    mutating func serviceType() throws(CandidParseError) -> CandidServiceType {
        try expect("{")
        var methods: [CandidMethod] = []
        var names: Set<String> = []
        while !isSymbol("}") {
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
            try expect(":")
            if isSymbol("(") {
                methods.append(CandidMethod(name, .function(try functionType())))
            } else {
                let typeToken = current
                let type = try dataType()
                guard case .named = type else { throw error("method \(name) must have a function type", at: typeToken) }
                methods.append(CandidMethod(name, type))
            }
            if !accept(";") { break }
        }
        try expect("}")
        // Methods in name order, as the binary format stores them.
        methods.sort { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
        return CandidServiceType(methods)
    }
}
