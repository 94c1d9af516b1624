import BigInt
import BigNum
import ByteTools

extension CBOR {
    /// Parses diagnostic notation (RFC 8949 §8 and the extended notation of RFC 8610 Appendix G):
    /// integers of any size (beyond 64 bits they become bignum tags), floats with `Infinity` and
    /// `NaN`, `"text"` with JSON escapes, `h'hex'`, `b64'base64'`, `'text as bytes'`, arrays,
    /// maps, `tag(item)`, `simple(n)`, `true false null undefined`, indefinite forms
    /// (`[_ …]`, `{_ …}`, `(_ "chunk", "chunk")`), `<<embedded items>>`, `/ comments /` and
    /// encoding indicators such as `_1`, which are accepted and ignored because the value model
    /// has no encoding widths.
    ///
    /// It exists for tests and tools: it reads what ``description`` writes, and the RFC's own
    /// examples.
    public init(diagnostic text: String, maximumDepth: Int = 256) throws(CBORDiagnosticError) {
        var parser = DiagnosticParser(text: Array(text.utf8), maximumDepth: maximumDepth)
        self = try parser.parseDocument()
    }
}

struct DiagnosticParser {
    let text: [UInt8]
    let maximumDepth: Int
    var index = 0

    init(text: [UInt8], maximumDepth: Int) {
        self.text = text
        self.maximumDepth = maximumDepth
    }

    mutating func parseDocument() throws(CBORDiagnosticError) -> CBOR {
        let value = try parseItem(depth: 0)
        skipSpace()
        if index < text.count { throw unexpected("the end of the text") }
        return value
    }

    // MARK: Lexing helpers

    private var current: UInt8? { index < text.count ? text[index] : nil }

    private func peek(_ offset: Int) -> UInt8? {
        index + offset < text.count ? text[index + offset] : nil
    }

    private func hasPrefix(_ literal: String) -> Bool {
        let bytes = Array(literal.utf8)
        guard index + bytes.count <= text.count else { return false }
        return text[index..<(index + bytes.count)].elementsEqual(bytes)
    }

    private func unexpected(_ expected: String) -> CBORDiagnosticError {
        guard index < text.count else { return .unexpectedEnd(offset: index, expected: expected) }
        // Show the whole character, which may be several UTF-8 bytes.
        var end = index + 1
        while end < text.count, text[end] & 0xc0 == 0x80 { end += 1 }
        let found = String(decoding: text[index..<end], as: UTF8.self)
        return .unexpectedCharacter(offset: index, found: "'\(found)'", expected: expected)
    }

    private mutating func expect(_ byte: UInt8, _ description: String) throws(CBORDiagnosticError) {
        skipSpace()
        guard current == byte else { throw unexpected(description) }
        index += 1
    }

    /// Skips white space and comments (`/ … /` and `# …` to the end of the line).
    private mutating func skipSpace() {
        while let byte = current {
            switch byte {
            case 0x20, 0x09, 0x0a, 0x0d:
                index += 1
            case 0x2f:  // '/'
                index += 1
                while let inner = current, inner != 0x2f { index += 1 }
                if current != nil { index += 1 }
            case 0x23:  // '#'
                while let inner = current, inner != 0x0a { index += 1 }
            default:
                return
            }
        }
    }

    /// Skips an encoding indicator (`_`, `_0`…`_7`, `_i`), which only says how an item was
    /// serialised.
    private mutating func skipEncodingIndicator() {
        guard current == 0x5f else { return }
        index += 1
        if let next = current, (0x30...0x37).contains(next) || next == 0x69 { index += 1 }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7a }

    private mutating func checkDepth(_ depth: Int) throws(CBORDiagnosticError) {
        guard depth < maximumDepth else { throw .nestingTooDeep(offset: index, limit: maximumDepth) }
    }

    // MARK: Items

    mutating func parseItem(depth: Int) throws(CBORDiagnosticError) -> CBOR {
        skipSpace()
        guard let byte = current else { throw unexpected("a data item") }
        switch byte {
        case UInt8(ascii: "["):
            try checkDepth(depth)
            return .array(try parseArray(depth: depth))
        case UInt8(ascii: "{"):
            try checkDepth(depth)
            return .map(try parseMap(depth: depth))
        case UInt8(ascii: "("):
            return try parseChunkedString(depth: depth)
        case UInt8(ascii: "\""):
            return .text(try parseTextLiteral())
        case UInt8(ascii: "'"):
            return .bytes(try parseSingleQuoted())
        case UInt8(ascii: "<") where peek(1) == UInt8(ascii: "<"):
            try checkDepth(depth)
            return .bytes(try parseEmbedded(depth: depth))
        case UInt8(ascii: "h") where peek(1) == UInt8(ascii: "'"):
            return .bytes(try parseHex())
        case UInt8(ascii: "b") where hasPrefix("b64'"):
            return .bytes(try parseBase64())
        case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return try parseNumberOrTag(depth: depth)
        default:
            if Self.isLetter(byte) { return try parseWord() }
            throw unexpected("a data item")
        }
    }

