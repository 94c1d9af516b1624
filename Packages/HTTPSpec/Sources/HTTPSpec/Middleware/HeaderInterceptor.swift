import HTTPTypes

/// Adds header fields to every request (an API key, a user agent); fields the request already
/// has win.
public struct HeaderInterceptor: Interceptor {
    public let headerFields: HTTPFields

    public init(_ headerFields: HTTPFields) { self.headerFields = headerFields }

    public func intercept(
        _ request: ClientRequest, next: @Sendable (ClientRequest) async throws -> ClientResponse
    ) async throws -> ClientResponse {
        var request = request
        for field in headerFields where !request.headerFields.contains(field.name) {
            request.headerFields.append(field)
        }
        return try await next(request)
    }
}
