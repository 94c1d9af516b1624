import Candid

extension TokenStream {
    /// `name = type` after the `type` keyword.
    mutating func typeDefinition() throws(CandidParseError) -> (String, CandidTypeSyntax) {
        let token = current
        let name: String
        switch token.kind {
        case .identifier(let word) where !CandidText.keywords.contains(word):
            name = word
            advance()
        default:
            throw error("expected a type name, found \(describe(token))")
        }
        try expect(.equals)
        return (name, try typeSyntax())
    }
}
