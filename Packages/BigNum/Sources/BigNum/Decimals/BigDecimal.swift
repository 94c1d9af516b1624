import BigInt

/// An exact decimal number: `significand × 10^(−scale)` with an arbitrary-precision significand
/// and a non-negative scale (the number of fraction digits).
///
/// The scale is part of the value's identity for formatting ("1.3100" stays "1.3100") but not for
/// comparison: `1.0 == 1.00`, and hashing uses the normalized form so that `Hashable` agrees with
/// `==`. Nothing passes through `Double`.
///
/// Text form: an optional `+` or `-`, one or more digits, then optionally `.` and one or more
/// digits (`-12.3400`, `+5`, `0.5`). Leading/trailing `.` (`.5`, `5.`), exponents (`1e3`),
/// whitespace and digit separators are rejected, because amounts typed or transmitted that way
/// are more likely mistakes than intent. Formatting is always plain notation, never exponent.
///
/// Limits: at most ``maxDigits`` digits are parsed and scales are kept within `0...maxScale`;
/// operations that would exceed them throw instead of allocating without bound.
public struct BigDecimal: Sendable {
    /// Most digits accepted when parsing text (1,000). Beyond ~1,000 digits no currency or rate
    /// makes sense, and the cap keeps parsing hostile input cheap.
    public static let maxDigits = 1_000
    /// Largest scale any value may have (1,000). Bounds the size of the formatted text, which
    /// multiplication (scales add up) could otherwise grow without limit.
    public static let maxScale = 1_000

    /// The unscaled integer value.
    public let significand: BigInt
    /// Number of digits after the decimal point, `0...maxScale`.
    public let scale: Int

    /// Zero with scale 0.
    public static let zero = BigDecimal(uncheckedSignificand: 0, scale: 0)
    /// One with scale 0.
    public static let one = BigDecimal(uncheckedSignificand: 1, scale: 0)

    /// `significand × 10^(−scale)`.
    ///
    /// - Throws: ``BigDecimalError/scaleOutOfRange(_:limit:)`` when `scale` is outside `0...maxScale`.
    public init(significand: BigInt, scale: Int) throws(BigDecimalError) {
        try BigDecimal.checkScale(scale)
        self.init(uncheckedSignificand: significand, scale: scale)
    }

    /// The integer `value` with scale 0.
    public init<T: BinaryInteger>(_ value: T) {
        self.init(uncheckedSignificand: BigInt(value), scale: 0)
    }

    @usableFromInline
    init(uncheckedSignificand significand: BigInt, scale: Int) {
        self.significand = significand
        self.scale = scale
    }

    static func checkScale(_ scale: Int) throws(BigDecimalError) {
        guard scale >= 0, scale <= maxScale else { throw .scaleOutOfRange(scale, limit: maxScale) }
    }

    // MARK: Properties

    /// Whether the value is zero (at any scale).
    public var isZero: Bool { significand.isZero }

    /// Whether the value is below zero.
    public var isNegative: Bool { significand.sign == .minus && !significand.isZero }

    /// −1, 0 or 1.
    public var signum: Int { significand.isZero ? 0 : (significand.sign == .minus ? -1 : 1) }

    /// The value with its sign flipped; the scale is kept.
    public func negated() -> BigDecimal {
        BigDecimal(uncheckedSignificand: -significand, scale: scale)
    }

    /// The absolute value; the scale is kept.
    public var magnitude: BigDecimal {
        BigDecimal(uncheckedSignificand: BigInt(significand.magnitude), scale: scale)
    }

    /// The integer part, truncated towards zero.
    public var integerPart: BigInt {
        scale == 0 ? significand : significand / BigInt(Powers.ten(scale))
    }

    // MARK: Scale

