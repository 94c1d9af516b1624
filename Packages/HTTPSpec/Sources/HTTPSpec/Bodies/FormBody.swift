import ByteTools
import Foundation

/// An application/x-www-form-urlencoded body: fields in the order given, space as `+`.
public struct FormBody: BodyRepresentable, Equatable {
    public var fields: [Field]

    public struct Field: Sendable, Equatable {
        public var name: String
        public var value: String

        public init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }

    public init(_ fields: [Field] = []) { self.fields = fields }

    public init(_ pairs: KeyValuePairs<String, String>) {
        self.fields = pairs.map { Field($0.key, $0.value) }
    }

    public var encoded: Data {
        Data(
            fields.map { PercentEncoding.formEncode($0.name) + "=" + PercentEncoding.formEncode($0.value) }
                .joined(separator: "&").utf8)
    }

    public func encodedBody() -> (Data, contentType: String) {
        (encoded, "application/x-www-form-urlencoded")
    }
}

/// One form field taken from the input; any `@Field` makes the body a form.
@propertyWrapper
public struct Field<Value: QueryRepresentable>: Sendable, RequestParameter {
    public var wrappedValue: Value
    public let name: String?

    public init(wrappedValue: Value, _ name: String? = nil) {
        self.wrappedValue = wrappedValue
        self.name = name
    }

    func apply(to builder: inout RequestBuilder, propertyName: String) throws(HTTPError) {
        for value in wrappedValue.queryValues {
            builder.formFields.append(FormBody.Field(name ?? propertyName, value))
        }
    }
}
