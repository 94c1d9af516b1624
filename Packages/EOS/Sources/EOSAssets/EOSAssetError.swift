import BigNum

/// Why an EOS symbol or asset was rejected. Rules follow eosio's `symbol_code`, `symbol` and
/// `asset` checks.
public enum EOSAssetError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The symbol code must be 1–7 upper-case letters A–Z; `position` is the first bad character
    /// (or the length when the code is empty or too long).
    case invalidSymbolCode(String, position: Int)
    /// The precision is outside `0...18`.
    case invalidPrecision(Int)
    /// The amount is outside ±(2^62 − 1) base units.
    case amountOutOfRange(String)
    /// The text is not `"<number> <CODE>"` or `"<precision>,<CODE>"`; `reason` says what was
    /// expected at `position`.
    case invalidFormat(String, position: Int)
    /// The number part is not a valid decimal.
    case number(BigDecimalError)
    /// Two assets with different symbols were combined.
    case symbolMismatch(String, String)
    /// The `Amount` is not of an EOS token currency.
    case notAnEOSAmount(currency: String)
    /// Binary input was too short.
    case bytes(ByteReaderError)
    /// A raw 64-bit symbol has bytes after its code that are not zero, or letters out of range.
    case invalidRawSymbol(UInt64)

    public var description: String {
        switch self {
        case let .invalidSymbolCode(code, position):
            return "invalid EOS symbol code \"\(code)\" (position \(position)): must be 1–7 upper-case letters A–Z"
        case let .invalidPrecision(precision):
            return "invalid EOS symbol precision \(precision): must be 0...\(EOSSymbol.maxPrecision)"
        case let .amountOutOfRange(amount):
            return "EOS asset amount \(amount) is outside ±\(EOSAsset.maxAmount) base units"
        case let .invalidFormat(reason, position):
            return "invalid EOS asset at position \(position): \(reason)"
        case let .number(error):
            return "invalid EOS asset amount: \(error.description)"
        case let .symbolMismatch(lhs, rhs):
            return "EOS symbol mismatch: \(lhs) and \(rhs)"
        case let .notAnEOSAmount(currency):
            return "\(currency) is not an EOS token"
        case let .bytes(error):
            return "invalid EOS asset bytes: \(error.description)"
        case let .invalidRawSymbol(raw):
            return "invalid raw EOS symbol 0x\(String(raw, radix: 16))"
        }
    }
}
