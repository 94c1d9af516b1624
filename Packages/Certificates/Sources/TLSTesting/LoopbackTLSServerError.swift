/// Why a server could not start.
public enum LoopbackTLSServerError: Error, Sendable, CustomStringConvertible {
    /// A server needs at least its leaf certificate.
    case emptyChain

    public var description: String {
        switch self {
        case .emptyChain: "a TLS server needs a certificate chain with at least its leaf"
        }
    }
}
