/// `action: "login"` (§2.1): the wallet signs `timestamp + account + uuID + ref` and POSTs it to
/// ``loginUrl``.
public struct LoginRequest: WalletRequest {
    public static let action = DeeplinkAction.login

    public var common: RequestCommon
    /// The dapp server URL that receives the signed login (POST, §2.6).
    public var loginUrl: String
    /// Shown by the wallet.
    public var loginMemo: String?
    /// MYKEY: the user's name in the dapp.
    public var dappUserName: String?
    /// MYKEY: a key produced by its closed core.
    public var requestPubKey: String?
    /// MYKEY (Android): the SDK's service key.
    public var servicePubKey: String?

    /// A login request; `dappName`, `dappIcon` and `uuID` are required for login (§2.1), so they
    /// are parameters here rather than optional fields of `common`.
    public init(
        dappName: String, dappIcon: String, uuID: String, loginUrl: String, loginMemo: String? = nil,
        callback: String? = nil, expired: Int64? = nil, protocol: String = "SimpleWallet", version: String = "1.0"
    ) {
        self.common = RequestCommon(
            protocol: `protocol`, version: version, dappName: dappName, dappIcon: dappIcon, callback: callback,
            expired: expired, uuID: uuID)
        self.loginUrl = loginUrl
        self.loginMemo = loginMemo
    }

    public init(jsonObject: JSONObject, limits: DeeplinkLimits = .default) throws(DeeplinkError) {
        let fields = RequestFields(jsonObject)
        common = try RequestCommon(fields: fields)
        // Required for login by SimpleWallet's field list; the signature covers uuID.
        for (key, value) in [("dappName", common.dappName), ("dappIcon", common.dappIcon), ("uuID", common.uuID)]
        where value == nil {
            throw .missingField(key)
        }
        loginUrl = try fields.requiredString("loginUrl")
        loginMemo = try fields.string("loginMemo")
        dappUserName = try fields.string("dappUserName")
        requestPubKey = try fields.string("requestPubKey")
        servicePubKey = try fields.string("servicePubKey")
    }

    public var jsonObject: JSONObject {
        var builder = RequestObjectBuilder()
        common.write(action: Self.action, into: &builder)
        builder.set("loginUrl", loginUrl)
        builder.set("loginMemo", loginMemo)
        builder.set("dappUserName", dappUserName)
        builder.set("requestPubKey", requestPubKey)
        builder.set("servicePubKey", servicePubKey)
        return builder.members
    }
}
