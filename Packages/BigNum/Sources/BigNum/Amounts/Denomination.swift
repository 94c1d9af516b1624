/// A named unit of a currency: `symbol` is worth `10^exponent` base units (wei has exponent 0,
/// gwei 9, ether 18).
///
/// Denominations are plain data; a ``Currency`` lists the ones that belong to it, and an
/// ``Amount`` carries both so the unit is never ambiguous.
public struct Denomination: Sendable, Hashable, CustomStringConvertible {
    /// The canonical symbol used when formatting (`"gwei"`, `"ETH"`).
    public let symbol: String
    /// Power of ten of base units this unit is worth.
    public let exponent: Int
    /// Other spellings accepted when parsing (`"Gwei"`, `"ether"`, `"Ξ"`).
    public let aliases: [String]

    /// A denomination; it is validated when a ``Currency`` is built from it.
    public init(symbol: String, exponent: Int, aliases: [String] = []) {
        self.symbol = symbol
        self.exponent = exponent
        self.aliases = aliases
    }

    public var description: String { symbol }

    /// Whether `text` is this denomination's symbol or one of its aliases (case-sensitive, as
    /// `"ETH"` and `"eth"` or `"mEOS"` and `"MEOS"` may be different things).
    func matches<S: StringProtocol>(_ text: S) -> Bool {
        if symbol == text { return true }
        for alias in aliases where alias == text { return true }
        return false
    }

    // MARK: Ethereum

    /// 1 wei, the base unit of ether.
    public static let wei = Denomination(symbol: "wei", exponent: 0, aliases: ["Wei"])
    /// 10^9 wei, the unit gas prices are quoted in.
    public static let gwei = Denomination(symbol: "gwei", exponent: 9, aliases: ["Gwei", "GWei"])
    /// 10^18 wei. `"Ξ"` is accepted because Heimdall-style wallets print it.
    public static let ether = Denomination(symbol: "ETH", exponent: 18, aliases: ["ether", "Ξ"])

    // MARK: Internet Computer

    /// 10^−8 ICP, the ledger's base unit.
    public static let e8s = Denomination(symbol: "e8s", exponent: 0)
    /// One ICP token.
    public static let icp = Denomination(symbol: "ICP", exponent: 8)

    // MARK: TON

    /// 10^−9 TON, the base unit.
    public static let nanoton = Denomination(symbol: "nanoton", exponent: 0, aliases: ["nanoTON"])
    /// One toncoin.
    public static let ton = Denomination(symbol: "TON", exponent: 9)
}
