/// The fields of a wallet → server POST body (§1d row 4): a JSON object, or
/// `application/x-www-form-urlencoded` with the same names (values then are strings). Names match
/// per §2.6: exact case first, then ASCII-case-insensitive, with spelling aliases.
struct BodyFields {
    enum Source {
        case json(JSONObject)
        case form([QueryItem])
    }

    /// One field as found: JSON keeps its type (a login timestamp may be a number token).
    enum Value {
        case json(JSONValue)
        case form(String)
    }

    let source: Source

    init(_ source: Source) { self.source = source }

    /// Reads a body: form-encoded when `contentType` says so, JSON when it mentions `json`; with
    /// no usable content type, JSON when the first non-whitespace byte is `{`, form otherwise.
    static func parse(_ body: [UInt8], contentType: String?, limits: DeeplinkLimits) throws(DeeplinkError) -> BodyFields
    {
        try limits.checkEncoded("body", size: body.count)
        let text = try FormDecoding.utf8String(body, field: "body")
        let mediaType = contentType.map { FieldMatching.asciiLowercased(String($0.prefix(while: { $0 != ";" }))) }
            .map { String(URLText.trimmingASCIIWhitespace($0)) }
        let isForm: Bool
        switch mediaType {
        case "application/x-www-form-urlencoded"?: isForm = true
        case let type? where type.hasSuffix("json") || type.hasSuffix("+json"): isForm = false
        default: isForm = URLText.trimmingASCIIWhitespace(text).first != "{"
        }
        return isForm ? try form(text, limits: limits) : try json(text, limits: limits)
    }

    static func json(_ text: String, limits: DeeplinkLimits) throws(DeeplinkError) -> BodyFields {
        let value = try JSONValue(parsing: text, limits: limits)
        guard case .object(let members) = value else {
            throw .wrongType(field: "body", expected: "a JSON object", found: value.typeName)
        }
        return BodyFields(.json(members))
    }

    static func form(_ text: String, limits: DeeplinkLimits) throws(DeeplinkError) -> BodyFields {
        try limits.checkEncoded("body", size: text.utf8.count)
        return BodyFields(.form(try QueryItem.parseForm(Substring(text))))
    }

    /// The field called `names[0]` or an alias, with the key it was found under. JSON `null`
    /// counts as absent.
    func value(_ names: [String]) throws(DeeplinkError) -> (key: String, value: Value)? {
        switch source {
        case .json(let members):
            let keys = Array(members.keys)
            guard let index = try FieldMatching.select(names, among: keys), let value = members[keys[index]],
                value != .null
            else { return nil }
            return (keys[index], .json(value))
        case .form(let items):
            guard let index = try FieldMatching.select(names, among: items.map(\.name)) else { return nil }
            return (items[index].name, .form(items[index].value))
        }
    }

    func string(_ names: String...) throws(DeeplinkError) -> String? {
        guard let (key, value) = try value(names) else { return nil }
        switch value {
        case .form(let string), .json(.string(let string)): return string
        case .json(let other): throw .wrongType(field: key, expected: "a string", found: other.typeName)
        }
    }

    func requiredString(_ names: String...) throws(DeeplinkError) -> String {
        guard let (key, value) = try value(names) else { throw .missingField(names[0]) }
        switch value {
        case .form(let string), .json(.string(let string)): return string
        case .json(let other): throw .wrongType(field: key, expected: "a string", found: other.typeName)
        }
    }
}
