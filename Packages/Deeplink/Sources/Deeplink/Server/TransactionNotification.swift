/// What a wallet POSTs to `transferUrl` / `contractUrl` after a transfer or transaction (§2.6):
/// `tx_id` (also read as `txId`, `txID`, any case), `account`, `ref`.
public struct TransactionNotification: Sendable, Hashable {
    public var `protocol`: String?
    public var version: String?
    public var txID: String
    public var account: String
    /// The wallet's name; optional because SimpleWallet's transfer flow does not define it.
    public var ref: String?

    public init(txID: String, account: String, ref: String? = nil, protocol: String? = nil, version: String? = nil) {
        self.txID = txID
        self.account = account
        self.ref = ref
        self.protocol = `protocol`
        self.version = version
    }

    /// Reads a POST body, JSON or form-encoded.
    ///
    /// - Throws: ``DeeplinkError/missingField(_:)`` for `tx_id` or `account`, the type, JSON,
    ///   decoding and size errors.
    public init(body: [UInt8], contentType: String?, limits: DeeplinkLimits = .default) throws(DeeplinkError) {
        let fields = try BodyFields.parse(body, contentType: contentType, limits: limits)
        txID = try fields.requiredString("tx_id", "txId", "txID")
        account = try fields.requiredString("account")
        ref = try fields.string("ref")
        self.protocol = try fields.string("protocol")
        version = try fields.string("version")
    }

    /// Compact JSON with the emitted names (`tx_id`).
    public var jsonText: String {
        var builder = RequestObjectBuilder()
        builder.set("protocol", self.protocol)
        builder.set("version", version)
        builder.set("tx_id", txID)
        builder.set("account", account)
        builder.set("ref", ref)
        return JSONValue.object(builder.members).jsonText
    }
}
