import Synchronization

/// The requests that reached the server, kept and streamed, and the connections it served.
final class RequestLog: Sendable {
    private let state = Mutex(State())
    let arrivals: AsyncStream<LoopbackTLSServer.Request>
    private let continuation: AsyncStream<LoopbackTLSServer.Request>.Continuation

    private struct State: Sendable {
        var requests: [LoopbackTLSServer.Request] = []
        var connections = 0
    }

    init() { (arrivals, continuation) = AsyncStream.makeStream() }

    var requests: [LoopbackTLSServer.Request] { state.withLock { $0.requests } }
    var connections: Int { state.withLock { $0.connections } }

    func record(_ request: LoopbackTLSServer.Request) {
        state.withLock { $0.requests.append(request) }
        continuation.yield(request)
    }

    func recordConnection() {
        state.withLock { $0.connections += 1 }
    }

    func finish() { continuation.finish() }
}
