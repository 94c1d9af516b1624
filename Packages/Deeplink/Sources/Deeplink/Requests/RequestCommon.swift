/// The fields every request carries (§2.0 common fields, plus the extra keys MYKEY's SDK sends).
///
/// Each request type exposes these through dynamic member lookup (`request.dappName`), so a
/// caller reads them the same way on every action.
public struct RequestCommon: Sendable, Hashable {
    /// `"SimpleWallet"` on the SimpleWallet route; `"MYKEY"` / `"MYKEYSimple"` on the MYKEY route.
    public var `protocol`: String
    /// `"1.0"`.
    public var version: String
    /// Shown by the wallet; required for login.
    public var dappName: String?
    /// An icon URL shown by the wallet; required for login.
    public var dappIcon: String?
    /// The deeplink back into the dapp; results are appended to it (§3). `""` is kept when set.
    public var callback: String?
    /// Expiry of a QR request, Unix seconds (QR mode only).
    public var expired: Int64?
    /// Login: the dapp's unique id for this login (required there). MYKEY: the user id.
    public var uuID: String?
    /// MYKEY's dapp key.
    public var appKey: String?
    /// MYKEY SDK's id for the pending callback; the same value as the callback URL's `callBackId`.
    public var callbackId: String?
    /// `"EOS"` (MYKEY's default), `"ETH"` or `"ANY"`.
    public var chain: String?

    public init(
        protocol: String = "SimpleWallet", version: String = "1.0", dappName: String? = nil,
        dappIcon: String? = nil, callback: String? = nil, expired: Int64? = nil, uuID: String? = nil,
        appKey: String? = nil, callbackId: String? = nil, chain: String? = nil
    ) {
        self.protocol = `protocol`
        self.version = version
        self.dappName = dappName
        self.dappIcon = dappIcon
        self.callback = callback
        self.expired = expired
        self.uuID = uuID
        self.appKey = appKey
        self.callbackId = callbackId
        self.chain = chain
    }

    /// Reads the common fields with the aliases `expire` → `expired`, `callbackUrl` → `callback`.
    init(fields: RequestFields) throws(DeeplinkError) {
        self.init(
            protocol: try fields.requiredString("protocol"),
            version: try fields.requiredString("version"),
            dappName: try fields.string("dappName"),
            dappIcon: try fields.string("dappIcon"),
            callback: try fields.string("callback", alias: "callbackUrl"),
            expired: try fields.int64("expired", alias: "expire"),
            uuID: try fields.string("uuID"),
            appKey: try fields.string("appKey"),
            callbackId: try fields.string("callbackId"),
            chain: try fields.string("chain"))
    }

    func write(action: DeeplinkAction, into builder: inout RequestObjectBuilder) {
        builder.set("protocol", self.protocol)
        builder.set("version", version)
        builder.set("action", action.rawValue)
        builder.set("dappName", dappName)
        builder.set("dappIcon", dappIcon)
        builder.set("callback", callback)
        builder.set("expired", expired)
        builder.set("uuID", uuID)
        builder.set("appKey", appKey)
        builder.set("callbackId", callbackId)
        builder.set("chain", chain)
    }
}