    /// The same value with `newScale` fraction digits, rounding with `rounding` when digits are dropped.
    ///
    /// - Throws: ``BigDecimalError/roundingNecessary(value:scale:)`` when `rounding` is
    ///   `.unnecessary` and non-zero digits would be dropped; ``BigDecimalError/scaleOutOfRange(_:limit:)``.
    public func rescaled(to newScale: Int, rounding: RoundingMode) throws(BigDecimalError) -> BigDecimal {
        try BigDecimal.checkScale(newScale)
        if newScale == scale { return self }
        if newScale > scale {
            return BigDecimal(
                uncheckedSignificand: significand * BigInt(Powers.ten(newScale - scale)), scale: newScale)
        }
        guard let rounded = Rounding.divide(significand, by: BigInt(Powers.ten(scale - newScale)), mode: rounding)
        else {
            throw .roundingNecessary(value: description, scale: newScale)
        }
        return BigDecimal(uncheckedSignificand: rounded, scale: newScale)
    }

    /// The same value with the smallest scale that represents it exactly (trailing fraction zeros
    /// removed; integers get scale 0, so `1200` stays `1200`).
    public func normalized() -> BigDecimal {
        if scale == 0 { return self }
        if significand.isZero { return .zero }
        var value = significand
        var newScale = scale
        // Strip up to 19 zeros per division while possible: far fewer big divisions than one per digit.
        while newScale > 0 {
            let step = Swift.min(newScale, 19)
            let (quotient, remainder) = value.quotientAndRemainder(dividingBy: BigInt(Powers.ten(step)))
            if remainder.isZero {
                value = quotient
                newScale -= step
                continue
            }
            if step == 1 { break }
            // Fall back to single digits for the last few zeros.
            let (q1, r1) = value.quotientAndRemainder(dividingBy: 10)
            guard r1.isZero else { break }
            value = q1
            newScale -= 1
        }
        return BigDecimal(uncheckedSignificand: value, scale: newScale)
    }

    /// Number of trailing-zero-free fraction digits, i.e. `normalized().scale`.
    public var minimalScale: Int { normalized().scale }

    // MARK: Arithmetic

    /// Exact sum; the result's scale is the larger of the two.
    public static func + (lhs: BigDecimal, rhs: BigDecimal) -> BigDecimal {
        let (a, b, scale) = aligned(lhs, rhs)
        return BigDecimal(uncheckedSignificand: a + b, scale: scale)
    }

    /// Exact difference; the result's scale is the larger of the two.
    public static func - (lhs: BigDecimal, rhs: BigDecimal) -> BigDecimal {
        let (a, b, scale) = aligned(lhs, rhs)
        return BigDecimal(uncheckedSignificand: a - b, scale: scale)
    }

    public static prefix func - (value: BigDecimal) -> BigDecimal { value.negated() }

    /// Exact product; the result's scale is the sum of the two.
    ///
    /// - Throws: ``BigDecimalError/scaleOutOfRange(_:limit:)`` when that sum exceeds ``maxScale``.
    public static func * (lhs: BigDecimal, rhs: BigDecimal) throws(BigDecimalError) -> BigDecimal {
        try lhs.multiplied(by: rhs)
    }

    /// Exact product; the result's scale is the sum of the two.
    public func multiplied(by other: BigDecimal) throws(BigDecimalError) -> BigDecimal {
        let newScale = scale + other.scale
        try BigDecimal.checkScale(newScale)
        return BigDecimal(uncheckedSignificand: significand * other.significand, scale: newScale)
    }

    /// `self / divisor` with exactly `scale` fraction digits, rounded with `rounding`.
    ///
    /// There is no exact `/` because most quotients (1/3) have no finite decimal form; the caller
    /// must say how many digits it wants and how to round.
    ///
    /// - Throws: ``BigDecimalError/divisionByZero``, ``BigDecimalError/roundingNecessary(value:scale:)``,
    ///   ``BigDecimalError/scaleOutOfRange(_:limit:)``.
    public func divided(by divisor: BigDecimal, scale newScale: Int, rounding: RoundingMode) throws(BigDecimalError)
        -> BigDecimal
    {
        try BigDecimal.checkScale(newScale)
        guard !divisor.isZero else { throw .divisionByZero }
        // self/divisor = (a·10^−sa)/(b·10^−sb); we want q with q·10^−newScale, so
        // q = a·10^(newScale + sb − sa) / b.
        let exponent = newScale + divisor.scale - scale
        var numerator = significand
        var denominator = divisor.significand
        if exponent >= 0 {
            numerator *= BigInt(Powers.ten(exponent))
        } else {
            denominator *= BigInt(Powers.ten(-exponent))
        }
        guard let quotient = Rounding.divide(numerator, by: denominator, mode: rounding) else {
            throw .roundingNecessary(value: "\(self) / \(divisor)", scale: newScale)
        }
        return BigDecimal(uncheckedSignificand: quotient, scale: newScale)
    }

