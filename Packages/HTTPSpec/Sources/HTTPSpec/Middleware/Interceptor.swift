/// A step around every attempt: sees the request before it is sent and the response (or error)
/// after. Interceptors run in the order given, each calling `next` to go on; retries run the
/// whole chain again, so signatures and timestamps are fresh per attempt.
public protocol Interceptor: Sendable {
    func intercept(
        _ request: ClientRequest, next: @Sendable (ClientRequest) async throws -> ClientResponse
    ) async throws -> ClientResponse
}

/// An interceptor from a closure, for one-off steps.
public struct ClosureInterceptor: Interceptor {
    private let body:
        @Sendable (ClientRequest, @Sendable (ClientRequest) async throws -> ClientResponse) async throws ->
            ClientResponse

    public init(
        _ body:
            @escaping @Sendable (ClientRequest, @Sendable (ClientRequest) async throws -> ClientResponse) async throws
            ->
            ClientResponse
    ) {
        self.body = body
    }

    public func intercept(
        _ request: ClientRequest, next: @Sendable (ClientRequest) async throws -> ClientResponse
    ) async throws -> ClientResponse {
        try await withoutActuallyEscaping(next) { next in try await body(request, next) }
    }
}
