/// An HTTP request method. A struct rather than an enum so uncommon methods can be declared.
public struct HTTPMethod: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue.uppercased() }

    public static let get = HTTPMethod(rawValue: "GET")
    public static let post = HTTPMethod(rawValue: "POST")
    public static let put = HTTPMethod(rawValue: "PUT")
    public static let patch = HTTPMethod(rawValue: "PATCH")
    public static let delete = HTTPMethod(rawValue: "DELETE")
    public static let head = HTTPMethod(rawValue: "HEAD")
    public static let options = HTTPMethod(rawValue: "OPTIONS")

    /// RFC 9110 §9.2.2: repeating these has the same effect as sending once, so they may be retried.
    public var isIdempotent: Bool {
        [.get, .head, .put, .delete, .options].contains(self)
    }

    public var description: String { rawValue }
}
