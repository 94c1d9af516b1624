/// camelCase ⇄ snake_case for the key strategies, with the same rules as Foundation's JSON
/// coders so that a type already used with JSON keeps its wire names: a new word starts at an
/// upper-case letter after a lower-case letter or digit, and at the last capital of an acronym
/// followed by lower case (`myURLValue` → `my_url_value`); leading and trailing underscores
/// are kept.
enum KeyCaseConversion {
    static func snakeCased(_ key: String) -> String {
        let characters = Array(key)
        guard !characters.isEmpty else { return key }
        let leading = characters.prefix { $0 == "_" }.count
        guard leading < characters.count else { return key }
        let trailing = characters.reversed().prefix { $0 == "_" }.count
        let core = characters[leading..<(characters.count - trailing)]
        var result = String(repeating: "_", count: leading)
        var previous: Character?
        for index in core.indices {
            let character = core[index]
            if character.isUppercase {
                let next: Character? = index + 1 < core.endIndex ? core[index + 1] : nil
                let afterLower = previous.map { $0.isLowercase || $0.isNumber } ?? false
                let endsAcronym = (previous?.isUppercase ?? false) && (next?.isLowercase ?? false)
                if index > core.startIndex, afterLower || endsAcronym, previous != "_" {
                    result += "_"
                }
                result += character.lowercased()
            } else {
                result.append(character)
            }
            previous = character
        }
        return result + String(repeating: "_", count: trailing)
    }

    static func camelCased(_ key: String) -> String {
        let characters = Array(key)
        let leading = characters.prefix { $0 == "_" }.count
        guard leading < characters.count else { return key }
        let trailing = characters.reversed().prefix { $0 == "_" }.count
        let core = String(characters[leading..<(characters.count - trailing)])
        let words = core.split(separator: "_", omittingEmptySubsequences: true)
        guard let first = words.first else { return key }
        var result = String(repeating: "_", count: leading) + first
        for word in words.dropFirst() {
            result += word.prefix(1).uppercased() + word.dropFirst().lowercased()
        }
        return result + String(repeating: "_", count: trailing)
    }
}
