/// Why a decimal could not be parsed or computed. Positions are zero-based offsets into the
/// parsed text; every character before a reported position is ASCII, so the position is also
/// the UTF-8 byte offset.
public enum BigDecimalError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The text was empty.
    case empty
    /// A character that does not belong at `position`.
    case invalidCharacter(Character, position: Int)
    /// A digit was required at `position` (after a sign, or after the decimal point) but the
    /// text ended or something else followed.
    case missingDigit(position: Int)
    /// The text has more than `limit` digits; `position` is the first digit over the limit.
    case tooManyDigits(position: Int, limit: Int)
    /// A scale outside `0...limit` was requested or would result.
    case scaleOutOfRange(Int, limit: Int)
    /// Division by zero.
    case divisionByZero
    /// The rounding mode was ``RoundingMode/unnecessary`` but `value` cannot be represented
    /// exactly with `scale` fraction digits.
    case roundingNecessary(value: String, scale: Int)

    public var description: String {
        switch self {
        case .empty:
            return "empty text is not a decimal number"
        case let .invalidCharacter(character, position):
            return
                "invalid character \"\(character.unicodeScalars.map { $0.escaped(asASCII: true) }.joined())\" at position \(position) in decimal number"
        case let .missingDigit(position):
            return "expected a digit at position \(position) in decimal number"
        case let .tooManyDigits(position, limit):
            return "decimal number has more than \(limit) digits (limit exceeded at position \(position))"
        case let .scaleOutOfRange(scale, limit):
            return "scale \(scale) is outside 0...\(limit)"
        case .divisionByZero:
            return "division by zero"
        case let .roundingNecessary(value, scale):
            return
                "\(value) cannot be represented with \(scale) fraction digit(s) without rounding (rounding mode is .unnecessary)"
        }
    }
}
