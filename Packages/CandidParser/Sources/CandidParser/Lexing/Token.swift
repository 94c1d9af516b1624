/// A lexical token of Candid text with its position.
struct Token: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case identifier(String)
        /// A quoted string, kept as bytes: `blob "\ff"` may hold bytes that are not UTF-8.
        case text([UInt8])
        /// An unsigned integer literal (decimal or `0x` hex), underscores removed.
        case natural(String, hex: Bool)
        /// A literal with a fraction or exponent, as written (underscores removed).
        case decimal(String)
        case symbol(Symbol)
        case end
    }

    var kind: Kind
    var line: Int
    var column: Int
    /// The comment lines written just before the token (see ``Lexer``).
    var documentation: [String] = []
}
