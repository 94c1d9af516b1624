import ByteTools

/// Diagnostic notation (RFC 8949 §8): the human-readable form of a data item, used as the
/// value's `description`, in error messages and in the demo. ``CBOR/init(diagnostic:maximumDepth:)``
/// reads it back, so test vectors can be written the way the RFC writes them.
extension CBOR: CustomStringConvertible {
    /// `{"a": 1, "b": [2, 3]}`, `h'0102'`, `1(1363896240)`, `simple(16)`, `-Infinity`...
    public var description: String {
        diagnosticNotation()
    }

    /// Diagnostic notation; with `prettyPrinted`, each array item and map entry on its own line,
    /// indented by two spaces per level.
    public func diagnosticNotation(prettyPrinted: Bool = false) -> String {
        var printer = DiagnosticPrinter(pretty: prettyPrinted)
        printer.write(self, level: 0)
        return printer.output
    }
}

struct DiagnosticPrinter {
    let pretty: Bool
    var output = ""

    mutating func write(_ value: CBOR, level: Int) {
        switch value {
        case .unsigned(let number):
            output += String(number)
        case .negative(let number):
            // −1 − n, written without overflowing at n = UInt64.max.
            output += number == .max ? "-18446744073709551616" : "-" + String(number + 1)
        case .bytes(let bytes):
            output += "h'"
            output += Hex.encode(bytes)
            output += "'"
        case .text(let text):
            writeQuoted(text)
        case .array(let items):
            writeList(open: "[", close: "]", count: items.count, level: level) { printer, index in
                printer.write(items[index], level: level + 1)
            }
        case .map(let map):
            let entries = map.entries
            writeList(open: "{", close: "}", count: entries.count, level: level) { printer, index in
                printer.write(entries[index].key, level: level + 1)
                printer.output += ": "
                printer.write(entries[index].value, level: level + 1)
            }
        case .tagged(let tag, let content):
            output += String(tag.rawValue)
            output += "("
            write(content, level: level)
            output += ")"
        case .simple(let simple):
            output += simple.description
        case .bool(let flag):
            output += flag ? "true" : "false"
        case .null:
            output += "null"
        case .undefined:
            output += "undefined"
        case .float(let number):
            output += DiagnosticPrinter.format(number)
        }
    }

    private mutating func writeList(
        open: String, close: String, count: Int, level: Int, item: (inout DiagnosticPrinter, Int) -> Void
    ) {
        output += open
        guard count > 0 else {
            output += close
            return
        }
        let inner = String(repeating: "  ", count: level + 1)
        for index in 0..<count {
            if pretty {
                output += index == 0 ? "\n" : ",\n"
                output += inner
            } else if index > 0 {
                output += ", "
            }
            item(&self, index)
        }
        if pretty { output += "\n" + String(repeating: "  ", count: level) }
        output += close
    }

    private mutating func writeQuoted(_ text: String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{8}": output += "\\b"
            case "\u{c}": output += "\\f"
            case "\u{0}"..."\u{1f}", "\u{7f}":
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }

    /// The shortest text that reads back as the same `Double`, always recognisable as a float:
    /// `1.0`, `1.5`, `1.0e+300`, `5.960464477539063e-8`, `-0.0`, `NaN`, `-Infinity`.
    static func format(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
        // Swift's description is the shortest round-tripping decimal; only its shape changes.
        let text = value.description
        guard let exponentMark = text.firstIndex(where: { $0 == "e" || $0 == "E" }) else {
            return text.contains(".") ? text : text + ".0"
        }
        var mantissa = String(text[..<exponentMark])
        if !mantissa.contains(".") { mantissa += ".0" }
        var exponent = Substring(text[text.index(after: exponentMark)...])
        var sign = "+"
        if let first = exponent.first, first == "-" || first == "+" {
            sign = first == "-" ? "-" : "+"
            exponent = exponent.dropFirst()
        }
        let digits = exponent.drop { $0 == "0" }
        return mantissa + "e" + sign + (digits.isEmpty ? "0" : String(digits))
    }
}
