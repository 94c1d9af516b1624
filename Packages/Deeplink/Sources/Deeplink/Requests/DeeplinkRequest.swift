/// Any of the four requests, as read from a URL, QR text or JSON.
public enum DeeplinkRequest: Sendable, Hashable {
    case login(LoginRequest)
    case transfer(TransferRequest)
    case transaction(TransactionRequest)
    case sign(SignRequest)

    public var action: DeeplinkAction {
        switch self {
        case .login: return .login
        case .transfer: return .transfer
        case .transaction: return .transaction
        case .sign: return .sign
        }
    }

    /// The fields every action carries.
    public var common: RequestCommon {
        switch self {
        case .login(let request): return request.common
        case .transfer(let request): return request.common
        case .transaction(let request): return request.common
        case .sign(let request): return request.common
        }
    }

    public var jsonObject: JSONObject {
        switch self {
        case .login(let request): return request.jsonObject
        case .transfer(let request): return request.jsonObject
        case .transaction(let request): return request.jsonObject
        case .sign(let request): return request.jsonObject
        }
    }

    /// Compact UTF-8 JSON, keys in byte order (§2.0).
    public var jsonText: String { JSONValue.object(jsonObject).jsonText }

    /// `simplewallet://eos.io?param=…` (§1a).
    public var simpleWalletURL: String { SimpleWalletURL.make(json: jsonText) }

    /// The QR text: the bare JSON (§1c).
    public var qrPayload: String { jsonText }

    /// Reads a request from its JSON object, dispatching on `action`. Unknown keys are ignored.
    ///
    /// - Throws: ``DeeplinkError/missingField(_:)`` for `action`, ``DeeplinkError/unsupportedAction(_:)``,
    ///   or the field errors of the action's type.
    public init(jsonObject: JSONObject, limits: DeeplinkLimits = .default) throws(DeeplinkError) {
        let actionText = try RequestFields(jsonObject).requiredString("action")
        guard let action = DeeplinkAction(rawValue: actionText) else { throw .unsupportedAction(actionText) }
        switch action {
        case .login: self = .login(try LoginRequest(jsonObject: jsonObject, limits: limits))
        case .transfer: self = .transfer(try TransferRequest(jsonObject: jsonObject, limits: limits))
        case .transaction: self = .transaction(try TransactionRequest(jsonObject: jsonObject, limits: limits))
        case .sign: self = .sign(try SignRequest(jsonObject: jsonObject, limits: limits))
        }
    }

    /// Reads a request from JSON text.
    ///
    /// - Throws: the JSON errors, ``DeeplinkError/wrongType(field:expected:found:)`` when the text
    ///   is not an object, or the request field errors.
    public init(json: String, limits: DeeplinkLimits = .default) throws(DeeplinkError) {
        let value = try JSONValue(parsing: json, limits: limits)
        guard case .object(let members) = value else {
            throw .wrongType(field: "request", expected: "a JSON object", found: value.typeName)
        }
        try self.init(jsonObject: members, limits: limits)
    }
}