    private mutating func parseArray(depth: Int) throws(CBORDiagnosticError) -> [CBOR] {
        index += 1
        skipSpace()
        skipEncodingIndicator()
        var items: [CBOR] = []
        skipSpace()
        if current == UInt8(ascii: "]") {
            index += 1
            return items
        }
        while true {
            items.append(try parseItem(depth: depth + 1))
            skipSpace()
            guard let byte = current else { throw unexpected("',' or ']'") }
            index += 1
            if byte == UInt8(ascii: "]") { return items }
            guard byte == UInt8(ascii: ",") else {
                index -= 1
                throw unexpected("',' or ']'")
            }
            // A trailing comma before the bracket is accepted, as EDN allows.
            skipSpace()
            if current == UInt8(ascii: "]") {
                index += 1
                return items
            }
        }
    }

    private mutating func parseMap(depth: Int) throws(CBORDiagnosticError) -> CBORMap {
        index += 1
        skipSpace()
        skipEncodingIndicator()
        var entries: [CBORMap.Entry] = []
        skipSpace()
        if current == UInt8(ascii: "}") {
            index += 1
            return CBORMap(entries)
        }
        while true {
            let key = try parseItem(depth: depth + 1)
            try expect(UInt8(ascii: ":"), "':' after a map key")
            let value = try parseItem(depth: depth + 1)
            entries.append(CBORMap.Entry(key: key, value: value))
            skipSpace()
            guard let byte = current else { throw unexpected("',' or '}'") }
            index += 1
            if byte == UInt8(ascii: "}") { return CBORMap(entries) }
            guard byte == UInt8(ascii: ",") else {
                index -= 1
                throw unexpected("',' or '}'")
            }
            skipSpace()
            if current == UInt8(ascii: "}") {
                index += 1
                return CBORMap(entries)
            }
        }
    }

    /// `(_ h'01', h'02')` or `(_ "a", "b")`: an indefinite-length string, here concatenated.
    private mutating func parseChunkedString(depth: Int) throws(CBORDiagnosticError) -> CBOR {
        index += 1
        skipSpace()
        guard current == UInt8(ascii: "_") else { throw unexpected("'_' after '(' (an indefinite-length string)") }
        index += 1
        var bytes: [UInt8] = []
        var text = ""
        var isText: Bool?
        while true {
            skipSpace()
            if current == UInt8(ascii: ")"), isText != nil {
                index += 1
                return isText == true ? .text(text) : .bytes(bytes)
            }
            let chunkStart = index
            let chunk = try parseItem(depth: depth + 1)
            switch (chunk, isText) {
            case (.text(let part), nil), (.text(let part), true?):
                isText = true
                text += part
            case (.bytes(let part), nil), (.bytes(let part), false?):
                isText = false
                bytes += part
            default:
                index = chunkStart
                throw unexpected("a string chunk of the same type as the first")
            }
            skipSpace()
            if current == UInt8(ascii: ",") { index += 1 }
        }
    }

    private mutating func parseEmbedded(depth: Int) throws(CBORDiagnosticError) -> [UInt8] {
        let start = index
        index += 2
        var encoded: [UInt8] = []
        skipSpace()
        if hasPrefix(">>") {
            index += 2
            return encoded
        }
        while true {
            let item = try parseItem(depth: depth + 1)
            do {
                try item.encode(into: &encoded)
            } catch {
                throw .invalidByteString(offset: start, reason: error.description)
            }
            skipSpace()
            if hasPrefix(">>") {
                index += 2
                return encoded
            }
            try expect(UInt8(ascii: ","), "',' or '>>'")
        }
    }

    // MARK: Strings

