/// One contract action of a `transaction` request (§2.3): `account::name(data)`.
public struct TransactionAction: Sendable, Hashable {
    /// Contract account, e.g. `eosio`, `eosio.token`.
    public var account: String
    /// Action name, e.g. `buyram`, `transfer`.
    public var name: String
    /// Per-action description shown to the user.
    public var info: String?
    /// ABI-shaped arguments, e.g. `{"from":…,"to":…,"quantity":"0.0001 EOS","memo":…}`.
    public var data: JSONObject

    public init(account: String, name: String, info: String? = nil, data: JSONObject) {
        self.account = account
        self.name = name
        self.info = info
        self.data = data
    }

    /// Reads one action. `data` may be an object or — as MYKEY's iOS SDK declares it — a string
    /// holding a JSON object (§2.3, D15); MYKEY's docs call it `TransferDataRequest`.
    init(jsonObject: JSONObject, index: Int, limits: DeeplinkLimits) throws(DeeplinkError) {
        let fields = RequestFields(jsonObject, path: "actions[\(index)].")
        account = try fields.requiredString("account")
        name = try fields.requiredString("name")
        info = try fields.string("info")
        guard let (key, value) = fields.value("data", alias: "TransferDataRequest") else {
            throw .missingField(fields.name("data"))
        }
        switch value {
        case .object(let members):
            data = members
        case .string(let text):
            // The string sits inside already-bounded JSON, so its size is bounded too; depth is
            // checked again by the nested parse.
            let nested: JSONValue
            do {
                nested = try JSONValue(parsing: text, limits: limits)
            } catch {
                throw .invalidValue(field: fields.name(key), reason: "a string that is not JSON (\(error))")
            }
            guard case .object(let members) = nested else {
                throw .wrongType(
                    field: fields.name(key), expected: "an object or a string holding an object",
                    found: "a string holding \(nested.typeName)")
            }
            data = members
        default:
            throw .wrongType(
                field: fields.name(key), expected: "an object or a string holding an object", found: value.typeName)
        }
    }

    var jsonValue: JSONValue {
        var builder = RequestObjectBuilder()
        builder.set("account", account)
        builder.set("name", name)
        builder.set("info", info)
        builder.set("data", JSONValue.object(data))
        return .object(builder.members)
    }
}
