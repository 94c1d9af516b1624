/// Why the chain could not answer a question about an account.
public enum EOSChainError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Text that is not an EOSIO name (shown cut to 32 characters).
    case invalidName(String)
    /// The chain says the account does not exist.
    case unknownAccount(EOSName)
    /// The chain could not be reached, or did not answer in time.
    case unreachable(String)
    /// The chain answered an error status other than "no such account".
    case chainRefused(status: Int, message: String)
    /// The chain answered something that is not the documented JSON.
    case malformedAnswer(String)

    public var description: String {
        switch self {
        case .invalidName(let text):
            return "\"\(text)\" is not an EOSIO name (1–12 of a–z, 1–5, '.', and an optional 13th of a–j, 1–5, '.')"
        case .unknownAccount(let name): return "the chain has no account \"\(name)\""
        case .unreachable(let reason): return "the chain could not be reached: \(reason)"
        case .chainRefused(let status, let message): return "the chain refused the request (HTTP \(status)): \(message)"
        case .malformedAnswer(let reason): return "the chain's answer is malformed: \(reason)"
        }
    }
}
