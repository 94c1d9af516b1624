/// Why a loopback TLS server could not start.
public enum LoopbackTLSServerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A server needs at least its leaf certificate.
    case emptyChain
    /// OpenSSL refused the certificates or key (`reason` has its words), or they could not be
    /// encoded for it.
    case tlsSetupFailed(reason: String)
    /// The listening socket on 127.0.0.1 could not be made.
    case socketFailed(reason: String)

    public var description: String {
        switch self {
        case .emptyChain: "a TLS server needs a certificate chain with at least its leaf"
        case .tlsSetupFailed(let reason): "could not set up the loopback server's TLS: \(reason)"
        case .socketFailed(let reason): "could not listen on 127.0.0.1: \(reason)"
        }
    }
}
