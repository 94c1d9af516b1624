import Foundation
import HTTPTypes

/// One declared endpoint: method, path template, options and optional hooks. Declared through
/// the method wrappers (`@GET("search") var search: Endpoint<SearchInput, SearchOutput>`), whose
/// wrapped value this is; the client reaches it by key path.
public struct Endpoint<Input: Sendable, Output: Sendable>: Sendable {
    public let method: HTTPRequest.Method
    /// A path relative to the base URL, with `{name}` placeholders filled from `@Path`
    /// properties of the input, and optionally a fixed query (`search?type=gif`).
    public let path: String
    public var options: EndpointOptions
    /// Runs after the request is built from the input, before interceptors.
    public var prepare: (@Sendable (inout ClientRequest, Input) throws -> Void)?
    /// Replaces the default decoding of a successful response.
    public var transform: (@Sendable (ClientResponse, JSONCoding) throws -> Output)?

    public init(
        method: HTTPRequest.Method, path: String, options: EndpointOptions = EndpointOptions(),
        prepare: (@Sendable (inout ClientRequest, Input) throws -> Void)? = nil,
        transform: (@Sendable (ClientResponse, JSONCoding) throws -> Output)? = nil
    ) {
        self.method = method
        self.path = path
        self.options = options
        self.prepare = prepare
        self.transform = transform
    }

    /// "GET accounts/{id}", how errors name the endpoint.
    public var name: String { "\(method.rawValue) \(path)" }

    /// A copy with an output transform installed (NetworkKit's could never be set).
    public func transformed(_ transform: @escaping @Sendable (ClientResponse, JSONCoding) throws -> Output) -> Self {
        var copy = self
        copy.transform = transform
        return copy
    }
}
