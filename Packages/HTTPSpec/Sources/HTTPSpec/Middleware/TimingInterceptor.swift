import HTTPTypes

/// Measures each attempt and reports it to the caller's function (for metrics).
public struct TimingInterceptor: Interceptor {
    public struct Measurement: Sendable {
        public let request: ClientRequest
        /// nil when the attempt failed without a response.
        public let status: HTTPResponse.Status?
        public let duration: Duration
    }

    private let record: @Sendable (Measurement) -> Void

    public init(_ record: @escaping @Sendable (Measurement) -> Void) { self.record = record }

    public func intercept(
        _ request: ClientRequest, next: @Sendable (ClientRequest) async throws -> ClientResponse
    ) async throws -> ClientResponse {
        let start = ContinuousClock.now
        do {
            let response = try await next(request)
            record(Measurement(request: request, status: response.status, duration: ContinuousClock.now - start))
            return response
        } catch {
            record(Measurement(request: request, status: nil, duration: ContinuousClock.now - start))
            throw error
        }
    }
}
