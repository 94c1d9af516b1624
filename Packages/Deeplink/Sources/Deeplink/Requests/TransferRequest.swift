import BigNum
import EOSAssets

/// `action: "transfer"` (§2.2): pay `amount` of `symbol` (token contract `contract`) to `to`.
///
/// The amount is an exact decimal held at exactly ``precision`` fraction digits, written as a
/// JSON number such as `1.0000`; it never passes through `Double`.
public struct TransferRequest: WalletRequest {
    public static let action = DeeplinkAction.transfer

    public var common: RequestCommon
    /// Payer account, if the dapp knows it.
    public var from: String?
    /// Payee account.
    public var to: String
    /// The amount, with exactly ``precision`` fraction digits.
    public let amount: BigDecimal
    /// Digits after the decimal point, `0...18` (EOS symbols allow at most 18).
    public let precision: Int
    /// Token contract account, e.g. `eosio.token`.
    public var contract: String?
    /// Token symbol, e.g. `EOS`.
    public var symbol: String
    /// Goes into the memo, e.g. `k1=v1&k2=v2`.
    public var dappData: String?
    /// Shown on the pay screen (SimpleWallet: at most 128 bytes; not enforced here).
    public var desc: String?
    /// MYKEY: the dapp's order id.
    public var orderId: String?
    /// MYKEY: dapp server URL notified after the transfer (§2.6).
    public var transferUrl: String?

    /// - Throws: ``DeeplinkError/invalidValue(field:reason:)`` when `precision` is outside
    ///   `0...18`, `amount` is negative, or `amount` has non-zero digits beyond `precision`.
    public init(
        to: String, amount: BigDecimal, symbol: String, precision: Int, contract: String? = "eosio.token",
        from: String? = nil, dappData: String? = nil, desc: String? = nil, common: RequestCommon = RequestCommon()
    ) throws(DeeplinkError) {
        self.common = common
        self.to = to
        self.symbol = symbol
        self.contract = contract
        self.from = from
        self.dappData = dappData
        self.desc = desc
        (self.amount, self.precision) = try Self.checkedAmount(amount, precision: precision, field: "amount")
    }

    public init(jsonObject: JSONObject, limits: DeeplinkLimits = .default) throws(DeeplinkError) {
        let fields = RequestFields(jsonObject)
        common = try RequestCommon(fields: fields)
        from = try fields.string("from")
        to = try fields.requiredString("to")
        contract = try fields.string("contract")
        symbol = try fields.requiredString("symbol")
        dappData = try fields.string("dappData")
        desc = try fields.string("desc")
        orderId = try fields.string("orderId")
        transferUrl = try fields.string("transferUrl")
        guard let precisionValue = try fields.int64("precision") else { throw .missingField("precision") }
        guard let (_, amountNumber) = try fields.number("amount") else { throw .missingField("amount") }
        guard let decimal = amountNumber.decimalValue else {
            throw .invalidValue(field: "amount", reason: "\(DeeplinkError.excerpt(amountNumber.text)) is out of range")
        }
        guard let precision = Int(exactly: precisionValue) else {
            throw .invalidValue(field: "precision", reason: "expected 0...\(EOSSymbol.maxPrecision)")
        }
        (amount, self.precision) = try Self.checkedAmount(decimal, precision: precision, field: "amount")
    }

    /// The EOS quantity text, e.g. `"1.0000 EOS"`.
    public var quantity: String { "\(amount) \(symbol)" }

    public var jsonObject: JSONObject {
        var builder = RequestObjectBuilder()
        common.write(action: Self.action, into: &builder)
        builder.set("from", from)
        builder.set("to", to)
        builder.set("amount", JSONValue.number(JSONNumber(amount)))
        builder.set("precision", Int64(precision))
        builder.set("contract", contract)
        builder.set("symbol", symbol)
        builder.set("dappData", dappData)
        builder.set("desc", desc)
        builder.set("orderId", orderId)
        builder.set("transferUrl", transferUrl)
        return builder.members
    }

    static func checkedAmount(_ amount: BigDecimal, precision: Int, field: String) throws(DeeplinkError) -> (
        BigDecimal, Int
    ) {
        guard (0...EOSSymbol.maxPrecision).contains(precision) else {
            throw .invalidValue(field: "precision", reason: "\(precision) is outside 0...\(EOSSymbol.maxPrecision)")
        }
        guard !amount.isNegative else { throw .invalidValue(field: field, reason: "\(amount) is negative") }
        do {
            return (try amount.rescaled(to: precision, rounding: .unnecessary), precision)
        } catch {
            throw .invalidValue(field: field, reason: "\(amount) has more than \(precision) fraction digits")
        }
    }
}
