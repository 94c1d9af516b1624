/// A callback on the SimpleWallet route (§3.1): the dapp's `callback` URL with `result` and,
/// for transfers and transactions, `txID` (or `sign` for sign) appended by the wallet.
public struct SimpleWalletCallback: Sendable, Hashable {
    /// Cancelled, success or failure with its code.
    public var outcome: CallbackOutcome
    /// The transaction id (`txID`; also read as `txId`, `tx_id`), when sent.
    public var txID: String?
    /// The signature of a sign action, when sent.
    public var sign: String?
    /// Every query item of the URL, including the dapp's own (e.g. `action=login`).
    public var items: [QueryItem]

    public init(outcome: CallbackOutcome, txID: String? = nil, sign: String? = nil, items: [QueryItem] = []) {
        self.outcome = outcome
        self.txID = txID
        self.sign = sign
        self.items = items
    }

    /// Reads a callback URL. Names match case-insensitively (exact case preferred).
    ///
    /// - Throws: ``DeeplinkError/missingQueryItem(_:)`` / ``DeeplinkError/invalidValue(field:reason:)``
    ///   for a missing or non-integer `result`, ``DeeplinkError/ambiguousField(_:)`` for a repeated
    ///   item, the percent-decoding errors, and ``DeeplinkError/inputTooLarge(what:size:limit:)``.
    public init(parsing url: String, limits: DeeplinkLimits = .default) throws(DeeplinkError) {
        try limits.checkEncoded("URL", size: url.utf8.count)
        let query = try CallbackQuery(url: Substring(url))
        outcome = try CallbackOutcome.parse(try query.value("result"))
        txID = try query.value("txID", "txId", "tx_id")
        sign = try query.value("sign")
        items = query.items
    }

    /// Appends `items` to a callback URL with the §3.1 rules: before any `#fragment`; `?` first
    /// when there is no query; nothing after a trailing `?` or `&`; `&` otherwise. Names and
    /// values are strictly percent-encoded.
    public static func appending(_ items: [QueryItem], to callback: String) -> String {
        URLText.appending(items.map(\.encoded), to: callback)
    }

    /// The URL a wallet opens: `result`, then `txID` (transfer, transaction) or `sign` (sign),
    /// each only on success and only when given.
    public static func url(callback: String, outcome: CallbackOutcome, txID: String? = nil, sign: String? = nil)
        -> String
    {
        var items = [QueryItem(name: "result", value: String(outcome.result))]
        if outcome == .success {
            if let txID { items.append(QueryItem(name: "txID", value: txID)) }
            if let sign { items.append(QueryItem(name: "sign", value: sign)) }
        }
        return appending(items, to: callback)
    }
}