    /// `"…"` with JSON escapes; the result must be valid Unicode.
    private mutating func parseTextLiteral() throws(CBORDiagnosticError) -> String {
        let start = index
        let bytes = try parseQuoted(quote: UInt8(ascii: "\""))
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw .invalidString(offset: start, reason: "not valid UTF-8")
        }
        return text
    }

    /// `'…'`: a byte string written as text (RFC 8610 G.2).
    private mutating func parseSingleQuoted() throws(CBORDiagnosticError) -> [UInt8] {
        try parseQuoted(quote: UInt8(ascii: "'"))
    }

    private mutating func parseQuoted(quote: UInt8) throws(CBORDiagnosticError) -> [UInt8] {
        index += 1
        var result: [UInt8] = []
        while true {
            guard let byte = current else { throw unexpected("a closing quote") }
            index += 1
            if byte == quote { return result }
            guard byte == UInt8(ascii: "\\") else {
                result.append(byte)
                continue
            }
            let escapeStart = index - 1
            guard let escaped = current else { throw unexpected("an escape sequence") }
            index += 1
            switch escaped {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "'"): result.append(escaped)
            case UInt8(ascii: "b"): result.append(0x08)
            case UInt8(ascii: "f"): result.append(0x0c)
            case UInt8(ascii: "n"): result.append(0x0a)
            case UInt8(ascii: "r"): result.append(0x0d)
            case UInt8(ascii: "t"): result.append(0x09)
            case UInt8(ascii: "u"):
                var scalarValue = try parseHexQuad(escapeStart: escapeStart)
                if (0xd800...0xdbff).contains(scalarValue) {
                    guard hasPrefix("\\u") else {
                        throw .invalidString(offset: escapeStart, reason: "a high surrogate without a low surrogate")
                    }
                    index += 2
                    let low = try parseHexQuad(escapeStart: escapeStart)
                    guard (0xdc00...0xdfff).contains(low) else {
                        throw .invalidString(offset: escapeStart, reason: "a high surrogate without a low surrogate")
                    }
                    scalarValue = 0x10000 + ((scalarValue - 0xd800) << 10) + (low - 0xdc00)
                }
                guard let scalar = Unicode.Scalar(scalarValue) else {
                    throw .invalidString(
                        offset: escapeStart, reason: "a lone surrogate \\u\(String(scalarValue, radix: 16))")
                }
                result.append(contentsOf: String(Character(scalar)).utf8)
            default:
                throw .invalidString(
                    offset: escapeStart, reason: "unknown escape '\\\(String(UnicodeScalar(escaped)))'")
            }
        }
    }

    private mutating func parseHexQuad(escapeStart: Int) throws(CBORDiagnosticError) -> UInt32 {
        guard index + 4 <= text.count else {
            throw .invalidString(offset: escapeStart, reason: "\\u needs four hex digits")
        }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = Hex.value(ofASCII: text[index]) else {
                throw .invalidString(offset: escapeStart, reason: "\\u needs four hex digits")
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    /// `h'01 02 0a'`: hex digits, white space allowed between them.
    private mutating func parseHex() throws(CBORDiagnosticError) -> [UInt8] {
        let start = index
        index += 2
        var result: [UInt8] = []
        var pending: UInt8?
        while true {
            skipSpace()
            guard let byte = current else { throw unexpected("hex digits or a closing quote") }
            index += 1
            if byte == UInt8(ascii: "'") {
                guard pending == nil else {
                    throw .invalidByteString(offset: start, reason: "an odd number of hex digits")
                }
                return result
            }
            guard let digit = Hex.value(ofASCII: byte) else {
                index -= 1
                throw unexpected("a hex digit or a closing quote")
            }
            if let high = pending {
                result.append(high << 4 | digit)
                pending = nil
            } else {
                pending = digit
            }
        }
    }

    /// `b64'…'`: base64 or base64url, padding optional.
    private mutating func parseBase64() throws(CBORDiagnosticError) -> [UInt8] {
        let start = index
        index += 4
        var sextets: [UInt8] = []
        var padding = 0
        while true {
            skipSpace()
            guard let byte = current else { throw unexpected("base64 digits or a closing quote") }
            index += 1
            let value: UInt8
            switch byte {
            case UInt8(ascii: "'"):
                return try Self.decodeBase64(sextets, padding: padding, offset: start)
            case UInt8(ascii: "="):
                padding += 1
                continue
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = byte - UInt8(ascii: "A")
            case UInt8(ascii: "a")...UInt8(ascii: "z"): value = byte - UInt8(ascii: "a") + 26
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = byte - UInt8(ascii: "0") + 52
            case UInt8(ascii: "+"), UInt8(ascii: "-"): value = 62
            case UInt8(ascii: "/"), UInt8(ascii: "_"): value = 63
            default:
                index -= 1
                throw unexpected("a base64 digit or a closing quote")
            }
            guard padding == 0 else { throw .invalidByteString(offset: start, reason: "base64 digits after padding") }
            sextets.append(value)
        }
    }

    private static func decodeBase64(_ sextets: [UInt8], padding: Int, offset: Int) throws(CBORDiagnosticError)
        -> [UInt8]
    {
        let remainder = sextets.count % 4
        guard remainder != 1, padding == 0 || (sextets.count + padding) % 4 == 0 else {
            throw .invalidByteString(offset: offset, reason: "base64 of impossible length")
        }
        var result: [UInt8] = []
        var accumulator: UInt32 = 0
        var bits = 0
        for sextet in sextets {
            accumulator = accumulator << 6 | UInt32(sextet)
            bits += 6
            if bits >= 8 {
                bits -= 8
                result.append(UInt8(truncatingIfNeeded: accumulator >> UInt32(bits)))
            }
        }
        return result
    }

    // MARK: Numbers, tags and words

    private mutating func parseNumberOrTag(depth: Int) throws(CBORDiagnosticError) -> CBOR {
        let start = index
        var negative = false
        if current == UInt8(ascii: "-") || current == UInt8(ascii: "+") {
            negative = current == UInt8(ascii: "-")
            index += 1
        }
        if hasPrefix("Infinity") {
            index += 8
            skipEncodingIndicator()
            return .float(negative ? -.infinity : .infinity)
        }
        let tokenStart = index
        var radix = 10
        if current == UInt8(ascii: "0"), let marker = peek(1) {
            switch marker | 0x20 {
            case UInt8(ascii: "x"): radix = 16
            case UInt8(ascii: "o"): radix = 8
            case UInt8(ascii: "b"): radix = 2
            default: break
            }
            if radix != 10 { index += 2 }
        }
        let digitsStart = index
        var isFloat = false
        while let byte = current {
            if Self.isDigit(byte) || (radix == 16 && Hex.value(ofASCII: byte) != nil) {
                index += 1
            } else if radix == 10, byte == UInt8(ascii: ".") || byte | 0x20 == UInt8(ascii: "e") {
                isFloat = true
                index += 1
                if byte | 0x20 == UInt8(ascii: "e"), current == UInt8(ascii: "+") || current == UInt8(ascii: "-") {
                    index += 1
                }
            } else {
                break
            }
        }
        let token = String(decoding: text[start..<index], as: UTF8.self)
        guard index > digitsStart else { throw .invalidNumber(offset: start, text: token) }
        if isFloat {
            guard let value = Double(token), value.isFinite else { throw .invalidNumber(offset: start, text: token) }
            skipEncodingIndicator()
            return .float(value)
        }
        let digits = String(decoding: text[digitsStart..<index], as: UTF8.self)
        guard let magnitude = BigUInt(digits, radix: radix) else { throw .invalidNumber(offset: start, text: token) }
        skipEncodingIndicator()
        if current == UInt8(ascii: "(") {
            // A tag number: unsigned, at most 64 bits.
            guard !negative, start == tokenStart, let tag = UInt64(exactly: magnitude) else {
                throw .invalidNumber(offset: start, text: token)
            }
            try checkDepth(depth)
            index += 1
            let content = try parseItem(depth: depth + 1)
            try expect(UInt8(ascii: ")"), "')' after the tag content")
            return .tagged(CBORTag(tag), content)
        }
        return CBOR(bigInt: negative ? -BigInt(magnitude) : BigInt(magnitude))
    }

    private mutating func parseWord() throws(CBORDiagnosticError) -> CBOR {
        let start = index
        while let byte = current, Self.isLetter(byte) || Self.isDigit(byte) { index += 1 }
        let word = String(decoding: text[start..<index], as: UTF8.self)
        switch word {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "null": return .null
        case "undefined": return .undefined
        case "NaN":
            skipEncodingIndicator()
            return .float(.nan)
        case "Infinity":
            skipEncodingIndicator()
            return .float(.infinity)
        case "simple":
            try expect(UInt8(ascii: "("), "'(' after simple")
            skipSpace()
            let numberStart = index
            while let byte = current, Self.isDigit(byte) { index += 1 }
            let digits = String(decoding: text[numberStart..<index], as: UTF8.self)
            guard let value = UInt8(digits) else { throw .invalidSimpleValue(offset: numberStart, text: digits) }
            try expect(UInt8(ascii: ")"), "')' after the simple value")
            switch value {
            case 20: return .bool(false)
            case 21: return .bool(true)
            case 22: return .null
            case 23: return .undefined
            default:
                guard let simple = CBORSimpleValue(value) else {
                    throw .invalidSimpleValue(offset: numberStart, text: digits)
                }
                return .simple(simple)
            }
        default:
            index = start
            throw unexpected("a data item")
        }
    }
}
