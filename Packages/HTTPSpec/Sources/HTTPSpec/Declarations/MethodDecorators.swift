// The method decorators: each wraps an Endpoint with its method fixed.

/// Declares a GET endpoint: `@GET("path/{id}") var name: Endpoint<Input, Output>`.
@propertyWrapper
public struct GET<Input: Sendable, Output: Sendable>: Sendable {
    public let wrappedValue: Endpoint<Input, Output>

    public init(
        _ path: String, options: EndpointOptions = EndpointOptions(),
        prepare: (@Sendable (inout ClientRequest, Input) throws -> Void)? = nil,
        transform: (@Sendable (ClientResponse, JSONCoding) throws -> Output)? = nil
    ) {
        wrappedValue = Endpoint(method: .get, path: path, options: options, prepare: prepare, transform: transform)
    }
}

/// Declares a POST endpoint: `@POST("path/{id}") var name: Endpoint<Input, Output>`.
@propertyWrapper
public struct POST<Input: Sendable, Output: Sendable>: Sendable {
    public let wrappedValue: Endpoint<Input, Output>

    public init(
        _ path: String, options: EndpointOptions = EndpointOptions(),
        prepare: (@Sendable (inout ClientRequest, Input) throws -> Void)? = nil,
        transform: (@Sendable (ClientResponse, JSONCoding) throws -> Output)? = nil
    ) {
        wrappedValue = Endpoint(method: .post, path: path, options: options, prepare: prepare, transform: transform)
    }
}

/// Declares a PUT endpoint: `@PUT("path/{id}") var name: Endpoint<Input, Output>`.
@propertyWrapper
public struct PUT<Input: Sendable, Output: Sendable>: Sendable {
    public let wrappedValue: Endpoint<Input, Output>

    public init(
        _ path: String, options: EndpointOptions = EndpointOptions(),
        prepare: (@Sendable (inout ClientRequest, Input) throws -> Void)? = nil,
        transform: (@Sendable (ClientResponse, JSONCoding) throws -> Output)? = nil
    ) {
        wrappedValue = Endpoint(method: .put, path: path, options: options, prepare: prepare, transform: transform)
    }
}

/// Declares a PATCH endpoint: `@PATCH("path/{id}") var name: Endpoint<Input, Output>`.
@propertyWrapper
public struct PATCH<Input: Sendable, Output: Sendable>: Sendable {
    public let wrappedValue: Endpoint<Input, Output>

    public init(
        _ path: String, options: EndpointOptions = EndpointOptions(),
        prepare: (@Sendable (inout ClientRequest, Input) throws -> Void)? = nil,
        transform: (@Sendable (ClientResponse, JSONCoding) throws -> Output)? = nil
    ) {
        wrappedValue = Endpoint(method: .patch, path: path, options: options, prepare: prepare, transform: transform)
    }
}

/// Declares a DELETE endpoint: `@DELETE("path/{id}") var name: Endpoint<Input, Output>`.
@propertyWrapper
public struct DELETE<Input: Sendable, Output: Sendable>: Sendable {
    public let wrappedValue: Endpoint<Input, Output>

    public init(
        _ path: String, options: EndpointOptions = EndpointOptions(),
        prepare: (@Sendable (inout ClientRequest, Input) throws -> Void)? = nil,
        transform: (@Sendable (ClientResponse, JSONCoding) throws -> Output)? = nil
    ) {
        wrappedValue = Endpoint(method: .delete, path: path, options: options, prepare: prepare, transform: transform)
    }
}
