/// A JSON value that keeps numbers exactly as their token text and objects in the order their
/// members were written, so amounts, timestamps and signed texts survive a parse and a
/// re-serialisation without passing through `Double` or a reordering.
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(JSONNumber)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

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

    /// The object, or nil for any other type.
    public var objectValue: JSONObject? {
        if case .object(let value) = self { return value }
        return nil
    }

    /// The elements, or nil for any other type.
    public var arrayValue: [JSONValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// A string, or null for nil.
    public static func optionalString(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }

    /// The text of this value in `format`.
    public func text(_ format: JSONFormat = .compact) -> String {
        var output: [UInt8] = []
        JSONWriter(format: format).write(self, into: &output, depth: 0)
        return String(decoding: output, as: UTF8.self)
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
        self = .object(JSONObject(orderedPairs: elements))
    }
}

extension JSONValue: CustomStringConvertible {
    /// The compact text.
    public var description: String { text() }
}
