/// A C library call failed for a reason that does not depend on the input: the system random
/// source or an allocation inside OpenSSL/libsecp256k1. Operations that can meet this throw it
/// rather than trapping; it should never be seen on a healthy machine.
public enum CryptoBackendError: Error, Sendable, Hashable, CustomStringConvertible {
    /// `RAND_bytes` could not produce secure random bytes.
    case randomSourceFailed
    /// The named C function failed (returned an error or NULL).
    case callFailed(function: String)

    public var description: String {
        switch self {
        case .randomSourceFailed:
            return "the system's secure random source (OpenSSL RAND_bytes) failed"
        case .callFailed(let function):
            return "the C library call \(function) failed"
        }
    }
}
