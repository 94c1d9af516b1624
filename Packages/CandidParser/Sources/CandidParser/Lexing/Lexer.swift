import ByteTools

/// Splits Candid text into tokens: identifiers, quoted text with every escape the spec allows
/// (`\n \r \t \\ \" \'`, `\xx` hex bytes, `\u{…}` scalars with `_`), numbers with `_` and hex,
/// punctuation, and skips `//` and nested `/* */` comments. The `//` and `///` lines written
/// just before a token (no blank line between, not trailing another token's line) travel with
/// that token as its documentation.
struct Lexer {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var column = 1
    /// The line the previous token ended on: a comment starting there trails that token.
    private var previousTokenLine = 0
    /// Comment lines waiting for the token they document.
    private var pendingDocumentation: [String] = []
    /// The line the last pending comment line was on, to notice a blank line after it.
    private var pendingDocumentationLine = 0
    /// Longest accepted input, so that positions and token arrays stay small.
    static let maxCharacters = 16_000_000

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    static func tokenize(_ text: String) throws(CandidParseError) -> [Token] {
        var lexer = Lexer(text)
        guard lexer.scalars.count <= maxCharacters else {
            throw CandidParseError(line: 1, column: 1, message: "input longer than \(maxCharacters) characters")
        }
        var tokens: [Token] = []
        while true {
            let token = try lexer.next()
            tokens.append(token)
            if token.kind == .end { return tokens }
        }
    }

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    private mutating func advance() {
        if scalars[index] == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
        index += 1
    }

    private func error(_ message: String) -> CandidParseError {
        CandidParseError(line: line, column: column, message: message)
    }

