import Certificates
import HTTPSpec

/// A transport that only talks to servers whose certificate chain carries a key of its pin set,
/// for APIs declared with HTTPSpec exactly as with the default transport:
/// `Client(api, transport: PinnedTLSTransport(pins: pins))`.
///
/// Why not URLSession: on Linux, swift-corelibs-foundation's URLSession (libcurl underneath)
/// offers no hook into the server's certificate chain, so it cannot pin. This transport is
/// HTTPSpec's `CurlTransport` (the system's libcurl, its OpenSSL build) with OpenSSL's chain
/// verification replaced, in every new connection's handshake, by a pin check; the system trust
/// store plays no part. The request is written only after the handshake — and so the check — has
/// succeeded.
///
/// Transfers run on a thread of the transport's own, never on Swift's cooperative pool.
/// Connections that passed the check are kept and reused for later requests to the same host and
/// port (unless ``PinnedTLSOptions/reusesConnections`` is false). Only `https` URLs are accepted,
/// over HTTP/1.1; redirects are not followed. Response bodies are held in memory up to
/// ``PinnedTLSOptions/maximumResponseBodySize``.
///
/// Lifecycle: nothing to shut down. The thread starts with the first request; releasing the
/// transport ends it and closes the kept connections.
///
/// Failures are `HTTPError`s: `.timeout` when the whole exchange (connect, handshake, request,
/// response) outlasts the request's timeout, `.cancelled` when the calling task is cancelled
/// (the transfer is aborted and its connection closed at once), and `.transport` otherwise, with
/// a ``PinnedTLSError`` description when the server was refused, which
/// ``HTTPSpec/HTTPError/isPinnedTLSRefusal`` picks out.
public final class PinnedTLSTransport: Transport {
    /// The keys accepted.
    public let pins: PinSet
    public let options: PinnedTLSOptions
    private let transport: CurlTransport

    public init(pins: PinSet, options: PinnedTLSOptions = PinnedTLSOptions()) {
        self.pins = pins
        self.options = options
        let check = PinnedChainCheck(verifier: PinnedChainVerifier(pins: pins, policy: options.trust))
        transport = CurlTransport(
            options: CurlTransportOptions(
                serverTrust: .replaced(by: check), connectTimeout: options.connectTimeout,
                maximumResponseBodySize: options.maximumResponseBodySize,
                reusesConnections: options.reusesConnections))
    }

    /// The transport ends each exchange at its deadline itself, so the client runs the attempt
    /// in the calling task.
    public var enforcesTimeout: Bool { true }

    public func send(_ request: ClientRequest, timeout: Duration) async throws -> ClientResponse {
        try await transport.send(request, timeout: timeout)
    }
}

extension HTTPError {
    /// True when the pinned transport refused the server's certificate chain (no pinned key, or
    /// a pinned key on a chain that is expired, for another name or does not link), as opposed
    /// to a network failure: the case where an app should warn rather than retry.
    public var isPinnedTLSRefusal: Bool {
        guard case .transport(_, let reason) = self else { return false }
        return reason.hasPrefix(PinnedTLSError.refusalPrefix)
    }
}
