/// The compact JSON text of spec §10.0: keys in the order they are written, no whitespace, `/`
/// not escaped, UTF-8. Foundation's encoders sort or reorder keys and escape `/`, so the few
/// shapes the contract has are written here directly.
struct JSONText {
    private var text = "{"
    private var isFirst = true

    /// A string member.
    mutating func add(_ key: String, _ value: String) {
        appendKey(key)
        Self.appendString(value, to: &text)
    }

    /// A number member (getKeyChainInfo's counts, the index and length of a key).
    mutating func add(_ key: String, _ value: Int) {
        appendKey(key)
        text += String(value)
    }

    /// An array of strings (getAllSerialNumbers).
    mutating func add(_ key: String, strings: [String]) {
        appendKey(key)
        text += "["
        for (position, value) in strings.enumerated() {
            if position > 0 { text += "," }
            Self.appendString(value, to: &text)
        }
        text += "]"
    }

    /// An array of objects already rendered by `JSONText` (getKeyChainDataAboutAllKeys).
    mutating func add(_ key: String, objects: [String]) {
        appendKey(key)
        text += "[" + objects.joined(separator: ",") + "]"
    }

    /// The finished object.
    var rendered: String { text + "}" }

    private mutating func appendKey(_ key: String) {
        if !isFirst { text += "," }
        isFirst = false
        Self.appendString(key, to: &text)
        text += ":"
    }

    /// RFC 8259 string escaping: quote, backslash and the control characters; nothing else.
    private static func appendString(_ value: String, to text: inout String) {
        text += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case "\u{08}": text += "\\b"
            case "\u{0C}": text += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}
