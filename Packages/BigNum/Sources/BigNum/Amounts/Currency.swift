import BigInt

/// A currency: its denominations, the one used for display, and any range limit on amounts.
///
/// Built-in: ``ether`` (wei 0, gwei 9, ETH 18), ``icp`` (e8s 0, ICP 8), ``ton`` (nanoton 0,
/// TON 9) and ``eos`` (`4,EOS`). Custom currencies (an ERC-20 token with 6 decimals, say) are
/// built with ``init(code:denominations:display:maxBaseUnits:fixedScale:)``; tokens whose
/// precision is part of their identity (EOS-style `8,WAX`) with ``init(token:precision:maxBaseUnits:)``.
public struct Currency: Sendable, Hashable, CustomStringConvertible {
    /// Short code, e.g. `"ETH"`, `"ICP"`, `"TON"`, `"EOS"`.
    public let code: String
    /// Unique name of the currency: the code, or `"<precision>,<code>"` for fixed-precision
    /// tokens, since `4,EOS` and `8,EOS` are different tokens on chain.
    public let identifier: String
    /// Denominations in ascending order of exponent.
    public let denominations: [Denomination]
    /// The denomination used by ``Amount/shortDescription(fractionDigits:rounding:)`` and when
    /// amounts are built from base units without a denomination.
    public let displayDenomination: Denomination
    /// Largest allowed magnitude in base units, if any (EOS assets: 2^62 − 1).
    public let maxBaseUnits: BigUInt?
    /// Whether every amount must be written with exactly its denomination's exponent as the
    /// number of fraction digits (fixed-precision tokens: the precision is part of the token).
    public let fixedScale: Bool

    /// A custom currency.
    ///
    /// - Parameters:
    ///   - code: 1–16 characters, no whitespace.
    ///   - denominations: at least one; symbols and aliases unique, non-empty and without
    ///     whitespace; exponents unique and in `0...BigDecimal.maxScale`.
    ///   - display: symbol of the display denomination; defaults to the largest.
    ///   - maxBaseUnits: largest allowed magnitude in base units, if any; larger amounts are rejected.
    ///   - fixedScale: whether every amount must be written with exactly its denomination's
    ///     exponent as the number of fraction digits.
    /// - Throws: ``AmountError/invalidCurrency(_:)`` naming the offending field.
    public init(
        code: String, denominations: [Denomination], display: String? = nil,
        maxBaseUnits: BigUInt? = nil, fixedScale: Bool = false
    ) throws(AmountError) {
        try Currency.validate(code: code, denominations: denominations)
        let sorted = denominations.sorted { $0.exponent < $1.exponent }
        let displayDenomination: Denomination
        if let display {
            guard let found = sorted.first(where: { $0.symbol == display }) else {
                throw .invalidCurrency("display denomination \"\(display)\" is not one of the denominations of \(code)")
            }
            displayDenomination = found
        } else {
            displayDenomination = sorted[sorted.count - 1]
        }
        self.init(
            unchecked: code, identifier: code, denominations: sorted, display: displayDenomination,
            maxBaseUnits: maxBaseUnits, fixedScale: fixedScale)
    }

    /// A fixed-precision token, as EOS tokens are: one denomination named by `code` whose
    /// exponent is `precision`, identified as `"<precision>,<code>"` (`4,EOS` and `8,EOS` are
    /// different tokens), and every amount written with exactly `precision` fraction digits.
    ///
    /// - Parameters:
    ///   - code: 1–16 characters, no whitespace.
    ///   - precision: the number of fraction digits, `0...BigDecimal.maxScale`.
    ///   - maxBaseUnits: largest allowed magnitude in base units, if any.
    /// - Throws: ``AmountError/invalidCurrency(_:)`` naming the offending field.
    public init(token code: String, precision: Int, maxBaseUnits: BigUInt? = nil) throws(AmountError) {
        try Currency.validate(code: code, denominations: [Denomination(symbol: code, exponent: precision)])
        self.init(uncheckedToken: code, precision: precision, maxBaseUnits: maxBaseUnits)
    }

    init(uncheckedToken code: String, precision: Int, maxBaseUnits: BigUInt?) {
        let denomination = Denomination(symbol: code, exponent: precision)
        self.init(
            unchecked: code, identifier: "\(precision),\(code)", denominations: [denomination], display: denomination,
            maxBaseUnits: maxBaseUnits, fixedScale: true)
    }

