import Foundation
import HTTPSpec
import ICPAgent

/// An `AgentTransport` over HTTP, on HTTPSpec's transports (URLSession by default):
/// each request a POST of `application/cbor` to the replica's base URL plus the route, with a
/// timeout, a bound on the answer's size, and retries of 429 and 503 (a replica shedding load),
/// honouring `Retry-After`. Posting an envelope again is safe: the replica knows a request by
/// its id, so a retried call is not executed twice.
public struct HTTPAgentTransport: AgentTransport {
    public var baseURL: URL
    public var transport: any Transport
    /// Which statuses are tried again, how often and how long to wait (`retryableStatuses` is
    /// 429 and 503 by default; transport failures are not retried).
    public var retry: RetryPolicy
    public var timeout: Duration
    /// The largest answer accepted; mainnet's largest (a subnet's node list) are tens of kB.
    public var maximumResponseBytes: Int
    public var sleeper: Sleeper

    public init(baseURL: URL, transport: any Transport = URLSessionTransport(),
                retry: RetryPolicy = RetryPolicy(maxAttempts: 4, retryableStatuses: [429, 503], retriesTransportErrors: false),
                timeout: Duration = .seconds(30), maximumResponseBytes: Int = 4 << 20, sleeper: Sleeper = .continuous) {
        self.baseURL = baseURL
        self.transport = transport
        self.retry = retry
        self.timeout = timeout
        self.maximumResponseBytes = maximumResponseBytes
        self.sleeper = sleeper
    }

    public func post(_ path: String, body: [UInt8]) async throws -> TransportResponse {
        try await exchange(HTTPRequest(method: .post, url: try url(path), headers: ["Content-Type": "application/cbor"], body: Data(body)))
    }

    public func get(_ path: String) async throws -> TransportResponse {
        try await exchange(HTTPRequest(method: .get, url: try url(path)))
    }

    private func url(_ path: String) throws -> URL {
        let base = baseURL.absoluteString.hasSuffix("/") ? String(baseURL.absoluteString.dropLast()) : baseURL.absoluteString
        guard let url = URL(string: base + path) else { throw HTTPAgentTransportError.invalidURL(base + path) }
        return url
    }

    /// One request, sent again while the replica answers with a retryable status.
    private func exchange(_ request: HTTPRequest) async throws -> TransportResponse {
        let started = ContinuousClock.now
        var attempt = 1
        while true {
            let response: HTTPResponse
            do {
                response = try await transport.send(request, timeout: timeout)
            } catch {
                guard retry.retriesTransportErrors, attempt < retry.maxAttempts else { throw error }
                try await wait(retry.backoff(afterAttempt: attempt))
                attempt += 1
                continue
            }
            guard response.body.count <= maximumResponseBytes else {
                throw HTTPAgentTransportError.responseTooLarge(bytes: response.body.count, limit: maximumResponseBytes)
            }
            if retry.retryableStatuses.contains(response.status), attempt < retry.maxAttempts,
               ContinuousClock.now - started < retry.maxTotalTime {
                let asked = response.headers["Retry-After"].flatMap { RetryPolicy.retryAfter($0) }
                let delay = asked ?? retry.backoff(afterAttempt: attempt)
                if delay <= retry.maxRetryAfter {
                    try await wait(delay)
                    attempt += 1
                    continue
                }
            }
            return TransportResponse(status: response.status, body: [UInt8](response.body))
        }
    }

    private func wait(_ delay: Duration) async throws {
        try await sleeper.sleep(delay)
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
        case let .responseTooLarge(bytes, limit): return "the replica's answer has \(bytes) bytes, more than the \(limit) accepted"
        }
    }
}
