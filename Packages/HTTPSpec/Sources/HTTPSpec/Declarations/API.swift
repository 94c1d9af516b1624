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
    /// Query items and header fields every endpoint sends; none by default.
    var sharedParameters: SharedParameters { get }

    /// Decodes every endpoint's JSON output (an endpoint with its own `transform` aside): where an
    /// API wraps each result in an envelope — `{"data": …, "meta": …}` — unwrap it here, once,
    /// for every endpoint (NetworkKit's `decodeOutputBase`). By default `decoder` decodes `body`
    /// as `type`. An error thrown here is reported as a decoding error of the endpoint.
    func decodeOutput<Output: Decodable>(_ type: Output.Type, from body: Data, decoder: JSONDecoder) throws -> Output
}

extension API {
    public var json: JSONCoding { JSONCoding() }
    public var errorBody: (any (Decodable & Sendable).Type)? { nil }
    public var sharedParameters: SharedParameters { .none }

    public func decodeOutput<Output: Decodable>(_ type: Output.Type, from body: Data, decoder: JSONDecoder) throws
        -> Output
    {
        try decoder.decode(type, from: body)
    }
}
