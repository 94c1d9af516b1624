/// What the four request types share: the common fields, their action, and the §2.0 JSON.
///
/// The common fields read as the request's own (`login.dappName`, `transfer.callback = …`)
/// through dynamic member lookup into ``RequestCommon``.
@dynamicMemberLookup
public protocol WalletRequest: Sendable, Hashable {
    /// The `action` value this type is sent with.
    static var action: DeeplinkAction { get }
    /// Fields every action carries.
    var common: RequestCommon { get set }
    /// The request as a JSON object, ready for the §2.0 serialisation.
    var jsonObject: JSONObject { get }
    /// Reads the request from a JSON object whose `action` has already been checked.
    init(jsonObject: JSONObject, limits: DeeplinkLimits) throws(DeeplinkError)
}

extension WalletRequest {
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<RequestCommon, Value>) -> Value {
        get { common[keyPath: keyPath] }
        set { common[keyPath: keyPath] = newValue }
    }

    /// Compact UTF-8 JSON, keys in byte order, `/` and non-ASCII raw (§2.0).
    public var jsonText: String { JSONValue.object(jsonObject).jsonText }

    /// `simplewallet://eos.io?param=<strictly percent-encoded JSON>` (§1a).
    public var simpleWalletURL: String { SimpleWalletURL.make(json: jsonText) }

    /// The QR text: the bare JSON (§1c).
    public var qrPayload: String { jsonText }
}
