/// The punctuation of Candid text. Tokens carry it as this enum, not as a string, because the
/// parser asks "is this `}`?" of most tokens: comparing two small integers needs neither a
/// string comparison nor the reference counting of a string payload.
enum Symbol: String, Sendable, Hashable {
    case openParenthesis = "("
    case closeParenthesis = ")"
    case openBrace = "{"
    case closeBrace = "}"
    case semicolon = ";"
    case colon = ":"
    case comma = ","
    case equals = "="
    case dot = "."
    case plus = "+"
    case minus = "-"
    case arrow = "->"
    case doubleEquals = "=="
    case notEquals = "!="
    case notSubtype = "!:"
}
