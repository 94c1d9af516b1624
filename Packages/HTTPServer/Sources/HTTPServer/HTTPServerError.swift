/// Why a server could not start.
public enum HTTPServerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The address could not be bound (in use, not local, not an address).
    case cannotListen(host: String, port: Int, reason: String)

    public var description: String {
        switch self {
        case .cannotListen(let host, let port, let reason): return "cannot listen on \(host):\(port): \(reason)"
        }
    }
}
