import Foundation

/// An HTTP API as a type: a base URL, JSON settings, and endpoints declared as properties with
/// `@GET`, `@POST`, `@PUT`, `@PATCH` or `@DELETE`.
public protocol API: Sendable {
    /// Requests resolve their paths against this URL (its path is kept as a prefix).
    var baseURL: URL { get }
    /// Encoders and decoders for JSON bodies; defaults to `JSONCoding()`.
    var json: JSONCoding { get }
    /// The type error responses decode as, for every endpoint that does not name its own.
    var errorBody: (any (Decodable & Sendable).Type)? { get }
}

extension API {
    public var json: JSONCoding { JSONCoding() }
    public var errorBody: (any (Decodable & Sendable).Type)? { nil }
}
