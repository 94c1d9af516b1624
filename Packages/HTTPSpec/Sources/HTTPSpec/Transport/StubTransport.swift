import Foundation

/// A transport for unit tests of API declarations without a server: records every request and
/// answers from a handler (or a queue of canned responses, then 404).
public final class StubTransport: Transport, @unchecked Sendable {
    // @unchecked: all state is behind `lock`.
    private let lock = NSLock()
    private var recorded: [HTTPRequest] = []
    private var queue: [HTTPResponse]
    private let handler: (@Sendable (HTTPRequest) throws -> HTTPResponse)?

    /// Replays `responses` in order; once they run out, answers 404.
    public init(responses: [HTTPResponse]) {
        self.queue = responses
        self.handler = nil
    }

    /// Answers each request with `handler`; a thrown `HTTPError` is passed through.
    public init(handler: @escaping @Sendable (HTTPRequest) throws -> HTTPResponse) {
        self.queue = []
        self.handler = handler
    }

    /// Every request sent so far, in order.
    public var requests: [HTTPRequest] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }

    private func record(_ request: HTTPRequest) -> HTTPResponse? {
        lock.withLock {
            recorded.append(request)
            return queue.isEmpty ? nil : queue.removeFirst()
        }
    }

    public func send(_ request: HTTPRequest, timeout: Duration) async throws -> HTTPResponse {
        try Task.checkCancellation()
        let next = record(request)
        if let handler { return try handler(request) }
        return next ?? HTTPResponse(status: 404, body: Data("no stubbed response left".utf8))
    }
}
