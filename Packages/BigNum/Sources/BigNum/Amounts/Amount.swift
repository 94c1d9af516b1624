import BigInt

/// An exact amount of a currency, written in one of its denominations with a given scale:
/// `"0.00049 ETH"`, `"1.5 gwei"`, `"1.3100 EOS"`.
///
/// The amount is always a whole number of base units (wei, e8s, nanotons, EOS base units); a
/// value finer than that is an error unless a rounding mode is passed. The denomination and
/// scale only affect formatting: `1 ETH == 1000000000 gwei`, and `Hashable` agrees.
/// Arithmetic is exact; multiplying or dividing by a decimal needs an explicit rounding mode
/// because the result must again be whole base units. Nothing passes through `Double`.
///
/// `Codable` as the text form (`"1.5 gwei"`); decoding knows ``Currency/builtIn``. For custom
/// currencies decode a `String` and call ``init(parsing:currencies:rounding:)``.
public struct Amount: Sendable {
    /// The currency.
    public let currency: Currency
    /// The unit ``value`` is expressed in.
    public let denomination: Denomination
    /// The number of ``denomination`` units, with the scale used for formatting.
    public let value: BigDecimal
    /// The exact number of base units.
    public let baseUnits: BigInt

    init(unchecked value: BigDecimal, denomination: Denomination, currency: Currency, baseUnits: BigInt) {
        self.value = value
        self.denomination = denomination
        self.currency = currency
        self.baseUnits = baseUnits
    }

    /// `value` units of `denomination`.
    ///
    /// - Parameters:
    ///   - value: the number of `denomination` units, e.g. `0.00049` for 0.00049 ETH.
    ///   - denomination: the unit `value` counts, e.g. ``Denomination/gwei``.
    ///   - currency: the currency `denomination` belongs to; when `nil`, the built-in currency
    ///     that lists `denomination` (ETH for `.gwei`).
    ///   - rounding: how to round a value finer than the base unit; `nil` makes that an error.
    /// - Throws: ``AmountError/finerThanBaseUnit(value:currency:)``,
    ///   ``AmountError/denominationNotInCurrency(_:currency:)``, ``AmountError/outOfRange(value:limit:currency:)``.
    public init(
        _ value: BigDecimal, _ denomination: Denomination, currency: Currency? = nil, rounding: RoundingMode? = nil
    ) throws(AmountError) {
        let resolved: Currency
        if let currency {
            resolved = currency
        } else if let builtIn = Currency.builtIn.first(where: { $0.contains(denomination) }) {
            resolved = builtIn
        } else {
            throw .denominationNotInCurrency(denomination.symbol, currency: "any built-in currency")
        }
        guard resolved.contains(denomination) else {
            throw .denominationNotInCurrency(denomination.symbol, currency: resolved.identifier)
        }
        let exponent = denomination.exponent
        var value = value
        if value.scale > exponent {
            let excess = value.scale - exponent
            let remainder = value.significand.magnitude % Powers.ten(excess)
            if !remainder.isZero {
                guard let rounding, rounding != .unnecessary else {
                    throw .finerThanBaseUnit(
                        value: "\(value) \(denomination.symbol)", currency: resolved.identifier)
                }
                do {
                    value = try value.rescaled(to: exponent, rounding: rounding)
                } catch {
                    throw .number(error)
                }
            } else if resolved.fixedScale {
                value = BigDecimal(
                    uncheckedSignificand: value.significand / BigInt(Powers.ten(excess)), scale: exponent)
            }
        } else if resolved.fixedScale, value.scale < exponent {
            value = BigDecimal(
                uncheckedSignificand: value.significand * BigInt(Powers.ten(exponent - value.scale)), scale: exponent)
        }
        let baseUnits = Amount.baseUnits(of: value, exponent: exponent)
        try Amount.checkRange(baseUnits, currency: resolved)
        self.init(unchecked: value, denomination: denomination, currency: resolved, baseUnits: baseUnits)
    }

    /// An amount of `baseUnits`, expressed in `denomination` (default: the currency's display
    /// denomination) with the fewest fraction digits that are exact (EOS: always its precision).
    ///
    /// - Throws: ``AmountError/outOfRange(value:limit:currency:)``, ``AmountError/denominationNotInCurrency(_:currency:)``.
    public init(baseUnits: BigInt, currency: Currency, denomination: Denomination? = nil) throws(AmountError) {
        let target = denomination ?? currency.displayDenomination
        guard currency.contains(target) else {
            throw .denominationNotInCurrency(target.symbol, currency: currency.identifier)
        }
        try Amount.checkRange(baseUnits, currency: currency)
        self.init(
            unchecked: Amount.value(ofBaseUnits: baseUnits, exponent: target.exponent, fixedScale: currency.fixedScale),
            denomination: target, currency: currency, baseUnits: baseUnits)
    }

