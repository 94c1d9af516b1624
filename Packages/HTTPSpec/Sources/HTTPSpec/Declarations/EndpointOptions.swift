import Foundation
import HTTPTypes

/// Per-endpoint settings given where the endpoint is declared, e.g.
/// `@POST("orders", options: .init(timeout: .seconds(5), idempotent: true))`.
public struct EndpointOptions: Sendable {
    /// Per-attempt timeout; overrides the client's.
    public var timeout: Duration?
    /// Overrides the client's retry policy.
    public var retry: RetryPolicy?
    /// Marks a POST or PATCH as safe to retry (e.g. it carries an idempotency key).
    public var idempotent: Bool?
    public var validation: StatusValidation
    /// The type error responses decode as; overrides the API's.
    public var errorBody: (any (Decodable & Sendable).Type)?
    /// Header fields sent with every call of this endpoint, before the input's.
    public var headerFields: HTTPFields
    /// Replaces scheme, host and port of the API's base URL for this endpoint.
    public var host: URL?

    public init(
        timeout: Duration? = nil, retry: RetryPolicy? = nil, idempotent: Bool? = nil,
        validation: StatusValidation = .successful, errorBody: (any (Decodable & Sendable).Type)? = nil,
        headerFields: HTTPFields = [:], host: URL? = nil
    ) {
        self.timeout = timeout
        self.retry = retry
        self.idempotent = idempotent
        self.validation = validation
        self.errorBody = errorBody
        self.headerFields = headerFields
        self.host = host
    }
}

/// Per-call settings passed to `Client.run`, overriding the endpoint's.
public struct CallOptions: Sendable {
    public var timeout: Duration?
    public var retry: RetryPolicy?
    /// Header fields for this call; they replace the request's fields of the same names.
    public var headerFields: HTTPFields

    public init(timeout: Duration? = nil, retry: RetryPolicy? = nil, headerFields: HTTPFields = [:]) {
        self.timeout = timeout
        self.retry = retry
        self.headerFields = headerFields
    }
}
