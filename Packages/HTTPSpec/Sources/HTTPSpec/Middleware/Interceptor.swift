/// A step around every attempt: sees the request before it is sent and the response (or error)
/// after. Interceptors run in the order given, each calling `next` to go on; retries run the
/// whole chain again, so signatures and timestamps are fresh per attempt.
public protocol Interceptor: Sendable {
    func intercept(
        _ request: HTTPRequest, next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse
}

/// An interceptor from a closure, for one-off steps.
public struct ClosureInterceptor: Interceptor {
    private let body:
        @Sendable (HTTPRequest, @Sendable (HTTPRequest) async throws -> HTTPResponse) async throws -> HTTPResponse

    public init(
        _ body:
            @escaping @Sendable (HTTPRequest, @Sendable (HTTPRequest) async throws -> HTTPResponse) async throws ->
            HTTPResponse
    ) {
        self.body = body
    }

    public func intercept(
        _ request: HTTPRequest, next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        try await withoutActuallyEscaping(next) { next in try await body(request, next) }
    }
}
