import Foundation
import HTTPTypes

/// Runs the endpoints of an API: builds the request from the input, sends it through the
/// interceptors and the transport with timeouts and retries, validates the status and decodes
/// the output or the error body.
public struct Client<A: API>: Sendable {
    public let api: A
    public var transport: any Transport
    public var interceptors: [any Interceptor]
    public var retry: RetryPolicy
    /// Per-attempt timeout unless the endpoint or the call sets one.
    public var timeout: Duration
    /// What the waits between attempts are measured and taken on, and the retry policy's
    /// `maxTotalTime` with them: the continuous clock, or a test clock (swift-clocks'
    /// `ImmediateClock` or `TestClock`) so retries are tested without waiting. Per-attempt
    /// timeouts bound real exchanges and stay on the continuous clock.
    public var clock: any Clock<Duration>
    /// The API's decoder, made once: building a JSONDecoder per call was a visible share of a
    /// call's cost. It is private to the client and never reconfigured after `init`, so sharing
    /// it between concurrent calls is safe.
    private let decoder: SharedDecoder

    public init(
        _ api: A, transport: any Transport = CurlTransport(), interceptors: [any Interceptor] = [],
        retry: RetryPolicy = .none, timeout: Duration = .seconds(60), clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.api = api
        self.transport = transport
        self.interceptors = interceptors
        self.retry = retry
        self.timeout = timeout
        self.clock = clock
        self.decoder = SharedDecoder(api.json.makeDecoder())
    }

    /// Runs `endpoint` with `input` and returns the decoded output.
    public func run<Input, Output>(
        _ endpoint: KeyPath<A, Endpoint<Input, Output>>, with input: Input, options: CallOptions = CallOptions()
    ) async throws(HTTPError) -> Output {
        try await response(api[keyPath: endpoint], with: input, options: options).value
    }

    /// Runs an endpoint that takes no input.
    public func run<Output>(
        _ endpoint: KeyPath<A, Endpoint<Empty, Output>>, options: CallOptions = CallOptions()
    ) async throws(HTTPError) -> Output {
        try await response(api[keyPath: endpoint], with: Empty(), options: options).value
    }

    /// Runs `endpoint` and returns the output with the raw response and the attempt count.
    public func response<Input, Output>(
        _ endpoint: KeyPath<A, Endpoint<Input, Output>>, with input: Input, options: CallOptions = CallOptions()
    ) async throws(HTTPError) -> Response<Output> {
        try await response(api[keyPath: endpoint], with: input, options: options)
    }

    /// Runs an endpoint value (one not reached through a key path, or modified).
    public func response<Input, Output>(
        _ endpoint: Endpoint<Input, Output>, with input: Input, options: CallOptions = CallOptions()
    ) async throws(HTTPError) -> Response<Output> {
        let request = try RequestBuilder.build(
            api: api, endpoint: endpoint, input: input, callHeaderFields: options.headerFields)
        let policy = options.retry ?? endpoint.options.retry ?? retry
        let timeout = options.timeout ?? endpoint.options.timeout ?? self.timeout
        let mayRetry = endpoint.options.idempotent ?? request.method.isIdempotent
        let (raw, attempts) = try await sendWithRetries(request, policy: mayRetry ? policy : .none, timeout: timeout)
        guard endpoint.options.validation.accepts(raw.status) else {
            let errorType = endpoint.options.errorBody ?? api.errorBody
            let errorBody = errorType.flatMap { try? decodeErrorBody($0, from: raw.body) }
            throw HTTPError.badStatus(request: request.summary, response: raw, errorBody: errorBody)
        }
        return Response(
            value: try decode(Output.self, raw, endpoint: endpoint, request: request), raw: raw, attempts: attempts)
    }

    /// The API's output decoding, with the existential type opened.
    private func decodeOutput<Value: Decodable>(_ type: Value.Type, from body: Data) throws -> Value {
        try api.decodeOutput(type, from: body, decoder: decoder.decoder)
    }

    private func decodeErrorBody<Body: Decodable & Sendable>(_ type: Body.Type, from data: Data) throws -> any Sendable
    {
        try decoder.decoder.decode(type, from: data)
    }