    /// `self × 10^places` without rounding (the decimal point moves right); the scale shrinks,
    /// stopping at zero.
    public func movingPointRight(by places: Int) throws(BigDecimalError) -> BigDecimal {
        guard places != Int.min else { throw .scaleOutOfRange(Int.max, limit: BigDecimal.maxScale) }
        if places < 0 { return try movingPointLeft(by: -places) }
        if places <= scale { return BigDecimal(uncheckedSignificand: significand, scale: scale - places) }
        // Appending zeros is bounded like the scale, so a huge `places` cannot allocate without limit.
        guard places - scale <= BigDecimal.maxScale else {
            throw .scaleOutOfRange(scale - places, limit: BigDecimal.maxScale)
        }
        return BigDecimal(uncheckedSignificand: significand * BigInt(Powers.ten(places - scale)), scale: 0)
    }

    /// `self × 10^−places` without rounding (the decimal point moves left); the scale grows.
    ///
    /// - Throws: ``BigDecimalError/scaleOutOfRange(_:limit:)`` when the new scale exceeds ``maxScale``.
    public func movingPointLeft(by places: Int) throws(BigDecimalError) -> BigDecimal {
        guard places != Int.min else { throw .scaleOutOfRange(Int.min, limit: BigDecimal.maxScale) }
        if places < 0 { return try movingPointRight(by: -places) }
        let (newScale, overflow) = scale.addingReportingOverflow(places)
        guard !overflow else { throw .scaleOutOfRange(Int.max, limit: BigDecimal.maxScale) }
        try BigDecimal.checkScale(newScale)
        return BigDecimal(uncheckedSignificand: significand, scale: newScale)
    }

    static func aligned(_ lhs: BigDecimal, _ rhs: BigDecimal) -> (BigInt, BigInt, Int) {
        if lhs.scale == rhs.scale { return (lhs.significand, rhs.significand, lhs.scale) }
        if lhs.scale > rhs.scale {
            return (lhs.significand, rhs.significand * BigInt(Powers.ten(lhs.scale - rhs.scale)), lhs.scale)
        }
        return (lhs.significand * BigInt(Powers.ten(rhs.scale - lhs.scale)), rhs.significand, rhs.scale)
    }
}

// MARK: - Parsing and formatting

extension BigDecimal: LosslessStringConvertible, CustomStringConvertible {
    /// Parses the text form described on ``BigDecimal``.
    ///
    /// - Throws: ``BigDecimalError`` naming the position of the first problem.
    public init<S: StringProtocol>(parsing text: S) throws(BigDecimalError) {
        self = try DecimalParser.parse(Substring(text), positionOffset: 0)
    }

    /// Parses the text form described on ``BigDecimal``; `nil` on any error.
    public init?(_ description: String) {
        guard let value = try? BigDecimal(parsing: description) else { return nil }
        self = value
    }

    /// Plain notation with exactly ``scale`` fraction digits, e.g. `-12.3400`; never an exponent.
    public var description: String {
        let digits = String(significand.magnitude)
        let negative = isNegative
        guard scale > 0 else { return negative ? "-" + digits : digits }
        var result = ""
        result.reserveCapacity(Swift.max(digits.count, scale + 1) + 2)
        if negative { result.append("-") }
        let integerDigits = digits.utf8.count - scale
        if integerDigits <= 0 {
            result.append("0.")
            result.append(String(repeating: "0", count: -integerDigits))
            result.append(digits)
        } else {
            let split = digits.index(digits.startIndex, offsetBy: integerDigits)
            result.append(contentsOf: digits[..<split])
            result.append(".")
            result.append(contentsOf: digits[split...])
        }
        return result
    }
}

