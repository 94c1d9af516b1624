import CCurl
import Foundation

/// The default transport: the system's libcurl, driven directly — http and https over HTTP/1.1,
/// connections kept for reuse, each exchange ended at its deadline, the response body bounded.
///
/// Why not URLSession, which runs on the same libcurl on Linux: swift-corelibs-foundation adds
/// its request and task objects, dispatch sources and thread hops to every exchange; on loopback
/// this transport answers in about half of URLSession's time one at a time and a third with
/// eight at once (`make bench`, `HTTPSpec.getSequential` against `…URLSession`).
/// ``URLSessionTransport`` stays available, for a `URLSessionConfiguration` (cookies, caches,
/// proxies) or another platform's URLSession.
///
/// Transfers run on a thread of the transport's own through a libcurl multi handle, never on
/// Swift's cooperative pool. Kept connections are reused for later requests to the same host and
/// port (``CurlTransportOptions/reusesConnections``). Redirects are not followed unless
/// ``CurlTransportOptions/followsRedirects`` says so. Proxies from the environment
/// (`http_proxy` and friends) are not used: the transport talks to the server. https servers are
/// judged by the system's trust store, or by a chain check of the caller's
/// (``CurlServerTrust/replaced(by:)``, which PinnedTLS uses to pin keys).
///
/// Lifecycle: nothing to shut down. The thread starts with the first request; releasing the
/// transport ends it and closes the kept connections.
///
/// Failures are `HTTPError`s: `.timeout` when the whole exchange (connect, handshake, request,
/// response) outlasts the request's timeout, `.cancelled` when the calling task is cancelled (the
/// exchange is aborted and its connection closed at once), and `.transport` with the reason in
/// words otherwise (a refused connection, a body over the limit, a chain check's refusal, ...).
public final class CurlTransport: Transport, Sendable {
    public let options: CurlTransportOptions
    /// The loop, or why libcurl could not be set up (reported by every exchange).
    private let loop: Result<CurlTransferLoop, CurlFailure>

    public init(options: CurlTransportOptions = CurlTransportOptions()) {
        self.options = options
        loop = Result { () throws(CurlFailure) in try CurlTransferLoop() }
    }

    deinit { try? loop.get().stop() }

    /// The transport ends each exchange at its deadline itself, so the client runs the attempt in
    /// the calling task.
    public var enforcesTimeout: Bool { true }

    public func send(_ request: ClientRequest, timeout: Duration) async throws -> ClientResponse {
        do throws(CurlFailure) {
            return try await exchange(request, timeout: timeout)
        } catch {
            switch error {
            case .timedOut: throw HTTPError.timeout(request: request.summary, seconds: timeout.inSeconds)
            case .cancelled: throw HTTPError.cancelled(request: request.summary)
            default: throw HTTPError.transport(request: request.summary, reason: error.description)
            }
        }
    }

    private func exchange(_ request: ClientRequest, timeout: Duration) async throws(CurlFailure) -> ClientResponse {
        let loop = try self.loop.get()
        let transfer = try CurlTransfer(request, timeout: timeout, options: options)
        let outcome = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                transfer.begin(on: loop, continuation: continuation)
            }
        } onCancel: {
            transfer.cancel(on: loop)
        }
        return try outcome.get()
    }
}
