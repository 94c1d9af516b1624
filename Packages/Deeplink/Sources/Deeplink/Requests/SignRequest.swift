/// `action: "sign"` (§2.4, MYKEY extension): the wallet signs ``message``.
public struct SignRequest: WalletRequest {
    public static let action = DeeplinkAction.sign

    public var common: RequestCommon
    /// The text to sign.
    public var message: String
    /// Dapp server URL that receives the signature (MYKEY's docs: `notifyUrl`).
    public var signUrl: String?
    /// A description; in MYKEY's docs but never sent by its SDKs.
    public var desc: String?

    public init(message: String, signUrl: String? = nil, desc: String? = nil, common: RequestCommon = RequestCommon()) {
        self.common = common
        self.message = message
        self.signUrl = signUrl
        self.desc = desc
    }

    public init(jsonObject: JSONObject, limits: DeeplinkLimits = .default) throws(DeeplinkError) {
        let fields = RequestFields(jsonObject)
        common = try RequestCommon(fields: fields)
        message = try fields.requiredString("message")
        signUrl = try fields.string("signUrl", alias: "notifyUrl")
        desc = try fields.string("desc")
    }

    public var jsonObject: JSONObject {
        var builder = RequestObjectBuilder()
        common.write(action: Self.action, into: &builder)
        builder.set("message", message)
        builder.set("signUrl", signUrl)
        builder.set("desc", desc)
        return builder.members
    }
}
