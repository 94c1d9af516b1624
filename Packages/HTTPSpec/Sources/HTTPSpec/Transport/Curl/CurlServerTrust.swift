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
