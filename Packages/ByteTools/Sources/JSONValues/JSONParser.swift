import ByteTools

/// A strict RFC 8259 parser over UTF-8 bytes that keeps number tokens as text.
///
/// Hand-written because Foundation's `JSONSerialization` turns numbers into `Double`/`NSNumber`
/// and loses the token text a signature may cover, and forgets the members' order. Recursion is
/// bounded by `maxDepth`, and every loop advances through the input, so work is linear in the
/// input size.
struct JSONParser {
    private let bytes: [UInt8]
    private let maxDepth: Int
    private var index = 0

    /// Parses exactly one value, surrounded by optional whitespace. The bytes must already be
    /// valid UTF-8 (they come from a `String` or were validated after percent-decoding).
    static func parse(_ bytes: [UInt8], maxDepth: Int) throws(JSONParseError) -> JSONValue {
        var parser = JSONParser(bytes: bytes, maxDepth: maxDepth)
        parser.skipWhitespace()
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        guard parser.index == bytes.count else {
            throw .invalid(offset: parser.index, expected: "the end of the text")
        }
        return value
    }

    private init(bytes: [UInt8], maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private mutating func parseValue(depth: Int) throws(JSONParseError) -> JSONValue {
        guard index < bytes.count else { throw .invalid(offset: index, expected: "a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
        case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw .invalid(offset: index, expected: "a value")
        }
    }

    private mutating func expectLiteral(_ literal: String) throws(JSONParseError) {
        let expected = Array(literal.utf8)
        guard bytes.count - index >= expected.count, bytes[index..<(index + expected.count)].elementsEqual(expected)
        else {
            throw .invalid(offset: index, expected: literal)
        }
        index += expected.count
    }

    private mutating func parseNumber() throws(JSONParseError) -> JSONNumber {
        let start = index
        if let expected = JSONNumber.scanToken(bytes, from: &index) {
            throw .invalid(offset: index, expected: expected)
        }
        return JSONNumber(uncheckedText: String(decoding: bytes[start..<index], as: UTF8.self))
    }

    private mutating func parseArray(depth: Int) throws(JSONParseError) -> JSONValue {
        guard depth <= maxDepth else { throw .nestingTooDeep(offset: index, limit: maxDepth) }
        index += 1  // [
        var elements: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue(depth: depth))
            skipWhitespace()
            guard index < bytes.count else { throw .invalid(offset: index, expected: "',' or ']'") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard bytes[index] == UInt8(ascii: "]") else { throw .invalid(offset: index, expected: "',' or ']'") }
            index += 1
            return .array(elements)
        }
    }

    private mutating func parseObject(depth: Int) throws(JSONParseError) -> JSONValue {
        guard depth <= maxDepth else { throw .nestingTooDeep(offset: index, limit: maxDepth) }
        index += 1  // {
        var members = JSONObject()
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw .invalid(offset: index, expected: "a string key")
            }
            let keyOffset = index
            let key = try parseString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw .invalid(offset: index, expected: "':'")
            }
            index += 1
            skipWhitespace()
            let value = try parseValue(depth: depth)
            guard members.appendNew(JSONMember(key, value)) else { throw .duplicateKey(key, offset: keyOffset) }
            skipWhitespace()
            guard index < bytes.count else { throw .invalid(offset: index, expected: "',' or '}'") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard bytes[index] == UInt8(ascii: "}") else { throw .invalid(offset: index, expected: "',' or '}'") }
            index += 1
            return .object(members)
        }
    }

    private mutating func parseString() throws(JSONParseError) -> String {
        index += 1  // opening quote
        var output: [UInt8] = []
        while true {
            guard index < bytes.count else { throw .invalid(offset: index, expected: "'\"' closing the string") }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                // Input bytes were valid UTF-8 and escapes only add whole scalars, so this never repairs anything.
                return String(decoding: output, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try parseEscape(into: &output)
            case 0x00..<0x20:
                throw .invalid(offset: index, expected: "an escaped control character")
            default:
                output.append(byte)
                index += 1
            }
        }
    }

    private mutating func parseEscape(into output: inout [UInt8]) throws(JSONParseError) {
        let start = index
        index += 1
        guard index < bytes.count else { throw .invalid(offset: index, expected: "an escape character") }
        let character = bytes[index]
        index += 1
        switch character {
        case UInt8(ascii: "\""): output.append(UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): output.append(UInt8(ascii: "\\"))
        case UInt8(ascii: "/"): output.append(UInt8(ascii: "/"))
        case UInt8(ascii: "b"): output.append(0x08)
        case UInt8(ascii: "f"): output.append(0x0C)
        case UInt8(ascii: "n"): output.append(0x0A)
        case UInt8(ascii: "r"): output.append(0x0D)
        case UInt8(ascii: "t"): output.append(0x09)
        case UInt8(ascii: "u"):
            let first = try readHex4()
            var scalarValue = UInt32(first)
            if (0xD800...0xDBFF).contains(first) {
                // A high surrogate must be followed by an escaped low surrogate; together they are one scalar.
                guard bytes.count - index >= 6, bytes[index] == UInt8(ascii: "\\"),
                    bytes[index + 1] == UInt8(ascii: "u")
                else { throw .invalid(offset: index, expected: "a \\u low surrogate after a high surrogate") }
                index += 2
                let second = try readHex4()
                guard (0xDC00...0xDFFF).contains(second) else {
                    throw .invalid(offset: index - 4, expected: "a low surrogate (DC00-DFFF)")
                }
                scalarValue = 0x10000 + ((UInt32(first) - 0xD800) << 10) + (UInt32(second) - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(first) {
                throw .invalid(offset: start, expected: "a high surrogate before a low surrogate")
            }
            guard let scalar = Unicode.Scalar(scalarValue) else {
                throw .invalid(offset: start, expected: "a Unicode scalar")
            }
            output.append(contentsOf: Array(String(Character(scalar)).utf8))
        default:
            throw .invalid(offset: index - 1, expected: "one of \" \\ / b f n r t u after '\\'")
        }
    }

    private mutating func readHex4() throws(JSONParseError) -> UInt16 {
        guard bytes.count - index >= 4 else { throw .invalid(offset: index, expected: "four hex digits") }
        var value: UInt16 = 0
        for offset in 0..<4 {
            guard let digit = Hex.value(ofASCII: bytes[index + offset]) else {
                throw .invalid(offset: index + offset, expected: "a hex digit")
            }
            value = value << 4 | UInt16(digit)
        }
        index += 4
        return value
    }
}
