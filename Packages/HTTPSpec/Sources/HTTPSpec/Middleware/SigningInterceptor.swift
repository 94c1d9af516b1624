/// Signs each attempt just before it is sent (HMAC headers, timestamps, nonces). The signing
/// function is the caller's, so this package needs no crypto.
public struct SigningInterceptor: Interceptor {
    private let sign: @Sendable (inout HTTPRequest) async throws -> Void

    public init(_ sign: @escaping @Sendable (inout HTTPRequest) async throws -> Void) { self.sign = sign }

    public func intercept(
        _ request: HTTPRequest, next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        var request = request
        try await sign(&request)
        return try await next(request)
    }
}
