import BigNum

extension Currency {
    /// An EOS token as a currency: one denomination named by the symbol code, whose exponent is
    /// the precision, identified as `"<precision>,<code>"`; amounts are limited to ±(2^62 − 1)
    /// base units and always written with `precision` digits. `Currency.eos(.eos)` is BigNum's
    /// built-in `Currency.eos`.
    public static func eos(_ symbol: EOSSymbol) -> Currency {
        symbol.currency
    }

    /// The EOS symbol of an EOS token currency, nil for any other currency.
    ///
    /// A currency is an EOS token when its identifier is a valid symbol (`"4,EOS"`) and it is
    /// exactly that symbol's currency, limit included, so a look-alike built with other rules is not.
    public var eosSymbol: EOSSymbol? {
        guard let symbol = try? EOSSymbol(parsing: identifier), symbol.currency == self else { return nil }
        return symbol
    }
}