    init(
        unchecked code: String, identifier: String, denominations: [Denomination], display: Denomination,
        maxBaseUnits: BigUInt?, fixedScale: Bool
    ) {
        self.code = code
        self.identifier = identifier
        self.denominations = denominations
        self.displayDenomination = display
        self.maxBaseUnits = maxBaseUnits
        self.fixedScale = fixedScale
    }

    private static func validate(code: String, denominations: [Denomination]) throws(AmountError) {
        guard !code.isEmpty, code.count <= 16, !code.contains(where: \.isWhitespace) else {
            throw .invalidCurrency("code \"\(code)\" must be 1–16 characters without whitespace")
        }
        guard !denominations.isEmpty else {
            throw .invalidCurrency("currency \(code) needs at least one denomination")
        }
        var seenSymbols = Set<String>()
        var seenExponents = Set<Int>()
        for denomination in denominations {
            guard denomination.exponent >= 0, denomination.exponent <= BigDecimal.maxScale else {
                throw .invalidCurrency(
                    "denomination \(denomination.symbol) of \(code): exponent \(denomination.exponent) is outside 0...\(BigDecimal.maxScale)"
                )
            }
            guard seenExponents.insert(denomination.exponent).inserted else {
                throw .invalidCurrency("currency \(code) has two denominations with exponent \(denomination.exponent)")
            }
            for name in [denomination.symbol] + denomination.aliases {
                guard !name.isEmpty, name.count <= 16, !name.contains(where: \.isWhitespace) else {
                    throw .invalidCurrency("symbol \"\(name)\" of \(code) must be 1–16 characters without whitespace")
                }
                guard seenSymbols.insert(name).inserted else {
                    throw .invalidCurrency("symbol \"\(name)\" appears twice in \(code)")
                }
            }
        }
    }

    public var description: String { identifier }

    /// The denomination worth one base unit, if the currency names it (EOS tokens do not).
    public var baseDenomination: Denomination? {
        denominations.first { $0.exponent == 0 }
    }

    /// The denomination with this symbol or alias.
    public func denomination<S: StringProtocol>(forSymbol symbol: S) -> Denomination? {
        denominations.first { $0.matches(symbol) }
    }

    /// A total order key for two different currencies that share an identifier (custom
    /// definitions only), so `Amount`'s ordering stays deterministic.
    var sortKey: String {
        let units = denominations.map { "\($0.symbol)=\($0.exponent)[\($0.aliases.joined(separator: ","))]" }
        return
            "\(identifier)|\(units.joined(separator: ";"))|\(displayDenomination.symbol)|\(maxBaseUnits?.description ?? "-")|\(fixedScale)"
    }

    func contains(_ denomination: Denomination) -> Bool {
        denominations.contains(denomination)
    }

    // MARK: Built-in currencies

    /// Ether: wei (base), gwei, ETH (display).
    public static let ether = Currency(
        unchecked: "ETH", identifier: "ETH", denominations: [.wei, .gwei, .ether], display: .ether,
        maxBaseUnits: nil, fixedScale: false)

    /// Internet Computer: e8s (base), ICP (display).
    public static let icp = Currency(
        unchecked: "ICP", identifier: "ICP", denominations: [.e8s, .icp], display: .icp,
        maxBaseUnits: nil, fixedScale: false)

    /// Toncoin: nanoton (base), TON (display).
    public static let ton = Currency(
        unchecked: "TON", identifier: "TON", denominations: [.nanoton, .ton], display: .ton,
        maxBaseUnits: nil, fixedScale: false)

    /// The EOS system token, `4,EOS`: a fixed-precision token whose amounts stay within eosio's
    /// asset range, ±(2^62 − 1) base units. Other EOS tokens, and EOS assets as such, are the EOS
    /// package's (`EOSAssets`).
    public static let eos = Currency(uncheckedToken: "EOS", precision: 4, maxBaseUnits: BigUInt((1 << 62) - 1))

    /// The currencies ``Amount/init(parsing:currencies:rounding:)`` and `Amount`'s `Decodable`
    /// conformance know by default: ETH, ICP, TON and `4,EOS`.
    public static let builtIn: [Currency] = [.ether, .icp, .ton, .eos]
}
