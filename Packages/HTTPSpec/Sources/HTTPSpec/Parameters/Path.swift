/// Fills the `{name}` placeholder of the path template (the property name, or the given one).
/// The value is one path segment: `/`, `?`, `#`, spaces and non-ASCII are percent-encoded.
@propertyWrapper
public struct Path<Value: QueryRepresentable>: Sendable, RequestParameter {
    public var wrappedValue: Value
    public let name: String?

    public init(wrappedValue: Value, _ name: String? = nil) {
        self.wrappedValue = wrappedValue
        self.name = name
    }

    func apply(to builder: inout RequestBuilder, propertyName: String) throws(HTTPError) {
        let key = name ?? propertyName
        let values = wrappedValue.queryValues
        guard values.count == 1, let value = values.first else {
            throw builder.invalid("path parameter '\(key)' needs exactly one value, got \(values.count)")
        }
        builder.pathValues[key] = value
    }
}
