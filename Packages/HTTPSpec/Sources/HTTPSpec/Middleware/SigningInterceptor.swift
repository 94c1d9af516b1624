/// Signs each attempt just before it is sent (HMAC headers, timestamps, nonces). The signing
/// function is the caller's, so this package needs no crypto.
public struct SigningInterceptor: Interceptor {
    private let sign: @Sendable (inout ClientRequest) async throws -> Void

    public init(_ sign: @escaping @Sendable (inout ClientRequest) async throws -> Void) { self.sign = sign }

    public func intercept(
        _ request: ClientRequest, next: @Sendable (ClientRequest) async throws -> ClientResponse
    ) async throws -> ClientResponse {
        var request = request
        try await sign(&request)
        return try await next(request)
    }
}
