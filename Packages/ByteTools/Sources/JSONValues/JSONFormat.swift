/// How a ``JSONValue`` is written. Every format writes `/` and non-ASCII characters as they are
/// and escapes `"`, `\` and the control characters U+0000–U+001F (with the short forms `\n`,
/// `\r`, `\t`, `\b`, `\f` where JSON has them).
public struct JSONFormat: Sendable, Hashable {
    /// Object keys in UTF-8 byte order instead of the object's own order.
    public var sortsKeys: Bool
    /// Spaces per level of nesting, one member or element per line and `": "` after keys; nil
    /// writes everything on one line without spaces.
    public var indentation: Int?
    /// Whether `\u` escapes use `A`–`F` rather than `a`–`f`.
    public var uppercaseEscapes: Bool
    /// Also escape DEL (U+007F) and the line and paragraph separators (U+2028, U+2029), which
    /// terminals and JavaScript treat as line breaks or controls.
    public var escapesSeparators: Bool

    public init(
        sortsKeys: Bool = false, indentation: Int? = nil, uppercaseEscapes: Bool = false,
        escapesSeparators: Bool = false
    ) {
        self.sortsKeys = sortsKeys
        self.indentation = indentation.map { Swift.max(0, $0) }
        self.uppercaseEscapes = uppercaseEscapes
        self.escapesSeparators = escapesSeparators
    }

    /// One line, keys in the object's order.
    public static let compact = JSONFormat()
    /// One line, keys in UTF-8 byte order: the same value always gives the same text.
    public static let canonical = JSONFormat(sortsKeys: true)
    /// Two-space indentation, keys in the object's order, separators escaped: for people.
    public static let pretty = JSONFormat(indentation: 2, escapesSeparators: true)
}
