/// Why an account, account identifier or subaccount was refused.
public enum AccountError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A subaccount must be exactly 32 bytes.
    case invalidSubaccountLength(Int)
    /// An ICP ledger account identifier that is not 32 bytes with a matching checksum.
    case invalidAccountIdentifier(String, reason: String)
    /// An ICRC-1 account text that breaks a rule of the standard's textual encoding.
    case invalidICRC1Account(String, reason: String)

    public var description: String {
        switch self {
        case .invalidSubaccountLength(let count):
            return "a subaccount is 32 bytes, not \(count)"
        case let .invalidAccountIdentifier(text, reason):
            return "invalid account identifier \"\(text)\": \(reason)"
        case let .invalidICRC1Account(text, reason):
            return "invalid ICRC-1 account \"\(text)\": \(reason)"
        }
    }
}
