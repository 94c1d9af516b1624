/// The few JSON shapes `toncard` builds itself: a compound command's object of per-operation
/// JSON (`{"getTonAppletState":{…},"getSerialNumber":{…}}`) and the reader list. Compact, keys in
/// the order given, `/` not escaped, as the JSON layer writes (spec §10.0).
struct JSONObject {
    private var members: [String] = []

    /// Adds a member whose value is already JSON (another operation's answer).
    mutating func add(_ key: String, json value: String) {
        members.append(Self.string(key) + ":" + value)
    }

    mutating func add(_ key: String, _ value: String) {
        add(key, json: Self.string(value))
    }

    mutating func add(_ key: String, _ value: Bool) {
        add(key, json: value ? "true" : "false")
    }

    var rendered: String { "{" + members.joined(separator: ",") + "}" }

    /// A JSON string literal: quotes, backslashes and control characters escaped.
    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// `[a,b]` of values already JSON.
    static func array(_ values: [String]) -> String { "[" + values.joined(separator: ",") + "]" }
}
