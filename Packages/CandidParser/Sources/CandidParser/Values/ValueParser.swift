import BigInt
import Candid

/// The textual value grammar: literals, `opt`/`vec`/`record`/`variant`, `blob "…"`,
/// `principal "…"`, `service "…"`, `func "…".name`, and `(value : type)` annotations.
extension TokenStream {
    /// `(v, v : t, ...)`.
    mutating func argumentValues() throws(CandidParseError) -> [CandidTextValue] {
        try expect(.openParenthesis)
        var values: [CandidTextValue] = []
        while !isSymbol(.closeParenthesis) {
            values.append(try annotatedValue())
            if !accept(.comma) { break }
        }
        try expect(.closeParenthesis)
        return values
    }

    mutating func annotatedValue() throws(CandidParseError) -> CandidTextValue {
        let value = try value()
        if accept(.colon) { return .annotated(value, try dataType()) }
        return value
    }

    /// `nan` and `inf`, the float values no digits can write, spelled as didc prints them.
    static func specialFloat(_ word: String) -> Double? {
        switch word {
        case "nan": return .nan
        case "inf": return .infinity
        default: return nil
        }
    }

    mutating func value() throws(CandidParseError) -> CandidTextValue {
        try enter()
        defer { leave() }
        let token = current
        switch token.kind {
        case .symbol(.openParenthesis):
            advance()
            let inner = try annotatedValue()
            try expect(.closeParenthesis)
            return inner
        case .symbol(.plus), .symbol(.minus):
            advance()
            let negative = token.kind == .symbol(.minus)
            if case .identifier(let word) = current.kind, let special = Self.specialFloat(word) {
                advance()
                return .float(negative ? -special : special)
            }
            switch try number() {
            case .integer(let value): return .integer(negative ? -value : value)
            case .float(let value): return .float(negative ? -value : value)
            default: throw error("expected a number after a sign", at: token)
            }
        case .natural, .decimal:
            return try number()
        case .text:
            return .text(try string())
        case .identifier(let word):
            advance()
            switch word {
            case "nan", "inf": return .float(Self.specialFloat(word) ?? .nan)
            case "true": return .bool(true)
            case "false": return .bool(false)
            case "null": return .null
            case "opt": return .opt(try value())
            case "vec":
                try expect(.openBrace)
                var elements: [CandidTextValue] = []
                while !isSymbol(.closeBrace) {
                    elements.append(try annotatedValue())
                    if !accept(.semicolon) { break }
                }
                try expect(.closeBrace)
                return .vec(elements)
            case "record": return .record(try fieldValues(isVariant: false))
            case "variant":
                let fields = try fieldValues(isVariant: true)
                guard fields.count == 1 else { throw error("a variant value has exactly one case", at: token) }
                return .variant(fields[0])
            case "blob": return .blob(try textLiteral())
            case "principal", "service":
                let textToken = current
                let text = try string()
                let principal: CandidPrincipal
                do { principal = try CandidPrincipal(text: text) } catch {
                    throw self.error(error.description, at: textToken)
                }
                return word == "principal" ? .principal(principal) : .service(principal)
            case "func":
                let textToken = current
                let text = try string()
                let principal: CandidPrincipal
                do { principal = try CandidPrincipal(text: text) } catch {
                    throw self.error(error.description, at: textToken)
                }
                try expect(.dot)
                let method: String
                switch current.kind {
                case .identifier(let name):
                    method = name
                    advance()
                case .text:
                    method = try string()
                default:
                    throw self.error("expected a method name after '.'")
                }
                return .function(principal, method: method)
            default:
                throw error("unexpected \(describe(token)) where a value was expected", at: token)
            }
        default:
            throw error("unexpected \(describe(token)) where a value was expected", at: token)
        }
    }

    private mutating func number() throws(CandidParseError) -> CandidTextValue {
        let token = current
        advance()
        switch token.kind {
        case .natural(let digits, let hex):
            guard digits.count <= 10_000, let value = BigInt(digits, radix: hex ? 16 : 10) else {
                throw error("invalid number \(digits)", at: token)
            }
            return .integer(value)
        case .decimal(let literal):
            guard let value = Double(literal) else { throw error("invalid number \(literal)", at: token) }
            return .float(value)
        default:
            throw error("expected a number, found \(describe(token))", at: token)
        }
    }

    private mutating func fieldValues(isVariant: Bool) throws(CandidParseError) -> [CandidTextField] {
        try expect(.openBrace)
        var fields: [CandidTextField] = []
        var nextPosition: UInt32 = 0
        while !isSymbol(.closeBrace) {
            let token = current
            var label: CandidLabel? = nil
            switch token.kind {
            case .natural(let digits, let hex) where isNextSymbol(.equals):
                guard let id = UInt32(digits, radix: hex ? 16 : 10) else {
                    throw error("field id \(digits) is larger than 2^32 - 1", at: token)
                }
                label = .id(id)
                advance()
            case .identifier(let name) where isNextSymbol(.equals):
                label = .named(name)
                advance()
            case .text where isNextSymbol(.equals):
                label = .named(try string())
            case .identifier(let name) where isVariant && !CandidText.keywords.contains(name):
                label = .named(name)
                advance()
            case .text where isVariant:
                label = .named(try string())
            case .natural(let digits, let hex) where isVariant:
                guard let id = UInt32(digits, radix: hex ? 16 : 10) else {
                    throw error("field id \(digits) is larger than 2^32 - 1", at: token)
                }
                label = .id(id)
                advance()
            default:
                break
            }
            let value: CandidTextValue
            if let found = label {
                value = accept(.equals) ? try annotatedValue() : .null
                label = found
            } else {
                guard !isVariant else { throw error("expected a variant case") }
                value = try annotatedValue()
                label = .unnamed(nextPosition)
            }
            guard let label else { throw error("expected a field") }
            nextPosition = label.id == UInt32.max ? 0 : label.id + 1
            if fields.contains(where: { $0.label.id == label.id }) {
                throw error("field \(label) appears twice", at: token)
            }
            fields.append(CandidTextField(label, value))
            if !accept(.semicolon) { break }
        }
        try expect(.closeBrace)
        return fields
    }
}
