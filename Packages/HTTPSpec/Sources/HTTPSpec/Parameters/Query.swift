/// Adds `name=value` to the query, in declaration order; nil adds nothing, an array adds
/// `name=a&name=b` (or `name[]=` / comma-joined, see `ArrayEncoding`).
@propertyWrapper
public struct Query<Value: QueryRepresentable>: Sendable, RequestParameter {
    /// How arrays are written; servers disagree.
    public enum ArrayEncoding: Sendable {
        case repeated
        case brackets
        case commaSeparated
    }

    public var wrappedValue: Value
    public let name: String?
    public let arrayEncoding: ArrayEncoding

    public init(wrappedValue: Value, _ name: String? = nil, arrays: ArrayEncoding = .repeated) {
        self.wrappedValue = wrappedValue
        self.name = name
        self.arrayEncoding = arrays
    }

    func apply(to builder: inout RequestBuilder, propertyName: String) throws(HTTPError) {
        let key = name ?? propertyName
        let values = wrappedValue.queryValues
        switch arrayEncoding {
        case .repeated:
            for value in values { builder.query.append((key, value)) }
        case .brackets:
            for value in values { builder.query.append((key + "[]", value)) }
        case .commaSeparated:
            if !values.isEmpty { builder.query.append((key, values.joined(separator: ","))) }
        }
    }
}

/// Adds a set of query pairs whose names are only known at run time, sorted by name so the
/// URL is the same on every run (NetworkKit's dictionary queries came out in random order).
@propertyWrapper
public struct QueryMap: Sendable, RequestParameter {
    public var wrappedValue: [String: String]

    public init(wrappedValue: [String: String]) { self.wrappedValue = wrappedValue }

    func apply(to builder: inout RequestBuilder, propertyName: String) throws(HTTPError) {
        for key in wrappedValue.keys.sorted() {
            if let value = wrappedValue[key] { builder.query.append((key, value)) }
        }
    }
}
