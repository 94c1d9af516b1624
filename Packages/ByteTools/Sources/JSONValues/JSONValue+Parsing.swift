extension JSONValue {
    /// Nesting deeper than this is refused unless a caller says otherwise: far beyond any real
    /// document, and far below what would exhaust a thread's stack.
    public static let defaultMaxDepth = 64

    /// Parses exactly one JSON value (RFC 8259, strict: no comments, no trailing commas, no
    /// duplicate keys), with optional whitespace around it.
    ///
    /// - Parameters:
    ///   - text: the JSON text.
    ///   - maxBytes: longer texts are refused before anything is parsed.
    ///   - maxDepth: deeper nesting is refused where it starts.
    public init(parsing text: String, maxBytes: Int = .max, maxDepth: Int = defaultMaxDepth) throws(JSONParseError) {
        let size = text.utf8.count
        guard size <= maxBytes else { throw .tooLarge(size: size, limit: maxBytes) }
        self = try JSONParser.parse(Array(text.utf8), maxDepth: maxDepth)
    }

    /// Parses exactly one JSON value from UTF-8 bytes, refusing bytes that are not UTF-8.
    public init(parsing bytes: [UInt8], maxBytes: Int = .max, maxDepth: Int = defaultMaxDepth) throws(JSONParseError) {
        guard bytes.count <= maxBytes else { throw .tooLarge(size: bytes.count, limit: maxBytes) }
        if let offset = Self.firstInvalidUTF8Offset(bytes) { throw .notUTF8(offset: offset) }
        self = try JSONParser.parse(bytes, maxDepth: maxDepth)
    }

    private static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}