    static func baseUnits(of value: BigDecimal, exponent: Int) -> BigInt {
        if exponent >= value.scale {
            return value.significand * BigInt(Powers.ten(exponent - value.scale))
        }
        return value.significand / BigInt(Powers.ten(value.scale - exponent))
    }

    static func value(ofBaseUnits baseUnits: BigInt, exponent: Int, fixedScale: Bool) -> BigDecimal {
        let exact = BigDecimal(uncheckedSignificand: baseUnits, scale: exponent)
        return fixedScale ? exact : exact.normalized()
    }

    static func checkRange(_ baseUnits: BigInt, currency: Currency) throws(AmountError) {
        if let limit = currency.maxBaseUnits, baseUnits.magnitude > limit {
            throw .outOfRange(
                value: AmountError.excerpt(baseUnits.description), limit: limit.description,
                currency: currency.identifier)
        }
    }

    // MARK: Properties

    /// Whether the amount is zero.
    public var isZero: Bool { baseUnits.isZero }

    /// Whether the amount is below zero.
    public var isNegative: Bool { baseUnits.sign == .minus && !baseUnits.isZero }

    /// The same amount with the sign flipped (range limits are symmetric, so this cannot fail).
    public func negated() -> Amount {
        Amount(unchecked: value.negated(), denomination: denomination, currency: currency, baseUnits: -baseUnits)
    }

    // MARK: Conversion

    /// The same amount in another denomination of its currency, with the fewest fraction
    /// digits that are exact (`490000000000000 wei` → `0.00049 ETH`). Never rounds.
    ///
    /// - Throws: ``AmountError/denominationNotInCurrency(_:currency:)``.
    public func converted(to target: Denomination) throws(AmountError) -> Amount {
        if target == denomination { return self }
        return try Amount(baseUnits: baseUnits, currency: currency, denomination: target)
    }

    /// The amount written with `scale` fraction digits, rounded with `rounding` if digits are dropped.
    /// A scale finer than the base unit only adds zeros; the amount stays whole base units.
    ///
    /// - Throws: ``AmountError/number(_:)`` with ``BigDecimalError/roundingNecessary(value:scale:)``
    ///   for an inexact `.unnecessary`; ``AmountError/precisionMismatch(expected:actual:currency:)``
    ///   for a fixed-scale (EOS) currency and a different scale.
    public func rescaled(to scale: Int, rounding: RoundingMode) throws(AmountError) -> Amount {
        if currency.fixedScale, scale != denomination.exponent {
            throw .precisionMismatch(expected: denomination.exponent, actual: scale, currency: currency.identifier)
        }
        let newValue: BigDecimal
        do {
            newValue = try value.rescaled(to: scale, rounding: rounding)
        } catch {
            throw .number(error)
        }
        let newBase = Amount.baseUnits(of: newValue, exponent: denomination.exponent)
        try Amount.checkRange(newBase, currency: currency)
        return Amount(unchecked: newValue, denomination: denomination, currency: currency, baseUnits: newBase)
    }

    // MARK: Arithmetic

    /// Exact sum in this amount's denomination; the scale grows as needed to stay exact.
    ///
    /// - Throws: ``AmountError/currencyMismatch(_:_:)``, ``AmountError/outOfRange(value:limit:currency:)``.
    public func adding(_ other: Amount) throws(AmountError) -> Amount {
        try combine(other) { $0 + $1 }
    }

    /// Exact difference in this amount's denomination.
    ///
    /// - Throws: ``AmountError/currencyMismatch(_:_:)``, ``AmountError/outOfRange(value:limit:currency:)``.
    public func subtracting(_ other: Amount) throws(AmountError) -> Amount {
        try combine(other) { $0 - $1 }
    }

    public static func + (lhs: Amount, rhs: Amount) throws(AmountError) -> Amount { try lhs.adding(rhs) }
    public static func - (lhs: Amount, rhs: Amount) throws(AmountError) -> Amount { try lhs.subtracting(rhs) }
    public static prefix func - (amount: Amount) -> Amount { amount.negated() }

