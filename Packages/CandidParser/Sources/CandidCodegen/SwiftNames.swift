/// Turns Candid names (any text: `foo-bar`, `0`, `type`, `📦`) into Swift identifiers that are
/// valid, readable, and distinct. Wire names never change: ``CodingKey`` raw values keep them.
enum SwiftNames {
    /// Words that need backticks as member names.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as",
        "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "async", "actor", "some",
        "any",
        "consume", "copy", "borrowing", "consuming", "each", "macro", "package", "nonisolated", "isolated", "get",
        "set",
        "willSet", "didSet", "lazy", "mutating", "nonmutating", "override", "required", "weak", "unowned", "final",
        "dynamic", "indirect", "convenience", "optional", "Type", "Protocol", "rethrows", "associativity",
    ]

    /// Member names that backticks do not rescue, or that clash with what the generated code or
    /// its conformances declare: they get a trailing `_`.
    static let reservedMembers: Set<String> = [
        "self", "Self", "init", "Type", "Protocol", "_", "hashValue", "deinit", "subscript",
    ]

    /// The words of a name: ASCII letters and digits kept, every other character a separator,
    /// except non-ASCII characters, each of which becomes a word `uXXXX` of its code point so
    /// that `📦` and `🍦` stay distinct.
    static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        for scalar in name.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                current.unicodeScalars.append(scalar)
            } else {
                if !current.isEmpty { words.append(current) }
                current = ""
                if !scalar.isASCII { words.append("u" + String(scalar.value, radix: 16, uppercase: true)) }
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `icrc1_balance_of` → `icrc1BalanceOf`, `GenericError` → `genericError`, `HTTPRequest` →
    /// `httpRequest`, `0` → `_0`; keywords in backticks.
    static func member(_ name: String) -> String {
        let parts = words(name)
        guard let first = parts.first else { return "unnamed" }
        var result = lowercasedLead(first) + parts.dropFirst().map(capitalized).joined()
        if let lead = result.unicodeScalars.first, ("0"..."9").contains(lead) { result = "_" + result }
        if reservedMembers.contains(result) { result += "_" }
        return result
    }

    /// `transfer_args` → `TransferArgs`, `res` → `Res`.
    static func type(_ name: String) -> String {
        let parts = words(name)
        guard !parts.isEmpty else { return "Unnamed" }
        var result = parts.map(capitalized).joined()
        if let lead = result.unicodeScalars.first, ("0"..."9").contains(lead) { result = "_" + result }
        return result
    }

    /// How a member name is written in source: with backticks when it is a keyword.
    static func escaped(_ identifier: String) -> String {
        keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    /// The first name of `base`, `base_2`, `base_3`, ... that `taken` does not hold; records it.
    static func unique(_ base: String, in taken: inout Set<String>) -> String {
        var candidate = base
        var number = 2
        while taken.contains(candidate) {
            candidate = "\(base)_\(number)"
            number += 1
        }
        taken.insert(candidate)
        return candidate
    }

    private static func capitalized(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    /// Lowercases a leading run of capitals, leaving the last one when it starts the next
    /// word (`HTTPRequest` → `httpRequest`, `ICRC1` → `icrc1`, `Ok` → `ok`).
    private static func lowercasedLead(_ word: String) -> String {
        let characters = Array(word)
        var end = 0
        while end < characters.count, characters[end].isUppercase { end += 1 }
        if end == 0 { return word }
        if end > 1, end < characters.count, characters[end].isLowercase { end -= 1 }
        return String(characters[..<end]).lowercased() + String(characters[end...])
    }

    /// A Swift string literal of `text`, every character that could end or bend it escaped.
    static func literal(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7f
                    || !scalar.properties.isAlphabetic && scalar.properties.generalCategory == .format
                {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// A comment line that cannot end the comment or carry control characters.
    static func commentLine(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7f ? " " : $0 }))
    }
}
