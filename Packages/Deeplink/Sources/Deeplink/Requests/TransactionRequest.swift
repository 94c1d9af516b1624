/// `action: "transaction"` (§2.3, MYKEY's contract call): one or more contract actions.
public struct TransactionRequest: WalletRequest {
    public static let action = DeeplinkAction.transaction

    public var common: RequestCommon
    /// The actions, in order; at least one.
    public var actions: [TransactionAction]
    /// Overall description shown to the user.
    public var desc: String?
    /// MYKEY: the dapp's order id.
    public var orderId: String?
    /// Dapp server URL notified on success (MYKEY's docs: `notifyUrl`).
    public var contractUrl: String?
    /// MYKEY (Android, prompt-free contracts): opaque; kept as received.
    public var signedData: JSONValue?
    /// MYKEY (Android): the SDK's service key.
    public var servicePubKey: String?

    public init(
        actions: [TransactionAction], desc: String? = nil, contractUrl: String? = nil,
        common: RequestCommon = RequestCommon()
    ) {
        self.common = common
        self.actions = actions
        self.desc = desc
        self.contractUrl = contractUrl
    }

    public init(jsonObject: JSONObject, limits: DeeplinkLimits = .default) throws(DeeplinkError) {
        let fields = RequestFields(jsonObject)
        common = try RequestCommon(fields: fields)
        guard let (key, value) = fields.value("actions", alias: "ContractRequest") else {
            throw .missingField("actions")
        }
        guard case .array(let elements) = value else {
            throw .wrongType(field: key, expected: "an array of actions", found: value.typeName)
        }
        guard !elements.isEmpty else { throw .invalidValue(field: key, reason: "expected at least one action") }
        var actions: [TransactionAction] = []
        for (index, element) in elements.enumerated() {
            guard case .object(let members) = element else {
                throw .wrongType(field: "\(key)[\(index)]", expected: "an object", found: element.typeName)
            }
            actions.append(try TransactionAction(jsonObject: members, index: index, limits: limits))
        }
        self.actions = actions
        desc = try fields.string("desc")
        orderId = try fields.string("orderId")
        contractUrl = try fields.string("contractUrl", alias: "notifyUrl")
        signedData = fields.value("signedData")?.value
        servicePubKey = try fields.string("servicePubKey")
    }

    public var jsonObject: JSONObject {
        var builder = RequestObjectBuilder()
        common.write(action: Self.action, into: &builder)
        builder.set("actions", JSONValue.array(actions.map(\.jsonValue)))
        builder.set("desc", desc)
        builder.set("orderId", orderId)
        builder.set("contractUrl", contractUrl)
        builder.set("signedData", signedData)
        builder.set("servicePubKey", servicePubKey)
        return builder.members
    }
}
