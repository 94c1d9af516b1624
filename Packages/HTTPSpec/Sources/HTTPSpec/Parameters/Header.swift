import Foundation

/// Sends the value as a header field, verbatim (`Authorization: Bearer abc` stays exactly that);
/// nil sends nothing.
@propertyWrapper
public struct Header<Value: QueryRepresentable>: Sendable, RequestParameter {
    public var wrappedValue: Value
    public let name: String

    public init(wrappedValue: Value, _ name: String) {
        self.wrappedValue = wrappedValue
        self.name = name
    }

    func apply(to builder: inout RequestBuilder, propertyName: String) throws(HTTPError) {
        for value in wrappedValue.queryValues {
            guard !value.contains("\r"), !value.contains("\n") else {
                throw builder.invalid("header '\(name)' contains a line break")
            }
            builder.headers.add(name, value)
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
