import ByteTools

/// Splits Candid text into tokens: identifiers, quoted text with every escape the spec allows
/// (`\n \r \t \\ \" \'`, `\xx` hex bytes, `\u{…}` scalars with `_`), numbers with `_` and hex,
/// punctuation, and skips `//` and nested `/* */` comments. The `//` and `///` lines written
/// just before a token (no blank line between, not trailing another token's line) travel with
/// that token as its documentation.
///
/// It reads the text's UTF-8 bytes: every character with a meaning here is ASCII, so a byte
/// comparison finds it, and the runs it keeps (identifiers, comments, text literals) are already
/// in the encoding their `String`s and byte arrays need. Columns still count characters
/// (Unicode scalars), as an editor shows them.
struct Lexer {
    private let bytes: [UInt8]
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
    static let maxBytes = 64_000_000

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    static func tokenize(_ text: String) throws(CandidParseError) -> [Token] {
        guard text.utf8.count <= maxBytes else {
            throw CandidParseError(line: 1, column: 1, message: "input longer than \(maxBytes) bytes of UTF-8")
        }
        var lexer = Lexer(text)
        var tokens: [Token] = []
        // Interface files run at about one token per five bytes; reserving that much (within a
        // bound, for huge input) saves the array's regrowth copies.
        tokens.reserveCapacity(min(lexer.bytes.count / 5, 1 << 16))
        while true {
            let token = try lexer.next()
            tokens.append(token)
            if token.kind == .end { return tokens }
        }
    }

