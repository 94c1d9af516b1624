/// Judges servers' certificate chains for a ``CurlTransport`` in place of OpenSSL's
/// verification (``CurlServerTrust/replaced(by:)``), from inside the TLS handshake, before any
/// byte of the request is written.
public protocol CurlChainCheck: Sendable {
    /// Installs the check in a new connection's OpenSSL context before its handshake.
    ///
    /// - Parameters:
    ///   - sslContext: OpenSSL's `SSL_CTX *` for the connection (libcurl's OpenSSL build): set its
    ///     certificate verification callback here (`SSL_CTX_set_cert_verify_callback`), with
    ///     `Unmanaged.passUnretained(handshake).toOpaque()` as the callback's argument.
    ///   - handshake: the exchange that opens the connection; it stays alive until that exchange
    ///     ends, which is after its handshake. Tell it why a chain was refused.
    /// - Returns: false when the check could not be installed: the exchange then fails.
    ///
    /// Called on the transport's own thread, which also runs the verification callback: neither
    /// may wait on work that needs that thread.
    func install(into sslContext: UnsafeMutableRawPointer, for handshake: CurlHandshake) -> Bool
}
