import Foundation

/// One declared endpoint: method, path template, options and optional hooks. Declared through
/// the method wrappers (`@GET("search") var search: Endpoint<SearchInput, SearchOutput>`), whose
/// wrapped value this is; the client reaches it by key path.
public struct Endpoint<Input: Sendable, Output: Sendable>: Sendable {
    public let method: HTTPMethod
    /// A path relative to the base URL, with `{name}` placeholders filled from `@Path`
    /// properties of the input, and optionally a fixed query (`search?type=gif`).
    public let path: String
    public var options: EndpointOptions
    /// Runs after the request is built from the input, before interceptors.
    public var prepare: (@Sendable (inout HTTPRequest, Input) throws -> Void)?
    /// Replaces the default decoding of a successful response.
    public var transform: (@Sendable (HTTPResponse, JSONCoding) throws -> Output)?

    public init(
        method: HTTPMethod, path: String, options: EndpointOptions = EndpointOptions(),
        prepare: (@Sendable (inout HTTPRequest, Input) throws -> Void)? = nil,
        transform: (@Sendable (HTTPResponse, JSONCoding) throws -> Output)? = nil
    ) {
        self.method = method
        self.path = path
        self.options = options
        self.prepare = prepare
        self.transform = transform
    }

    /// "GET accounts/{id}", how errors name the endpoint.
    public var name: String { "\(method) \(path)" }

    /// A copy with an output transform installed (NetworkKit's could never be set).
    public func transformed(_ transform: @escaping @Sendable (HTTPResponse, JSONCoding) throws -> Output) -> Self {
        var copy = self
        copy.transform = transform
        return copy
    }
}