    private func combine(_ other: Amount, _ operation: (BigDecimal, BigDecimal) -> BigDecimal) throws(AmountError)
        -> Amount
    {
        guard currency == other.currency else {
            throw .currencyMismatch(currency.identifier, other.currency.identifier)
        }
        // Express the other value in this denomination exactly: moving the point never rounds, and
        // both exponents are at most BigDecimal.maxScale, so the scale cannot leave its range
        // except for a pathological custom currency; fall back to base units then.
        let shift = denomination.exponent - other.denomination.exponent
        let otherValue: BigDecimal
        do {
            otherValue = try other.value.movingPointLeft(by: shift)
        } catch {
            throw .number(error)
        }
        let result = operation(value, otherValue)
        let base = Amount.baseUnits(of: result, exponent: denomination.exponent)
        try Amount.checkRange(base, currency: currency)
        return Amount(unchecked: result, denomination: denomination, currency: currency, baseUnits: base)
    }

    /// `self × factor`, rounded to whole base units with `rounding`. The result keeps at least
    /// this amount's scale and grows it only as far as needed to stay exact.
    ///
    /// - Throws: ``AmountError/number(_:)`` (rounding `.unnecessary` on an inexact product),
    ///   ``AmountError/outOfRange(value:limit:currency:)``.
    public func multiplied(by factor: BigDecimal, rounding: RoundingMode) throws(AmountError) -> Amount {
        let product = BigDecimal(uncheckedSignificand: baseUnits * factor.significand, scale: factor.scale)
        let newBase: BigDecimal
        do {
            newBase = try product.rescaled(to: 0, rounding: rounding)
        } catch {
            throw .number(error)
        }
        return try withBaseUnits(newBase.significand)
    }

    /// `self ÷ divisor`, rounded to whole base units with `rounding`.
    ///
    /// - Throws: ``AmountError/number(_:)`` with ``BigDecimalError/divisionByZero`` or
    ///   ``BigDecimalError/roundingNecessary(value:scale:)``; ``AmountError/outOfRange(value:limit:currency:)``.
    public func divided(by divisor: BigDecimal, rounding: RoundingMode) throws(AmountError) -> Amount {
        let quotient: BigDecimal
        do {
            quotient = try BigDecimal(baseUnits).divided(by: divisor, scale: 0, rounding: rounding)
        } catch {
            throw .number(error)
        }
        return try withBaseUnits(quotient.significand)
    }

    /// The ratio `self ÷ other` of two amounts of one currency, with `scale` fraction digits.
    ///
    /// - Throws: ``AmountError/currencyMismatch(_:_:)``, ``AmountError/number(_:)``.
    public func ratio(to other: Amount, scale: Int, rounding: RoundingMode) throws(AmountError) -> BigDecimal {
        guard currency == other.currency else {
            throw .currencyMismatch(currency.identifier, other.currency.identifier)
        }
        do {
            return try BigDecimal(baseUnits).divided(by: BigDecimal(other.baseUnits), scale: scale, rounding: rounding)
        } catch {
            throw .number(error)
        }
    }

    private func withBaseUnits(_ newBase: BigInt) throws(AmountError) -> Amount {
        try Amount.checkRange(newBase, currency: currency)
        var newValue = Amount.value(
            ofBaseUnits: newBase, exponent: denomination.exponent, fixedScale: currency.fixedScale)
        if newValue.scale < value.scale {
            newValue = BigDecimal(
                uncheckedSignificand: newValue.significand * BigInt(Powers.ten(value.scale - newValue.scale)),
                scale: value.scale)
        }
        return Amount(unchecked: newValue, denomination: denomination, currency: currency, baseUnits: newBase)
    }

    // MARK: Display

    /// A short display form in the currency's display denomination with exactly `fractionDigits`
    /// digits, rounded with `rounding`: `0.00049 ETH` with 4 digits is `"0.0005 ETH"` only
    /// because `.halfUp` (or `.up`) says so, `"0.0004 ETH"` with `.down`, and an error with `.unnecessary`.
    ///
    /// A non-zero amount smaller than one unit of the last shown digit is written exactly in the
    /// base unit instead (`"1000 wei"`, never `"0.0000 ETH"`), as Heimdall's wallet did.
    ///
    /// - Throws: ``AmountError/number(_:)`` for an inexact `.unnecessary` or a scale outside the limits.
    public func shortDescription(fractionDigits: Int, rounding: RoundingMode) throws(AmountError) -> String {
        let display = currency.displayDenomination
        let exact = Amount.value(ofBaseUnits: baseUnits, exponent: display.exponent, fixedScale: false)
        if !baseUnits.isZero, let base = currency.baseDenomination, fractionDigits < display.exponent,
            fractionDigits >= 0
        {
            // |value| < 10^-fractionDigits  ⇔  |baseUnits| < 10^(exponent − fractionDigits)
            if baseUnits.magnitude < Powers.ten(display.exponent - fractionDigits) {
                return "\(baseUnits) \(base.symbol)"
            }
        }
        do {
            return "\(try exact.rescaled(to: fractionDigits, rounding: rounding)) \(display.symbol)"
        } catch {
            throw .number(error)
        }
    }
}

