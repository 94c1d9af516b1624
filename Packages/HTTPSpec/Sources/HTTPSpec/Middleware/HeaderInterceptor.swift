/// Adds headers to every request (an API key, a user agent); headers the request already has win.
public struct HeaderInterceptor: Interceptor {
    public let headers: HTTPHeaders

    public init(_ headers: HTTPHeaders) { self.headers = headers }

    public func intercept(
        _ request: HTTPRequest, next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        var request = request
        for field in headers where !request.headers.contains(field.name) {
            request.headers.add(field.name, field.value)
        }
        return try await next(request)
    }
}
