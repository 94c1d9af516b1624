import ByteTools

/// One `name=value` item of a URL query or form body, both form-decoded (§1d row 5).
public struct QueryItem: Sendable, Hashable {
    public var name: String
    public var value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }

    /// Splits `query` (no leading `?`, no fragment) on `&`, each item on its first `=`, and
    /// form-decodes both halves. Empty items (`a=1&&b=2`) are skipped; an item without `=` has
    /// an empty value.
    ///
    /// - Throws: ``DeeplinkError/invalidPercentEncoding(field:offset:)``, ``DeeplinkError/invalidUTF8(field:offset:)``
    ///   naming the item.
    public static func parseForm(_ query: Substring) throws(DeeplinkError) -> [QueryItem] {
        var items: [QueryItem] = []
        for piece in query.split(separator: "&", omittingEmptySubsequences: true) {
            let name: Substring
            let value: Substring
            if let equals = piece.firstIndex(of: "=") {
                name = piece[..<equals]
                value = piece[piece.index(after: equals)...]
            } else {
                name = piece
                value = ""
            }
            let decodedName = try FormDecoding.text(name, field: "query item name")
            let decodedValue = try FormDecoding.text(value, field: "query item \(DeeplinkError.excerpt(decodedName))")
            items.append(QueryItem(name: decodedName, value: decodedValue))
        }
        return items
    }

    /// `name=value` with both halves strictly percent-encoded (§1a).
    var encoded: String { PercentEncoding.encode(name) + "=" + PercentEncoding.encode(value) }
}
