/// Why a signature could not be parsed, made or used for recovery. (Verification itself never
/// throws: it answers `false`.)
public enum SignatureError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Wrong number of bytes for this signature form.
    case invalidLength(form: String, expected: Int, actual: Int)
    /// The DER encoding is malformed; the error says where.
    case malformedDER(DERError)
    /// r or s is zero or not below the group order n.
    case scalarOutOfRange(component: String)
    /// A recovery id outside 0...3.
    case invalidRecoveryID(Int)
    /// A prehashed message must be exactly 32 bytes.
    case invalidHashLength(Int)
    /// Additional RFC 6979 nonce data must be exactly 32 bytes.
    case invalidNonceDataLength(Int)
    /// No public key can be recovered from this signature and message.
    case recoveryFailed
    /// The C library failed.
    case backend(CryptoBackendError)

    public var description: String {
        switch self {
        case let .invalidLength(form, expected, actual):
            return "\(form) signature must be \(expected) bytes, got \(actual)"
        case .malformedDER(let error):
            return "malformed signature DER: \(error)"
        case .scalarOutOfRange(let component):
            return "signature component \(component) is zero or not below the group order n"
        case .invalidRecoveryID(let id):
            return "recovery id \(id) is outside 0...3"
        case .invalidHashLength(let count):
            return "a prehashed message must be 32 bytes, got \(count)"
        case .invalidNonceDataLength(let count):
            return "additional nonce data must be 32 bytes, got \(count)"
        case .recoveryFailed:
            return "no public key can be recovered from this signature and message"
        case .backend(let error):
            return error.description
        }
    }
}
