import Foundation
import HTTPSpec
import ICPAgent

/// An `AgentTransport` over HTTP, on HTTPSpec's transports (libcurl's `CurlTransport` by default):
/// each request a POST of `application/cbor` to the replica's base URL plus the route, with a
/// timeout, a bound on the answer's size, and retries of 429 and 503 (a replica shedding load),
/// honouring `Retry-After`. Posting an envelope again is safe: the replica knows a request by
/// its id, so a retried call is not executed twice.
public struct HTTPAgentTransport: AgentTransport {
    public var baseURL: URL
    /// Which statuses are tried again, how often and how long to wait (`retryableStatuses` is
    /// 429 and 503 by default; transport failures are not retried).
    public var retry: RetryPolicy
    public var timeout: Duration
    /// The largest answer accepted; mainnet's largest (a subnet's node list) are tens of kB.
    public var maximumResponseBytes: Int
    /// HTTPSpec's client, for its attempt loop: interceptors, per-attempt timeout, retries and
    /// `Retry-After`.
    private let client: Client<Replica>

    /// The replica as an HTTPSpec API: a base URL; the agent builds its requests itself.
    private struct Replica: API {
        let baseURL: URL
    }

    /// Four attempts in all for 429 and 503 (a replica shedding load), with `Retry-After`
    /// honoured; transport failures are not retried.
    public static let defaultRetry = RetryPolicy(
        maxAttempts: 4, retryableStatuses: [.tooManyRequests, .serviceUnavailable], retriesTransportErrors: false)

    /// - Parameters:
    ///   - baseURL: the replica's URL; routes (`/api/v3/canister/…`) are appended to it.
    ///   - transport: how requests travel; HTTPSpec's default, libcurl (`CurlTransport`).
    ///   - retry: which answers are asked again and how often; ``defaultRetry`` by default.
    ///   - timeout: per attempt.
    ///   - maximumResponseBytes: the largest answer accepted.
    ///   - clock: what the waits before a retry (backoff or `Retry-After`) are taken on; tests
    ///     pass a test clock so a busy replica's `Retry-After: 2` is not really waited for.
    ///   - interceptors: steps around every attempt (logging, metrics).
    public init(
        baseURL: URL, transport: any Transport = CurlTransport(),
        retry: RetryPolicy = HTTPAgentTransport.defaultRetry,
        timeout: Duration = .seconds(30), maximumResponseBytes: Int = 4 << 20,
        clock: any Clock<Duration> = ContinuousClock(), interceptors: [any Interceptor] = []
    ) {
        self.baseURL = baseURL
        self.retry = retry
        self.timeout = timeout
        self.maximumResponseBytes = maximumResponseBytes
        client = Client(
            Replica(baseURL: baseURL), transport: transport, interceptors: interceptors, retry: retry,
            timeout: timeout, clock: clock)
    }

    public func post(_ path: String, body: [UInt8]) async throws -> TransportResponse {
        try await exchange(
            ClientRequest(
                method: .post, url: try url(path), headerFields: [.contentType: "application/cbor"], body: Data(body)))
    }

    public func get(_ path: String) async throws -> TransportResponse {
        try await exchange(ClientRequest(method: .get, url: try url(path)))
    }

    private func url(_ path: String) throws -> URL {
        let base =
            baseURL.absoluteString.hasSuffix("/") ? String(baseURL.absoluteString.dropLast()) : baseURL.absoluteString
        guard let url = URL(string: base + path) else { throw HTTPAgentTransportError.invalidURL(base + path) }
        return url
    }

    /// One request through the client's loop (posting an envelope again is safe, so the retry
    /// policy applies to POSTs too), its answer bounded in size.
    private func exchange(_ request: ClientRequest) async throws -> TransportResponse {
        let response = try await client.send(request, retry: retry, timeout: timeout)
        guard response.body.count <= maximumResponseBytes else {
            throw HTTPAgentTransportError.responseTooLarge(bytes: response.body.count, limit: maximumResponseBytes)
        }
        return TransportResponse(status: response.status.code, body: [UInt8](response.body))
    }
}

/// Why an HTTP exchange with a replica produced no usable answer.
public enum HTTPAgentTransportError: Error, Sendable, Hashable, CustomStringConvertible {
    case invalidURL(String)
    /// The answer was bigger than ``HTTPAgentTransport/maximumResponseBytes``.
    case responseTooLarge(bytes: Int, limit: Int)

    public var description: String {
        switch self {
        case .invalidURL(let text): return "not a valid URL: \(text)"
        case let .responseTooLarge(bytes, limit):
            return "the replica's answer has \(bytes) bytes, more than the \(limit) accepted"
        }
    }
}