    /// Sends a request built elsewhere (a body the declarations do not model, CBOR say) through
    /// the same interceptors, per-attempt timeout and retry loop as an endpoint, and returns the
    /// response as received, whatever its status. `retry` (the client's by default) applies
    /// whatever the method: the caller knows whether sending the request again is safe.
    public func send(_ request: ClientRequest, retry: RetryPolicy? = nil, timeout: Duration? = nil)
        async throws(HTTPError) -> ClientResponse
    {
        try await sendWithRetries(request, policy: retry ?? self.retry, timeout: timeout ?? self.timeout).0
    }

    /// The attempt loop: retries retryable statuses and failures with backoff or `Retry-After`
    /// while attempts and total time allow.
    private func sendWithRetries(
        _ request: ClientRequest, policy: RetryPolicy, timeout: Duration
    ) async throws(HTTPError) -> (ClientResponse, Int) {
        // Time spent is read on the client's clock, the waits included: with a test clock that
        // jumps through its sleeps, the budget counts exactly the delays, as real waiting would.
        // Not started for a single attempt, where nothing reads it.
        let spent = policy.maxAttempts > 1 ? clock.stopwatch() : { .zero }
        var attempt = 1
        while true {
            if Task.isCancelled { throw HTTPError.cancelled(request: request.summary) }
            let delay: Duration
            do {
                let response = try await attemptOnce(request, timeout: timeout)
                guard attempt < policy.maxAttempts, policy.retryableStatuses.contains(response.status) else {
                    return (response, attempt)
                }
                if response.status == .tooManyRequests || response.status == .serviceUnavailable,
                    let header = response.headerFields.first(where: { $0.name == .retryAfter })?.value,
                    let after = RetryPolicy.retryAfter(header)
                {
                    guard after <= policy.maxRetryAfter else { return (response, attempt) }
                    delay = after
                } else {
                    delay = policy.backoff(afterAttempt: attempt)
                }
                guard spent() + delay <= policy.maxTotalTime else { return (response, attempt) }
            } catch {
                guard attempt < policy.maxAttempts, policy.retriesTransportErrors else { throw error }
                switch error {
                case .transport, .timeout: break
                default: throw error
                }
                delay = policy.backoff(afterAttempt: attempt)
                guard spent() + delay <= policy.maxTotalTime else { throw error }
            }
            do {
                try await clock.sleep(for: delay)
            } catch {
                throw HTTPError.cancelled(request: request.summary)
            }
            attempt += 1
        }
    }