/// The decimal grammar, shared with the amount parser so that positions in amount strings
/// are reported relative to the whole amount text.
enum DecimalParser {
    static func parse(_ text: Substring, positionOffset: Int) throws(BigDecimalError) -> BigDecimal {
        let utf8 = text.utf8
        guard !utf8.isEmpty else {
            if positionOffset == 0 { throw .empty }
            throw .missingDigit(position: positionOffset)
        }
        var negative = false
        var position = 0
        var index = utf8.startIndex
        func invalid(_ index: Substring.UTF8View.Index, _ position: Int) -> BigDecimalError {
            // Everything before `index` was ASCII, so `index` is on a scalar boundary.
            let scalar = text.unicodeScalars[index]
            return .invalidCharacter(Character(scalar), position: positionOffset + position)
        }
        let first = utf8[index]
        if first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            negative = first == UInt8(ascii: "-")
            index = utf8.index(after: index)
            position += 1
        }
        var magnitude = BigUInt(0)
        var chunk: UInt64 = 0
        var chunkDigits = 0
        var digitCount = 0
        var fractionDigits = 0
        var inFraction = false
        var digitsInPart = 0
        while index < utf8.endIndex {
            let byte = utf8[index]
            if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                digitCount += 1
                guard digitCount <= BigDecimal.maxDigits else {
                    throw .tooManyDigits(position: positionOffset + position, limit: BigDecimal.maxDigits)
                }
                chunk = chunk &* 10 &+ UInt64(byte &- UInt8(ascii: "0"))
                chunkDigits += 1
                // 19 decimal digits always fit in a UInt64; fold into the big value in chunks so
                // parsing costs one big multiply per 19 digits instead of one per digit.
                if chunkDigits == 19 {
                    magnitude = magnitude.isZero ? BigUInt(chunk) : magnitude * Powers.ten(19) + BigUInt(chunk)
                    chunk = 0
                    chunkDigits = 0
                }
                digitsInPart += 1
                if inFraction { fractionDigits += 1 }
            } else if byte == UInt8(ascii: "."), !inFraction {
                // ".5" and "-.5": the integer part needs at least one digit.
                guard digitsInPart > 0 else { throw .missingDigit(position: positionOffset + position) }
                inFraction = true
                digitsInPart = 0
            } else {
                throw invalid(index, position)
            }
            index = utf8.index(after: index)
            position += 1
        }
        guard digitsInPart > 0 else { throw .missingDigit(position: positionOffset + position) }
        if chunkDigits > 0 {
            magnitude = magnitude.isZero ? BigUInt(chunk) : magnitude * Powers.ten(chunkDigits) + BigUInt(chunk)
        }
        let significand = BigInt(sign: negative && !magnitude.isZero ? .minus : .plus, magnitude: magnitude)
        return BigDecimal(uncheckedSignificand: significand, scale: fractionDigits)
    }
}

// MARK: - Comparison and hashing

extension BigDecimal: Comparable, Hashable {
    /// Numeric equality: `1.0 == 1.00`.
    public static func == (lhs: BigDecimal, rhs: BigDecimal) -> Bool {
        if lhs.scale == rhs.scale { return lhs.significand == rhs.significand }
        if lhs.signum != rhs.signum { return false }
        let (a, b, _) = aligned(lhs, rhs)
        return a == b
    }

    public static func < (lhs: BigDecimal, rhs: BigDecimal) -> Bool {
        if lhs.signum != rhs.signum { return lhs.signum < rhs.signum }
        let (a, b, _) = aligned(lhs, rhs)
        return a < b
    }

    /// Hashes the normalized form, so values that compare equal hash equally.
    public func hash(into hasher: inout Hasher) {
        let normal = normalized()
        hasher.combine(normal.significand)
        hasher.combine(normal.scale)
    }

    /// Same value and same scale (`1.0` and `1.00` are `==` but not identical).
    public func isIdentical(to other: BigDecimal) -> Bool {
        scale == other.scale && significand == other.significand
    }
}

// MARK: - Literals and Codable

extension BigDecimal: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int) {
        self.init(value)
    }
}

extension BigDecimal: TextCodable {
    /// Codable as a string in plain notation (`"12.3400"`), keeping the scale; JSON numbers are rejected.
    public init(text: String) throws(BigDecimalError) {
        try self.init(parsing: text)
    }
}
