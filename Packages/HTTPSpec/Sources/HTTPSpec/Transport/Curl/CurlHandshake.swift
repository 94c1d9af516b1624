/// The exchange whose new connection a ``CurlChainCheck`` judges: where it connects, how long it
/// has left, and where the check leaves its verdict's reasons.
///
/// Used on the transport's thread only (the check's installation and OpenSSL's verification
/// callback both run there), while its exchange runs.
public final class CurlHandshake: @unchecked Sendable {
    // @unchecked: written and read on the transport's thread only, as libcurl's callbacks are.

    /// The host as the URL spells it (IPv6 without brackets): the one connected to, parsed by
    /// libcurl itself, so a check of this name is a check of the server reached.
    public let host: String
    /// The port connected to.
    public let port: Int
    /// The check installed for this handshake: what a verification callback, which gets the
    /// handshake as its argument, reaches its own state through.
    public let check: any CurlChainCheck
    private let deadline: ContinuousClock.Instant

    /// Set by ``refuse(_:)``.
    private(set) var refusal: String?
    /// Set by ``reportCheckOverran()``.
    private(set) var checkOverran = false

    init(host: String, port: Int, check: any CurlChainCheck, deadline: ContinuousClock.Instant) {
        self.host = host
        self.port = port
        self.check = check
        self.deadline = deadline
    }

    /// What is left of the exchange's timeout: a check that waits on something must give up by
    /// then (libcurl cannot end the exchange while its thread runs the check).
    public var remainingTime: Duration { deadline - .now }

    /// Records why the chain was refused; the check then fails the handshake, and the exchange
    /// fails with `HTTPError.transport` whose reason is `description`, word for word (libcurl's
    /// own report of a failed handshake does not say why).
    public func refuse(_ description: String) {
        refusal = description
    }

    /// Records that the check could not reach its verdict before the exchange's deadline; the
    /// check then fails the handshake, and the exchange fails with `HTTPError.timeout`.
    public func reportCheckOverran() {
        checkOverran = true
    }
}
