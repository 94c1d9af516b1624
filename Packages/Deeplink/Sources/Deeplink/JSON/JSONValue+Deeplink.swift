// JSONValue is the vocabulary of this module's API (request fields, payloads, server bodies):
// a user of Deeplink reads and builds them without a second import. JSONValues is a module of
// this workspace, not another project's.
@_exported import JSONValues

extension JSONValue {
    /// Compact JSON with keys in byte order: the builder's serialisation (§2.0), which signatures,
    /// transaction ids and the wallet's POST bodies are made from.
    public var jsonText: String { text(.canonical) }

    /// Parses one JSON value from `text` within `limits`.
    ///
    /// - Throws: ``DeeplinkError/invalidJSON(offset:expected:)``, ``DeeplinkError/nestingTooDeep(offset:limit:)``,
    ///   ``DeeplinkError/duplicateKey(_:offset:)``, ``DeeplinkError/inputTooLarge(what:size:limit:)``.
    public init(parsing text: String, limits: DeeplinkLimits) throws(DeeplinkError) {
        try limits.checkJSON("JSON text", size: text.utf8.count)
        do {
            self = try JSONValue(parsing: text, maxDepth: limits.maxDepth)
        } catch {
            switch error {
            case .invalid(let offset, let expected): throw .invalidJSON(offset: offset, expected: expected)
            case .nestingTooDeep(let offset, let limit): throw .nestingTooDeep(offset: offset, limit: limit)
            case .duplicateKey(let key, let offset): throw .duplicateKey(key, offset: offset)
            case .tooLarge(let size, let limit): throw .inputTooLarge(what: "JSON text", size: size, limit: limit)
            case .notUTF8(let offset): throw .invalidUTF8(field: "JSON text", offset: offset)
            }
        }
    }
}
