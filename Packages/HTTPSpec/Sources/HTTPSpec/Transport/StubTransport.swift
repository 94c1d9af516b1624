import Foundation
import HTTPTypes

/// A transport for unit tests of API declarations without a server: records every request and
/// answers from a handler (or a queue of canned responses, then 404).
public final class StubTransport: Transport, @unchecked Sendable {
    // @unchecked: all state is behind `lock`.
    private let lock = NSLock()
    private var recorded: [ClientRequest] = []
    private var queue: [ClientResponse]
    private let handler: (@Sendable (ClientRequest) throws -> ClientResponse)?

    /// Replays `responses` in order; once they run out, answers 404.
    public init(responses: [ClientResponse]) {
        self.queue = responses
        self.handler = nil
    }

    /// Answers each request with `handler`; a thrown `HTTPError` is passed through.
    public init(handler: @escaping @Sendable (ClientRequest) throws -> ClientResponse) {
        self.queue = []
        self.handler = handler
    }

    /// Every request sent so far, in order.
    public var requests: [ClientRequest] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }

    private func record(_ request: ClientRequest) -> ClientResponse? {
        lock.withLock {
            recorded.append(request)
            return queue.isEmpty ? nil : queue.removeFirst()
        }
    }

    public func send(_ request: ClientRequest, timeout: Duration) async throws -> ClientResponse {
        try Task.checkCancellation()
        let next = record(request)
        if let handler { return try handler(request) }
        return next ?? ClientResponse(status: .notFound, body: Data("no stubbed response left".utf8))
    }
}
