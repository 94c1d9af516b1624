#if canImport(Glibc)
    import Glibc
#endif

/// Serving a card to vpcd failed.
public enum VirtualCardError: Error, Sendable, Hashable, CustomStringConvertible {
    case invalidAddress(String)
    /// Nothing listens at the address: pcscd is not running, or its vpcd driver is not configured.
    case connectionRefused(host: String, port: UInt16, errno: Int32)
    case socket(operation: String, errno: Int32)
    /// vpcd closed the connection in the middle of a message.
    case connectionClosedMidFrame
    /// A response longer than vpcd's 16-bit frame length can carry.
    case frameTooLong(Int)
    /// `insert()` on a host whose card is already inserted.
    case alreadyInserted

    public var description: String {
        switch self {
        case .invalidAddress(let host):
            return "\(host) is not an IPv4 address"
        case .connectionRefused(let host, let port, let code):
            return
                "cannot reach vpcd at \(host):\(port) (\(Self.text(code))); is pcscd running with the vsmartcard-vpcd driver?"
        case .socket(let operation, let code):
            return "\(operation) on the vpcd connection failed: \(Self.text(code))"
        case .connectionClosedMidFrame:
            return "vpcd closed the connection in the middle of a message"
        case .frameTooLong(let count):
            return "a \(count)-byte response does not fit vpcd's 16-bit frame length"
        case .alreadyInserted:
            return "the virtual card is already inserted"
        }
    }

    private static func text(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