    private func peek(_ offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    /// Moves one byte on; a character's continuation bytes do not move the column.
    private mutating func advance() {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xc0 != 0x80 {
            column += 1
        }
        index += 1
    }

    /// The whole character starting at `position`, for messages that quote it.
    private func character(at position: Int) -> String {
        var end = position + 1
        while end < bytes.count, bytes[end] & 0xc0 == 0x80 { end += 1 }
        return String(decoding: bytes[position..<end], as: UTF8.self)
    }

    private func error(_ message: String) -> CandidParseError {
        CandidParseError(line: line, column: column, message: message)
    }

    private mutating func skipTrivia() throws(CandidParseError) {
        while let byte = peek() {
            // Blanks and line ends directly: they are one column each, or a new line.
            if byte == ASCII.space || byte == ASCII.tab || byte == ASCII.carriageReturn {
                column += 1
                index += 1
            } else if byte == ASCII.newline {
                line += 1
                column = 1
                index += 1
            } else if byte == ASCII.slash, peek(1) == ASCII.slash {
                let commentLine = line
                let start = index
                var end = index
                while end < bytes.count, bytes[end] != ASCII.newline {
                    if bytes[end] & 0xc0 != 0x80 { column += 1 }
                    end += 1
                }
                index = end
                collectDocumentation(Self.string(bytes[start..<index]), line: commentLine)
            } else if byte == ASCII.slash, peek(1) == ASCII.star {
                let startLine = line
                let startColumn = column
                advance()
                advance()
                var nesting = 1
                while nesting > 0 {
                    guard let next = peek() else {
                        throw CandidParseError(line: startLine, column: startColumn, message: "unterminated comment")
                    }
                    if next == ASCII.slash, peek(1) == ASCII.star {
                        advance()
                        advance()
                        nesting += 1
                    } else if next == ASCII.star, peek(1) == ASCII.slash {
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

    /// The text of a run of whole characters (it starts and ends at ASCII bytes).
    private static func string(_ run: ArraySlice<UInt8>) -> String {
        String(decoding: run, as: UTF8.self)
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_")
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

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
        guard let byte = peek() else { return token(.end) }
        if Self.isIdentifierStart(byte) {
            // Identifiers are ASCII on one line: one column per byte.
            let start = index
            var end = index + 1
            while end < bytes.count, Self.isIdentifierStart(bytes[end]) || Self.isDigit(bytes[end]) { end += 1 }
            column += end - start
            index = end
            return token(.identifier(Self.string(bytes[start..<end])))
        }
        if Self.isDigit(byte) { return token(try number()) }
        if byte == ASCII.quote { return token(.text(try text())) }
        if let pair = Self.twoCharacterSymbol(byte, peek(1)) {
            advance()
            advance()
            return token(.symbol(pair))
        }
        if let symbol = Self.symbol(byte) {
            advance()
            return token(.symbol(symbol))
        }
        throw error(
            "unexpected character \(character(at: index).unicodeScalars.map { $0.escaped(asASCII: true) }.joined())")
    }

    /// `->`, `==`, `!=` or `!:` when `first` and `second` spell one.
    private static func twoCharacterSymbol(_ first: UInt8, _ second: UInt8?) -> Symbol? {
        switch (first, second) {
        case (UInt8(ascii: "-"), UInt8(ascii: ">")): .arrow
        case (UInt8(ascii: "="), UInt8(ascii: "=")): .doubleEquals
        case (UInt8(ascii: "!"), UInt8(ascii: "=")): .notEquals
        case (UInt8(ascii: "!"), UInt8(ascii: ":")): .notSubtype
        default: nil
        }
    }

    /// The one-character symbols.
    private static func symbol(_ byte: UInt8) -> Symbol? {
        switch byte {
        case UInt8(ascii: "("): .openParenthesis
        case UInt8(ascii: ")"): .closeParenthesis
        case UInt8(ascii: "{"): .openBrace
        case UInt8(ascii: "}"): .closeBrace
        case UInt8(ascii: ";"): .semicolon
        case UInt8(ascii: ":"): .colon
        case UInt8(ascii: ","): .comma
        case UInt8(ascii: "="): .equals
        case UInt8(ascii: "."): .dot
        case UInt8(ascii: "+"): .plus
        case UInt8(ascii: "-"): .minus
        default: nil
        }
    }

    /// Digits (and `_`, which is dropped) from here on, appended to `literal`.
    private mutating func digits(into literal: inout [UInt8], hex: Bool = false) {
        while let next = peek(),
            next == ASCII.underscore || (hex ? Hex.value(ofASCII: next) != nil : Self.isDigit(next))
        {
            if next != ASCII.underscore { literal.append(next) }
            advance()
        }
    }

    private mutating func number() throws(CandidParseError) -> Token.Kind {
        var literal: [UInt8] = []
        if peek() == UInt8(ascii: "0"), peek(1) == UInt8(ascii: "x") || peek(1) == UInt8(ascii: "X") {
            advance()
            advance()
            digits(into: &literal, hex: true)
            guard !literal.isEmpty else { throw error("hexadecimal number without digits") }
            return .natural(Self.string(literal[...]), hex: true)
        }
        var isDecimal = false
        digits(into: &literal)
        // A `.` followed by a letter or quote belongs to something else (`func "x".m`).
        if peek() == ASCII.dot, !(peek(1).map { Self.isIdentifierStart($0) || $0 == ASCII.quote } ?? false) {
            isDecimal = true
            literal.append(ASCII.dot)
            advance()
            digits(into: &literal)
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            isDecimal = true
            literal.append(UInt8(ascii: "e"))
            advance()
            if let sign = peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
                literal.append(sign)
                advance()
            }
            let before = literal.count
            digits(into: &literal)
            guard literal.count > before else { throw error("exponent without digits") }
        }
        let text = Self.string(literal[...])
        return isDecimal ? .decimal(text) : .natural(text, hex: false)
    }

    private mutating func text() throws(CandidParseError) -> [UInt8] {
        let startLine = line
        let startColumn = column
        advance()
        var literal: [UInt8] = []
        while true {
            // A run without escapes is copied at once: the input is UTF-8 already.
            let runStart = index
            while let next = peek(), next != ASCII.quote, next != ASCII.backslash { advance() }
            literal.append(contentsOf: bytes[runStart..<index])
            guard let byte = peek() else {
                throw CandidParseError(line: startLine, column: startColumn, message: "unterminated text literal")
            }
            advance()
            if byte == ASCII.quote { return literal }
            guard let escape = peek() else { throw error("unterminated escape") }
            let escapeIndex = index
            advance()
            switch escape {
            case UInt8(ascii: "n"): literal.append(0x0a)
            case UInt8(ascii: "r"): literal.append(0x0d)
            case UInt8(ascii: "t"): literal.append(0x09)
            case ASCII.backslash: literal.append(0x5c)
            case ASCII.quote: literal.append(0x22)
            case UInt8(ascii: "'"): literal.append(0x27)
            case UInt8(ascii: "u"):
                guard peek() == UInt8(ascii: "{") else { throw error("expected { after \\u") }
                advance()
                var value: UInt32 = 0
                var count = 0
                while let next = peek(), next != UInt8(ascii: "}") {
                    if next != ASCII.underscore {
                        guard let digit = Hex.value(ofASCII: next).map(UInt32.init), count < 6 else {
                            throw error("invalid \\u{…} escape")
                        }
                        value = value * 16 + digit
                        count += 1
                    }
                    advance()
                }
                guard peek() == UInt8(ascii: "}"), count > 0, let unicode = Unicode.Scalar(value) else {
                    throw error("invalid or unclosed \\u{…} escape")
                }
                advance()
                UTF8.encode(unicode) { literal.append($0) }
            default:
                guard let high = Hex.value(ofASCII: escape), let second = peek(), let low = Hex.value(ofASCII: second)
                else {
                    throw error("unknown escape \\\(character(at: escapeIndex))")
                }
                advance()
                literal.append(high << 4 | low)
            }
        }
    }
}

/// The bytes of the ASCII characters the lexer looks for.
private enum ASCII {
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let slash = UInt8(ascii: "/")
    static let star = UInt8(ascii: "*")
    static let quote = UInt8(ascii: "\"")
    static let backslash = UInt8(ascii: "\\")
    static let underscore = UInt8(ascii: "_")
    static let dot = UInt8(ascii: ".")
}