// MARK: - Parsing and formatting

extension Amount: CustomStringConvertible {
    /// Parses `"<number> <unit>"`: a decimal as accepted by ``BigDecimal``, exactly one space, and
    /// a symbol or alias of one of `currencies` (first match wins). For fixed-scale currencies
    /// (EOS) the number must have exactly the precision's fraction digits (`"1.3100 EOS"`).
    ///
    /// - Parameters:
    ///   - text: the amount, e.g. `"0.00049 ETH"` or `"1.3100 EOS"`.
    ///   - currencies: where the unit is looked up; the built-in currencies by default.
    ///   - rounding: how to round a value finer than the base unit (`"0.5 wei"`); `nil` makes
    ///     that an error.
    /// - Throws: ``AmountError`` naming the position of the problem.
    public init<S: StringProtocol>(
        parsing text: S, currencies: [Currency] = Currency.builtIn, rounding: RoundingMode? = nil
    ) throws(AmountError) {
        let text = Substring(text)
        let utf8 = text.utf8
        guard let space = utf8.firstIndex(of: UInt8(ascii: " ")) else {
            if utf8.isEmpty { throw .number(.empty) }
            // Report the first non-number character if there is one, else the missing unit.
            do {
                _ = try DecimalParser.parse(text, positionOffset: 0)
            } catch {
                throw .number(error)
            }
            throw .invalidFormat("expected a space and a unit after the number", position: text.count)
        }
        let numberText = text[..<space]
        let spacePosition = utf8.distance(from: utf8.startIndex, to: space)
        guard !numberText.isEmpty else { throw .number(.missingDigit(position: 0)) }
        let value: BigDecimal
        do {
            value = try DecimalParser.parse(numberText, positionOffset: 0)
        } catch {
            throw .number(error)
        }
        let unitStart = utf8.index(after: space)
        let unitText = text[unitStart...]
        let unitPosition = spacePosition + 1
        guard !unitText.isEmpty else {
            throw .invalidFormat("expected a unit after the space", position: unitPosition)
        }
        if let extraSpace = unitText.utf8.firstIndex(where: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) {
            let position = unitPosition + unitText.utf8.distance(from: unitText.utf8.startIndex, to: extraSpace)
            throw .invalidFormat(
                "expected exactly one space between number and unit, and nothing after the unit", position: position)
        }
        for currency in currencies {
            guard let denomination = currency.denomination(forSymbol: unitText) else { continue }
            if currency.fixedScale, value.scale != denomination.exponent {
                throw .precisionMismatch(
                    expected: denomination.exponent, actual: value.scale, currency: currency.identifier)
            }
            try self.init(value, denomination, currency: currency, rounding: rounding)
            return
        }
        throw .unknownUnit(AmountError.excerpt(unitText), position: unitPosition)
    }

    /// `"<value> <symbol>"` with the value's scale, e.g. `"0.00049 ETH"`, `"1.3100 EOS"`.
    public var description: String {
        "\(value) \(denomination.symbol)"
    }
}

// MARK: - Comparison, hashing, Codable

extension Amount: Comparable, Hashable {
    /// Same currency and same number of base units; denomination and scale do not matter.
    public static func == (lhs: Amount, rhs: Amount) -> Bool {
        lhs.baseUnits == rhs.baseUnits && lhs.currency == rhs.currency
    }

    /// Orders by base units within a currency. Amounts of different currencies are ordered by
    /// currency identifier first, only so that sorting mixed lists is deterministic.
    public static func < (lhs: Amount, rhs: Amount) -> Bool {
        if lhs.currency != rhs.currency {
            if lhs.currency.identifier != rhs.currency.identifier {
                return lhs.currency.identifier < rhs.currency.identifier
            }
            return lhs.currency.sortKey < rhs.currency.sortKey
        }
        return lhs.baseUnits < rhs.baseUnits
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(currency.identifier)
        hasher.combine(baseUnits)
    }
}

extension Amount: TextCodable {
    /// Codable as `"1.5 gwei"`, against ``Currency/builtIn``.
    public init(text: String) throws(AmountError) {
        try self.init(parsing: text)
    }
}
