/// Who decides whether a ``CurlTransport`` accepts an https server's certificate chain.
public enum CurlServerTrust: Sendable {
    /// OpenSSL, as libcurl sets it up: the chain must lead to a certificate of the system's trust
    /// store and name the host. http and https are spoken.
    case system
    /// `check` alone: it replaces OpenSSL's whole chain verification in every new connection's
    /// handshake (the system trust store and libcurl's host name check play no part), TLS sessions
    /// are never resumed (a resumed session would skip the check), and only https is spoken, since
    /// a check that plaintext bypasses would be a hole. What `PinnedTLS` uses to pin keys.
    case replaced(by: any CurlChainCheck)
}

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
