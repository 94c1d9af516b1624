/// Reads request JSON fields by their exact wire names (§2.0: request keys are case-sensitive),
/// falling back to one alias only when the canonical key is absent. `path` prefixes field names
/// in errors (`actions[1].`) so a message points at the member that was wrong.
struct RequestFields {
    let members: JSONObject
    let path: String

    init(_ members: JSONObject, path: String = "") {
        self.members = members
        self.path = path
    }

    func name(_ key: String) -> String { path + key }

    /// The value under `key`, else under `alias`; JSON `null` counts as absent, since fastjson
    /// omits nulls and other senders write them.
    func value(_ key: String, alias: String? = nil) -> (key: String, value: JSONValue)? {
        if let value = members[key], value != .null { return (key, value) }
        if let alias, let value = members[alias], value != .null { return (alias, value) }
        return nil
    }

    func string(_ key: String, alias: String? = nil) throws(DeeplinkError) -> String? {
        guard let (found, value) = self.value(key, alias: alias) else { return nil }
        guard case .string(let string) = value else {
            throw .wrongType(field: name(found), expected: "a string", found: value.typeName)
        }
        return string
    }

    func requiredString(_ key: String, alias: String? = nil) throws(DeeplinkError) -> String {
        guard let string = try string(key, alias: alias) else { throw .missingField(name(key)) }
        return string
    }

    func number(_ key: String, alias: String? = nil) throws(DeeplinkError) -> (key: String, number: JSONNumber)? {
        guard let (found, value) = self.value(key, alias: alias) else { return nil }
        guard case .number(let number) = value else {
            throw .wrongType(field: name(found), expected: "a number", found: value.typeName)
        }
        return (found, number)
    }

    /// An integer number token (no fraction, no exponent) within `Int64`.
    func int64(_ key: String, alias: String? = nil) throws(DeeplinkError) -> Int64? {
        guard let (found, number) = try self.number(key, alias: alias) else { return nil }
        guard let integer = number.int64Value else {
            throw .invalidValue(
                field: name(found),
                reason: "\(DeeplinkError.excerpt(number.text)) is not an integer in the 64-bit range")
        }
        return integer
    }

    func object(_ key: String, alias: String? = nil) throws(DeeplinkError) -> (
        key: String, members: JSONObject
    )? {
        guard let (found, value) = self.value(key, alias: alias) else { return nil }
        guard case .object(let members) = value else {
            throw .wrongType(field: name(found), expected: "an object", found: value.typeName)
        }
        return (found, members)
    }
}

/// Builds a request's JSON object: nil optionals are left out, set values (even empty strings,
/// which MK-and's samples carry as `"callback":""`) are written.
struct RequestObjectBuilder {
    private(set) var members: JSONObject = [:]

    mutating func set(_ key: String, _ value: String?) {
        if let value { members[key] = .string(value) }
    }

    mutating func set(_ key: String, _ value: JSONValue?) {
        if let value { members[key] = value }
    }

    mutating func set(_ key: String, _ value: Int64?) {
        if let value { members[key] = .number(JSONNumber(value)) }
    }
}