    private mutating func skipTrivia() throws(CandidParseError) {
        while let scalar = peek() {
            if scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" {
                advance()
            } else if scalar == "/", peek(1) == "/" {
                let commentLine = line
                let start = index
                while let next = peek(), next != "\n" { advance() }
                collectDocumentation(Self.string(scalars[start..<index]), line: commentLine)
            } else if scalar == "/", peek(1) == "*" {
                let startLine = line
                let startColumn = column
                advance()
                advance()
                var nesting = 1
                while nesting > 0 {
                    guard let next = peek() else {
                        throw CandidParseError(line: startLine, column: startColumn, message: "unterminated comment")
                    }
                    if next == "/", peek(1) == "*" {
                        advance()
                        advance()
                        nesting += 1
                    } else if next == "*", peek(1) == "/" {
                        advance()
                        advance()
                        nesting -= 1
                    } else {
                        advance()
                    }
                }
            } else {
                return
            }
        }
    }

    /// Keeps a `//` line as documentation for the next token unless it trails a token on the
    /// same line; a blank line since the previous comment line starts a new block.
    private mutating func collectDocumentation(_ comment: String, line commentLine: Int) {
        guard commentLine != previousTokenLine else { return }
        if !pendingDocumentation.isEmpty, commentLine > pendingDocumentationLine + 1 { pendingDocumentation = [] }
        var text = Substring(comment.dropFirst(2))
        if text.first == "/" { text = text.dropFirst() }
        if text.first == " " { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" || last == "\r" { text = text.dropLast() }
        pendingDocumentation.append(String(text))
        pendingDocumentationLine = commentLine
    }

    /// The text of a run of scalars, made at once: ASCII (identifiers, most comments) straight
    /// into the string's storage, anything else through a scalar view. Appending scalar by
    /// scalar was the lexer's largest cost.
    private static func string(_ run: ArraySlice<Unicode.Scalar>) -> String {
        guard run.allSatisfy(\.isASCII) else {
            var view = String.UnicodeScalarView()
            view.append(contentsOf: run)
            return String(view)
        }
        return String(unsafeUninitializedCapacity: run.count) { buffer in
            for (offset, scalar) in run.enumerated() { buffer[offset] = UInt8(truncatingIfNeeded: scalar.value) }
            return run.count
        }
    }

    private static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || scalar == "_"
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar >= "0" && scalar <= "9" }

    mutating func next() throws(CandidParseError) -> Token {
        try skipTrivia()
        let startLine = line
        let startColumn = column
        // Documentation separated from this token by a blank line belongs to nothing.
        let documentation = startLine <= pendingDocumentationLine + 1 ? pendingDocumentation : []
        pendingDocumentation = []
        defer { previousTokenLine = line }
        func token(_ kind: Token.Kind) -> Token {
            Token(kind: kind, line: startLine, column: startColumn, documentation: documentation)
        }
        guard let scalar = peek() else { return token(.end) }
        if Self.isIdentifierStart(scalar) {
            let start = index
            while let next = peek(), Self.isIdentifierStart(next) || Self.isDigit(next) { advance() }
            return token(.identifier(Self.string(scalars[start..<index])))
        }
        if Self.isDigit(scalar) { return token(try number()) }
        if scalar == "\"" { return token(.text(try text())) }
        // Matched by hand: these run for every token, and string views built here were a
        // noticeable part of a parse.
        if let pair = Self.twoCharacterSymbol(scalar, peek(1)) {
            advance()
            advance()
            return token(.symbol(pair))
        }
        switch scalar {
        case "(", ")", "{", "}", ";", ":", ",", "=", ".", "+", "-":
            advance()
            return token(.symbol(String(scalar)))
        default: break
        }
        throw error("unexpected character \(scalar.escaped(asASCII: true))")
    }

    /// `->`, `==`, `!=` or `!:` when `first` and `second` spell one.
    private static func twoCharacterSymbol(_ first: Unicode.Scalar, _ second: Unicode.Scalar?) -> String? {
        switch (first, second) {
        case ("-", ">"): return "->"
        case ("=", "="): return "=="
        case ("!", "="): return "!="
        case ("!", ":"): return "!:"
        default: return nil
        }
    }

    private mutating func number() throws(CandidParseError) -> Token.Kind {
        if peek() == "0", peek(1) == "x" || peek(1) == "X" {
            advance()
            advance()
            var digits = ""
            while let next = peek(), Hex.value(of: next) != nil || next == "_" {
                if next != "_" { digits.unicodeScalars.append(next) }
                advance()
            }
            guard !digits.isEmpty else { throw error("hexadecimal number without digits") }
            return .natural(digits, hex: true)
        }
        var literal = ""
        var isDecimal = false
        func digits(_ lexer: inout Lexer, into literal: inout String) {
            while let next = lexer.peek(), Self.isDigit(next) || next == "_" {
                if next != "_" { literal.unicodeScalars.append(next) }
                lexer.advance()
            }
        }
        digits(&self, into: &literal)
        // A `.` followed by a letter or quote belongs to something else (`func "x".m`).
        if peek() == ".", !(peek(1).map { Self.isIdentifierStart($0) || $0 == "\"" } ?? false) {
            isDecimal = true
            literal += "."
            advance()
            digits(&self, into: &literal)
        }
        if peek() == "e" || peek() == "E" {
            isDecimal = true
            literal += "e"
            advance()
            if let sign = peek(), sign == "+" || sign == "-" {
                literal.unicodeScalars.append(sign)
                advance()
            }
            let before = literal.count
            digits(&self, into: &literal)
            guard literal.count > before else { throw error("exponent without digits") }
        }
        return isDecimal ? .decimal(literal) : .natural(literal, hex: false)
    }

    private mutating func text() throws(CandidParseError) -> [UInt8] {
        let startLine = line
        let startColumn = column
        advance()
        var bytes: [UInt8] = []
        while true {
            guard let scalar = peek() else {
                throw CandidParseError(line: startLine, column: startColumn, message: "unterminated text literal")
            }
            advance()
            if scalar == "\"" { return bytes }
            guard scalar == "\\" else {
                UTF8.encode(scalar) { bytes.append($0) }
                continue
            }
            guard let escape = peek() else { throw error("unterminated escape") }
            advance()
            switch escape {
            case "n": bytes.append(0x0a)
            case "r": bytes.append(0x0d)
            case "t": bytes.append(0x09)
            case "\\": bytes.append(0x5c)
            case "\"": bytes.append(0x22)
            case "'": bytes.append(0x27)
            case "u":
                guard peek() == "{" else { throw error("expected { after \\u") }
                advance()
                var value: UInt32 = 0
                var count = 0
                while let next = peek(), next != "}" {
                    if next != "_" {
                        guard let digit = Hex.value(of: next).map(UInt32.init), count < 6 else {
                            throw error("invalid \\u{…} escape")
                        }
                        value = value * 16 + digit
                        count += 1
                    }
                    advance()
                }
                guard peek() == "}", count > 0, let unicode = Unicode.Scalar(value) else {
                    throw error("invalid or unclosed \\u{…} escape")
                }
                advance()
                UTF8.encode(unicode) { bytes.append($0) }
            default:
                guard let high = Hex.value(of: escape), let second = peek(), let low = Hex.value(of: second) else {
                    throw error("unknown escape \\\(escape)")
                }
                advance()
                bytes.append(high << 4 | low)
            }
        }
    }
}