    /// One pass through the interceptors and the transport, bounded by `timeout` and ended
    /// early by task cancellation.
    private func attemptOnce(_ request: ClientRequest, timeout: Duration) async throws(HTTPError) -> ClientResponse {
        let transport = self.transport
        if transport.enforcesTimeout {
            // The transport ends the exchange at the deadline itself, so the attempt can run in
            // the calling task: no task of its own, no thread switch to get back. Time spent in
            // interceptors before the exchange counts against the deadline, but an
            // interceptor's own waiting is only interrupted by the caller's cancellation.
            let deadline = ContinuousClock.now + timeout
            let chain = chain(endingWith: { @Sendable request in
                let remaining = deadline - ContinuousClock.now
                guard remaining > .zero else {
                    throw HTTPError.timeout(request: request.summary, seconds: timeout.inSeconds)
                }
                return try await transport.send(request, timeout: remaining)
            })
            do {
                return try await chain(request)
            } catch {
                throw Self.attemptFailure(error, request: request, timeout: timeout, timedOut: false)
            }
        }
        let chain = chain(endingWith: { @Sendable request in try await transport.send(request, timeout: timeout) })
        // A task of its own, cancelled by the shared timer when the deadline passes, because the
        // caller's task must not be cancelled. `Task.immediate` runs it on this thread up to its
        // first suspension instead of enqueueing it and waking another thread.
        let attempt: Task<ClientResponse, any Error>
        if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
            attempt = Task.immediate { try await chain(request) }
        } else {
            attempt = Task { try await chain(request) }
        }
        let timer = TimeoutScheduler.shared.schedule(after: timeout) { attempt.cancel() }
        defer { TimeoutScheduler.shared.cancel(timer) }
        do {
            return try await withTaskCancellationHandler {
                try await attempt.value
            } onCancel: {
                attempt.cancel()
            }
        } catch {
            throw Self.attemptFailure(error, request: request, timeout: timeout, timedOut: timer.fired)
        }
    }

    /// The interceptors in order around `send`.
    private func chain(
        endingWith send: @escaping @Sendable (ClientRequest) async throws -> ClientResponse
    ) -> @Sendable (ClientRequest) async throws -> ClientResponse {
        interceptors.reversed().reduce(send) { next, interceptor in
            { @Sendable request in try await interceptor.intercept(request, next: next) }
        }
    }

    /// The one error an attempt ends with: a timeout if the client's timer fired, a
    /// cancellation if the caller was cancelled, the transport's own `HTTPError` (a timeout
    /// always reported with the attempt's whole timeout, not what was left of it when the
    /// transport started), or a transport failure for anything else an interceptor or transport
    /// threw.
    private static func attemptFailure(_ error: any Error, request: ClientRequest, timeout: Duration, timedOut: Bool)
        -> HTTPError
    {
        if timedOut { return HTTPError.timeout(request: request.summary, seconds: timeout.inSeconds) }
        if Task.isCancelled { return HTTPError.cancelled(request: request.summary) }
        switch error {
        case HTTPError.timeout(let summary, _): return HTTPError.timeout(request: summary, seconds: timeout.inSeconds)
        case let error as HTTPError: return error
        case is CancellationError: return HTTPError.cancelled(request: request.summary)
        default: return HTTPError.transport(request: request.summary, reason: "\(error)")
        }
    }

    /// The endpoint's transform, or: raw response, Data, String, Empty, or JSON.
    private func decode<Input, Output>(
        _ type: Output.Type, _ raw: ClientResponse, endpoint: Endpoint<Input, Output>, request: ClientRequest
    ) throws(HTTPError) -> Output {
        do {
            if let transform = endpoint.transform { return try transform(raw, api.json) }
            if let value = raw as? Output { return value }
            if let value = raw.body as? Output { return value }
            // Type check first so the body is only turned into text when String is wanted.
            if Output.self == String.self, let value = raw.text as? Output { return value }
            if let value = Empty() as? Output { return value }
            guard let decodable = Output.self as? any Decodable.Type else {
                throw HTTPError.invalidDeclaration(
                    endpoint: endpoint.name, reason: "output type \(Output.self) is not Decodable and has no transform")
            }
            guard let value = try decodeOutput(decodable, from: raw.body) as? Output else {
                throw HTTPError.invalidDeclaration(
                    endpoint: endpoint.name, reason: "decoded value is not \(Output.self)")
            }
            return value
        } catch let error as HTTPError {
            throw error
        } catch let error as DecodingError {
            let (path, reason) = Self.describe(error)
            throw HTTPError.decoding(
                request: request.summary, type: "\(Output.self)", codingPath: path, reason: reason, response: raw)
        } catch {
            throw HTTPError.decoding(
                request: request.summary, type: "\(Output.self)", codingPath: "", reason: "\(error)", response: raw)
        }
    }

    static func describe(_ error: DecodingError) -> (String, String) {
        func path(_ keys: [any CodingKey]) -> String {
            keys.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
        }
        switch error {
        case .keyNotFound(let key, let context):
            return (path(context.codingPath + [key]), "key not found")
        case .typeMismatch(let type, let context):
            return (path(context.codingPath), "expected \(type): \(context.debugDescription)")
        case .valueNotFound(let type, let context):
            return (path(context.codingPath), "expected \(type), found null")
        case .dataCorrupted(let context):
            return (path(context.codingPath), context.debugDescription)
        @unknown default:
            return ("", "\(error)")
        }
    }
}

/// Holds the client's decoder so `Client` stays Sendable on every Foundation version.
private final class SharedDecoder: @unchecked Sendable {
    // @unchecked: the decoder is configured in `init` and only read (decode) afterwards;
    // JSONDecoder's decode does not mutate its settings.
    let decoder: JSONDecoder

    init(_ decoder: JSONDecoder) { self.decoder = decoder }
}
