import HTTPSpec
import NIOCore
import Synchronization

/// One request's life: the promise its response completes, the channel once connected, the
/// deadline timer, and the verifier's refusal if there was one. Whatever ends the exchange first
/// (the response, a failure, the deadline, the caller's cancellation) wins; the rest find the
/// promise completed and do nothing, and the channel is closed once, when the promise completes.
final class Exchange: Sendable {
    /// Why an exchange ended without a response, before it is put in `HTTPError` terms.
    enum Failure: Error, Sendable {
        case timedOut
        case cancelled
        case failed(PinnedTLSError)
    }

    let host: String
    private let promise: EventLoopPromise<ClientResponse>
    private let state = Mutex(State())

    private struct State: Sendable {
        var channel: (any Channel)?
        var timer: Scheduled<Void>?
        /// Set by the certificate check: the words for why the server was refused. The TLS
        /// layer then fails the handshake with an error of its own that does not say why.
        var refusal: String?
        var finished = false
    }

    init(host: String, eventLoop: any EventLoop) {
        self.host = host
        self.promise = eventLoop.makePromise(of: ClientResponse.self)
        promise.futureResult.whenComplete { [self] _ in finish() }
    }

    /// The response, or a ``Failure``.
    var response: EventLoopFuture<ClientResponse> { promise.futureResult }

    /// Fails the exchange with `.timedOut` at `deadline`.
    func startTimer(deadline: NIODeadline) {
        let timer = promise.futureResult.eventLoop.scheduleTask(deadline: deadline) { [self] in fail(.timedOut) }
        let alreadyOver = state.withLock { state in
            state.timer = timer
            return state.finished
        }
        if alreadyOver { timer.cancel() }
    }

    /// The connection is up; if the exchange already ended (cancelled while connecting, say),
    /// the channel is closed at once.
    func connected(_ channel: any Channel) {
        let alreadyOver = state.withLock { state in
            state.channel = channel
            return state.finished
        }
        if alreadyOver { channel.close(promise: nil) }
    }

    func recordRefusal(_ reason: String) {
        state.withLock { $0.refusal = reason }
    }

    func succeed(_ response: ClientResponse) { promise.succeed(response) }

    func fail(_ failure: Failure) { promise.fail(failure) }

    /// Fails the exchange with `failure`, unless the certificate check refused the server: then
    /// with that refusal, because the TLS layer reports a refused certificate with an error of
    /// its own (or just a closed connection) that does not say why.
    func fail(unlessRefused failure: PinnedTLSError) {
        if let refusal = state.withLock({ $0.refusal }) {
            fail(.failed(.serverRefused(host: host, reason: refusal)))
        } else {
            fail(.failed(failure))
        }
    }

    /// The promise has completed: stop the clock and close the connection.
    private func finish() {
        let (channel, timer) = state.withLock { state in
            state.finished = true
            return (state.channel, state.timer)
        }
        timer?.cancel()
        channel?.close(promise: nil)
    }
}
