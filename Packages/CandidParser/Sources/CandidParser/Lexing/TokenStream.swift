/// A cursor over tokens with the small helpers a recursive-descent parser needs, and the depth
/// guard that keeps deeply nested input from exhausting the stack.
struct TokenStream {
    var tokens: [Token]
    var index = 0
    var depth = 0
    /// The file the text came from, for the positions kept in syntax nodes.
    var file: String
    static let maxDepth = 200

    init(_ text: String, file: String = "") throws(CandidParseError) {
        tokens = try Lexer.tokenize(text)
        self.file = file
    }

    var current: Token { tokens[Swift.min(index, tokens.count - 1)] }
    var isAtEnd: Bool { current.kind == .end }

    mutating func advance() {
        if index < tokens.count - 1 { index += 1 }
    }

    func error(_ message: String, at token: Token? = nil) -> CandidParseError {
        let token = token ?? current
        return CandidParseError(line: token.line, column: token.column, message: message)
    }

    func describe(_ token: Token) -> String {
        switch token.kind {
        case .identifier(let name): return "'\(name)'"
        case .text: return "a text literal"
        case .natural(let digits, _): return "number \(digits)"
        case .decimal(let literal): return "number \(literal)"
        case .symbol(let symbol): return "'\(symbol.rawValue)'"
        case .end: return "end of input"
        }
    }

    func isSymbol(_ symbol: Symbol) -> Bool { Self.isSymbol(symbol, tokens[Swift.min(index, tokens.count - 1)]) }
    func isKeyword(_ word: String) -> Bool {
        guard case .identifier(let name) = tokens[Swift.min(index, tokens.count - 1)].kind else { return false }
        return Self.sameBytes(name, word)
    }
    /// Whether the token after the current one is `symbol` (a field's `:` or `=`).
    func isNextSymbol(_ symbol: Symbol) -> Bool {
        Self.isSymbol(symbol, tokens[Swift.min(index + 1, tokens.count - 1)])
    }

    private static func isSymbol(_ symbol: Symbol, _ token: Token) -> Bool {
        guard case .symbol(let found) = token.kind else { return false }
        return found == symbol
    }

    /// String equality by UTF-8 bytes. The parser asks "is this `query`?" of many tokens and
    /// the answer is mostly no; `==` answers no through a Unicode-aware comparison, which was a
    /// visible part of a parse. Keywords are ASCII, so bytes decide.
    @inline(__always)
    private static func sameBytes(_ lhs: String, _ rhs: String) -> Bool {
        lhs.utf8.count == rhs.utf8.count && lhs.utf8.elementsEqual(rhs.utf8)
    }

    mutating func accept(_ symbol: Symbol) -> Bool {
        guard isSymbol(symbol) else { return false }
        advance()
        return true
    }

    mutating func acceptKeyword(_ word: String) -> Bool {
        guard isKeyword(word) else { return false }
        advance()
        return true
    }

    mutating func expect(_ symbol: Symbol) throws(CandidParseError) {
        guard accept(symbol) else { throw error("expected '\(symbol.rawValue)', found \(describe(current))") }
    }

    mutating func textLiteral() throws(CandidParseError) -> [UInt8] {
        guard case .text(let bytes) = current.kind else {
            throw error("expected a text literal, found \(describe(current))")
        }
        advance()
        return bytes
    }

    /// A text literal that must be valid UTF-8.
    mutating func string() throws(CandidParseError) -> String {
        let token = current
        let bytes = try textLiteral()
        guard let string = String(validating: bytes, as: UTF8.self) else {
            throw error("text is not valid UTF-8", at: token)
        }
        return string
    }

    mutating func enter() throws(CandidParseError) {
        depth += 1
        guard depth <= Self.maxDepth else { throw error("nested deeper than \(Self.maxDepth) levels") }
    }

    mutating func leave() { depth -= 1 }
}
