/// A JSON value that keeps numbers exactly as their token text, so that amounts, timestamps and
/// ABI arguments survive a parse and re-serialisation without passing through `Double`.
///
/// Objects are dictionaries: key order is not kept because the builder always sorts keys (§2.0),
/// and the parser rejects duplicate keys. Swift compares `String` keys by canonical equivalence,
/// so two keys that differ only in Unicode normalisation count as duplicates.
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(JSONNumber)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// The JSON type's name, for error messages.
    public var typeName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// The string value, or nil for any other type.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The object's members, or nil for any other type.
    public var objectValue: [String: JSONValue]? {
        if case .object(let value) = self { return value }
        return nil
    }

    /// Compact JSON with keys in byte order (§2.0).
    public var jsonText: String { JSONWriter.text(of: self) }

    /// Parses one JSON value from `text` within `limits`.
    ///
    /// - Throws: ``DeeplinkError/invalidJSON(offset:expected:)``, ``DeeplinkError/nestingTooDeep(offset:limit:)``,
    ///   ``DeeplinkError/duplicateKey(_:offset:)``, ``DeeplinkError/inputTooLarge(what:size:limit:)``.
    public init(parsing text: String, limits: DeeplinkLimits = .default) throws(DeeplinkError) {
        try limits.checkJSON("JSON text", size: text.utf8.count)
        self = try JSONParser.parse(Array(text.utf8), maxDepth: limits.maxDepth)
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .number(JSONNumber(value)) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(nilLiteral: ()) { self = .null }
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        // Literal keys are the programmer's; a repeated one keeps the last, as Dictionary(_:uniquingKeysWith:) would.
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

extension JSONValue: CustomStringConvertible {
    public var description: String { jsonText }
}
