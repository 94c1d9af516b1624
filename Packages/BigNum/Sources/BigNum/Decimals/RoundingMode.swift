import BigInt

/// How to drop digits, with the semantics of Java's `java.math.RoundingMode`.
///
/// | mode | 5.5 | 2.5 | 1.6 | 1.1 | −1.1 | −1.6 | −2.5 | −5.5 |
/// |---|---|---|---|---|---|---|---|---|
/// | up | 6 | 3 | 2 | 2 | −2 | −2 | −3 | −6 |
/// | down | 5 | 2 | 1 | 1 | −1 | −1 | −2 | −5 |
/// | ceiling | 6 | 3 | 2 | 2 | −1 | −1 | −2 | −5 |
/// | floor | 5 | 2 | 1 | 1 | −2 | −2 | −3 | −6 |
/// | halfUp | 6 | 3 | 2 | 1 | −1 | −2 | −3 | −6 |
/// | halfDown | 5 | 2 | 2 | 1 | −1 | −2 | −2 | −5 |
/// | halfEven | 6 | 2 | 2 | 1 | −1 | −2 | −2 | −6 |
/// | unnecessary | throws | throws | throws | throws | throws | throws | throws | throws |
public enum RoundingMode: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    /// Away from zero.
    case up
    /// Towards zero (truncation).
    case down
    /// Towards positive infinity.
    case ceiling
    /// Towards negative infinity.
    case floor
    /// To the nearest neighbour; ties away from zero (school rounding).
    case halfUp
    /// To the nearest neighbour; ties towards zero.
    case halfDown
    /// To the nearest neighbour; ties to the even neighbour (banker's rounding).
    case halfEven
    /// Asserts that no rounding is needed: an inexact result is an error instead of a guess.
    case unnecessary

    public var description: String { rawValue }
}

/// Integer division with a rounding mode: the one primitive every decimal rescale, division and
/// amount conversion is built on, so the eight modes are implemented in exactly one place.
enum Rounding {
    /// `numerator / denominator` rounded with `mode`, or `nil` when the mode is `.unnecessary` and
    /// the division is inexact. `denominator` must not be zero (callers check and throw first).
    static func divide(_ numerator: BigInt, by denominator: BigInt, mode: RoundingMode) -> BigInt? {
        let (quotient, remainder) = numerator.quotientAndRemainder(dividingBy: denominator)
        if remainder.isZero { return quotient }
        // The exact quotient is negative when the operands' signs differ.
        let negative = (numerator.sign == .minus) != (denominator.sign == .minus)
        let awayFromZero: BigInt = negative ? quotient - 1 : quotient + 1
        let twiceRemainder = remainder.magnitude << 1
        let divisor = denominator.magnitude
        switch mode {
        case .up:
            return awayFromZero
        case .down:
            return quotient
        case .ceiling:
            return negative ? quotient : awayFromZero
        case .floor:
            return negative ? awayFromZero : quotient
        case .halfUp:
            return twiceRemainder >= divisor ? awayFromZero : quotient
        case .halfDown:
            return twiceRemainder > divisor ? awayFromZero : quotient
        case .halfEven:
            if twiceRemainder > divisor { return awayFromZero }
            if twiceRemainder < divisor { return quotient }
            return quotient.magnitude[bitAt: 0] ? awayFromZero : quotient
        case .unnecessary:
            return nil
        }
    }
}
