import Certificates

/// A transport that only talks to servers whose certificate chain carries a key of its pin set,
/// for APIs declared with HTTPSpec exactly as with the default transport:
/// `Client(api, transport: try PinnedTLSTransport(pins: pins))`.
///
/// Why not URLSession: on Linux, swift-corelibs-foundation's URLSession (libcurl underneath)
/// offers no hook into the server's certificate chain, so it cannot pin. This transport drives
/// the system's libcurl (its OpenSSL build) itself and replaces OpenSSL's chain verification, in
/// every new connection's handshake, with a pin check of its own; the system trust store plays
/// no part. The request is written only after the handshake — and so the check — has succeeded.
///
/// Transfers run on a thread of the transport's own through a libcurl multi handle, never on
/// Swift's cooperative pool. Connections that passed the check are kept and reused for later
/// requests to the same host and port (unless ``PinnedTLSOptions/reusesConnections`` is false).
/// Only `https` URLs are accepted, over HTTP/1.1; redirects are not followed. Response bodies are
/// held in memory up to ``PinnedTLSOptions/maximumResponseBodySize``.
///
/// Lifecycle: nothing to shut down. The thread starts with the first request; releasing the
/// transport ends it and closes the kept connections.
///
/// Failures are `HTTPError`s: `.timeout` when the whole exchange (connect, handshake, request,
/// response) outlasts the request's timeout, `.cancelled` when the calling task is cancelled
/// (the transfer is aborted and its connection closed at once), and `.transport` with a
/// ``PinnedTLSError`` description otherwise; ``HTTPSpec/HTTPError/isPinnedTLSRefusal`` picks out
/// a refused server.
public final class PinnedTLSTransport: Sendable {
    /// The keys accepted.
    public let pins: PinSet
    public let options: PinnedTLSOptions
    private let verifier: PinnedChainVerifier
    private let loop: CurlTransferLoop

    public init(pins: PinSet, options: PinnedTLSOptions = PinnedTLSOptions()) throws(PinnedTLSError) {
        self.pins = pins
        self.options = options
        self.verifier = PinnedChainVerifier(pins: pins, policy: options.trust)
        self.loop = try CurlTransferLoop()
    }

    deinit { loop.stop() }

    /// Runs one exchange, in plain values, and returns the response or why there is none.
    func exchange(_ request: ExchangeRequest) async throws(ExchangeFailure) -> ExchangeResponse {
        let transfer: CurlTransfer
        do {
            transfer = try CurlTransfer(request, options: options, verifier: verifier)
        } catch {
            throw .failed(error)
        }
        let loop = self.loop
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
