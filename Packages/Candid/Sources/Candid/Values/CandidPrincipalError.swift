/// Why a principal was rejected.
public enum CandidPrincipalError: Error, Sendable, Hashable, CustomStringConvertible {
    case tooLong(Int)
    case invalidText(String)

    public var description: String {
        switch self {
        case .tooLong(let count): return "principal of \(count) bytes is longer than \(CandidPrincipal.maxByteCount)"
        case .invalidText(let text):
            return "\"\(text)\" is not a valid principal (base32 with a CRC-32 checksum, grouped by five)"
        }
    }
}
