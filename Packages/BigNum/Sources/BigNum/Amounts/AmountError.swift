/// Why an ``Amount`` could not be parsed, built or computed. Positions are zero-based offsets
/// into the parsed text.
public enum AmountError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The text is not `"<number> <unit>"`; `reason` says what was expected at `position`.
    case invalidFormat(String, position: Int)
    /// The number part is not a valid decimal (positions are relative to the whole text).
    case number(BigDecimalError)
    /// `symbol` (at `position`) is not a unit of any of the given currencies.
    case unknownUnit(String, position: Int)
    /// The denomination `symbol` does not belong to `currency`.
    case denominationNotInCurrency(String, currency: String)
    /// Two amounts of different currencies were combined.
    case currencyMismatch(String, String)
    /// `value` has digits below the base unit of `currency` (0.5 wei) and no rounding mode was given.
    case finerThanBaseUnit(value: String, currency: String)
    /// `currency` requires exactly `expected` fraction digits (EOS precision), got `actual`.
    case precisionMismatch(expected: Int, actual: Int, currency: String)
    /// `value` is outside ±`limit` base units of `currency` (EOS: 2^62 − 1).
    case outOfRange(value: String, limit: String, currency: String)
    /// A custom currency definition is inconsistent.
    case invalidCurrency(String)

    public var description: String {
        switch self {
        case let .invalidFormat(reason, position):
            return "invalid amount at position \(position): \(reason)"
        case let .number(error):
            return "invalid amount: \(error.description)"
        case let .unknownUnit(symbol, position):
            return "unknown unit \"\(symbol)\" at position \(position)"
        case let .denominationNotInCurrency(symbol, currency):
            return "denomination \(symbol) is not a unit of \(currency)"
        case let .currencyMismatch(lhs, rhs):
            return "currency mismatch: \(lhs) and \(rhs) cannot be combined"
        case let .finerThanBaseUnit(value, currency):
            return "\(value) is finer than the smallest unit of \(currency); pass a rounding mode to round it"
        case let .precisionMismatch(expected, actual, currency):
            return "\(currency) amounts need exactly \(expected) fraction digit(s), got \(actual)"
        case let .outOfRange(value, limit, currency):
            return "\(value) base units of \(currency) is outside the allowed range ±\(limit)"
        case let .invalidCurrency(reason):
            return "invalid currency definition: \(reason)"
        }
    }

    /// How error cases quote input: at most 32 characters, then `…`, so error text stays small
    /// even when the input was huge (a 1,000-digit amount). Public so that errors of types built
    /// on amounts elsewhere quote the same way.
    public static func excerpt<S: StringProtocol>(_ text: S) -> String {
        text.count <= 32 ? String(text) : String(text.prefix(32)) + "…"
    }
}
