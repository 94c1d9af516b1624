// Heimdall's `EtherAmount` (BigInt wei, `BigInt(1).ether`, `descriptionAsWei`, a 4-digit ether
// description that falls back to wei) rebuilt on `Amount`, without its `Double` round trips:
// every value here is exact, and any rounding is named by the caller.
import BigInt

extension Amount {
    /// `wei` wei.
    public init(wei: BigInt) {
        self.init(unchecked: BigDecimal(wei), denomination: .wei, currency: .ether, baseUnits: wei)
    }

    /// `gwei` gwei.
    public init(gwei: BigInt) {
        self.init(
            unchecked: BigDecimal(gwei), denomination: .gwei, currency: .ether,
            baseUnits: gwei * BigInt(Powers.ten(Denomination.gwei.exponent)))
    }

    /// `ether` ether.
    public init(ether: BigInt) {
        self.init(
            unchecked: BigDecimal(ether), denomination: .ether, currency: .ether,
            baseUnits: ether * BigInt(Powers.ten(Denomination.ether.exponent)))
    }

    /// A decimal number of ether, e.g. `1.5`; replaces Heimdall's `init(ether: Double)`.
    ///
    /// - Throws: ``AmountError/finerThanBaseUnit(value:currency:)`` below 1 wei unless `rounding` is given.
    public init(ether: BigDecimal, rounding: RoundingMode? = nil) throws(AmountError) {
        try self.init(ether, .ether, currency: .ether, rounding: rounding)
    }

    /// The amount in base units; for ETH, wei.
    public var rawWei: BigInt { baseUnits }

    /// The exact amount in the display denomination (ether for ETH), with the fewest digits
    /// that are exact; Heimdall returned a lossy `Double` here.
    public var rawEther: BigDecimal {
        Amount.value(ofBaseUnits: baseUnits, exponent: currency.displayDenomination.exponent, fixedScale: false)
    }

    /// The exact amount in wei, Heimdall's spelling: `"1000000000000000000 Wei"`. Other
    /// currencies use their base unit (`"150000000 e8s"`), or the display unit's code when
    /// they have no named base unit (EOS).
    public var descriptionAsWei: String {
        if currency == .ether { return "\(baseUnits) Wei" }
        return "\(baseUnits) \(currency.baseDenomination?.symbol ?? currency.code)"
    }

    /// The amount in ether with exactly `fractionDigits` digits, Heimdall's spelling:
    /// `"1.0000 Ξ"`. Heimdall always printed 4 digits through `Double` formatting; here both the
    /// digit count and the rounding are explicit.
    ///
    /// - Throws: ``AmountError/number(_:)`` for an inexact `.unnecessary`.
    public func descriptionAsEther(fractionDigits: Int, rounding: RoundingMode) throws(AmountError) -> String {
        let rounded: BigDecimal
        do {
            rounded = try rawEther.rescaled(to: fractionDigits, rounding: rounding)
        } catch {
            throw .number(error)
        }
        let symbol = currency == .ether ? "Ξ" : currency.displayDenomination.symbol
        return "\(rounded) \(symbol)"
    }
}

extension BigInt {
    /// This many wei: `BigInt(1_000_000).wei`.
    public var wei: Amount { Amount(wei: self) }
    /// This many gwei.
    public var gwei: Amount { Amount(gwei: self) }
    /// This many ether: `BigInt(1).ether`.
    public var ether: Amount { Amount(ether: self) }
}
