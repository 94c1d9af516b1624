import Foundation
import HTTPTypes

/// Sends the value as a header field, verbatim (`Authorization: Bearer abc` stays exactly that);
/// nil sends nothing. The name is swift-http-types' `HTTPField.Name` (`@Header(.authorization)`),
/// or text for a name it has no constant for (`@Header("X-Trace")`).
@propertyWrapper
public struct Header<Value: QueryRepresentable>: Sendable, RequestParameter {
    public var wrappedValue: Value
    /// The field name as declared.
    public let name: String
    /// `name` checked once, where the input is made; nil when it is not a valid field name
    /// (RFC 9110 §5.1), which building the request reports.
    private let fieldName: HTTPField.Name?

    public init(wrappedValue: Value, _ name: HTTPField.Name) {
        self.wrappedValue = wrappedValue
        self.name = name.rawName
        self.fieldName = name
    }

    public init(wrappedValue: Value, _ name: String) {
        self.wrappedValue = wrappedValue
        self.name = name
        self.fieldName = HTTPField.Name(name)
    }

    func apply(to builder: inout RequestBuilder, propertyName: String) throws(HTTPError) {
        guard let fieldName else { throw builder.invalid("header name '\(name)' is not a valid field name") }
        for value in wrappedValue.queryValues {
            // swift-http-types would turn a line break into a space; a value that has one is a
            // mistake (or an injection attempt), so it is refused instead.
            guard !value.contains("\r"), !value.contains("\n") else {
                throw builder.invalid("header '\(name)' contains a line break")
            }
            builder.headerFields.append(HTTPField(name: fieldName, value: value))
        }
    }
}

/// An `Authorization` value built from its parts, so the scheme is always the scheme
/// (NetworkKit used the header name as the scheme).
public struct Authorization: QueryRepresentable, Equatable {
    public let scheme: String
    public let credentials: String

    public init(scheme: String, credentials: String) {
        self.scheme = scheme
        self.credentials = credentials
    }

    public static func bearer(_ token: String) -> Authorization { Authorization(scheme: "Bearer", credentials: token) }

    public static func basic(user: String, password: String) -> Authorization {
        Authorization(scheme: "Basic", credentials: Data("\(user):\(password)".utf8).base64EncodedString())
    }

    public var queryValues: [String] { ["\(scheme) \(credentials)"] }
}
