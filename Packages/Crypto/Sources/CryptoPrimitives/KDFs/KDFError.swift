/// Why a key derivation refused its parameters.
public enum KDFError: Error, Sendable, Hashable, CustomStringConvertible {
    /// PBKDF2 needs at least one round.
    case invalidRoundCount(Int)
    /// The requested output length is negative or above the function's limit.
    case invalidOutputByteCount(Int, limit: Int)

    public var description: String {
        switch self {
        case .invalidRoundCount(let rounds):
            return "PBKDF2 needs at least 1 round, got \(rounds)"
        case let .invalidOutputByteCount(count, limit):
            return "requested \(count) output bytes; allowed 0...\(limit)"
        }
    }
}
