import ByteTools

/// A callback on the MYKEY route (§3.2): `<page>?action=<a>&callBackId=<id>&result=<r>&payload=<p>`,
/// where `payload` is last and raw (not percent-encoded by MYKEY).
public struct MYKEYCallback: Sendable, Hashable {
    /// The dapp's `action` item, when present.
    public var action: String?
    /// The SDK's id of the pending request.
    public var callbackID: String
    /// Cancelled, success or failure with its code.
    public var outcome: CallbackOutcome
    /// The decoded payload; nil when there was no `payload=` item.
    public var payload: MYKEYPayload?
    /// The query items before the payload.
    public var items: [QueryItem]

    public init(
        action: String?, callbackID: String, outcome: CallbackOutcome, payload: MYKEYPayload?, items: [QueryItem] = []
    ) {
        self.action = action
        self.callbackID = callbackID
        self.outcome = outcome
        self.payload = payload
        self.items = items
    }

    /// Parses a callback URL string (§3.2 steps 1–3):
    /// 1. the payload is everything after the first `payload=` preceded by `?` or `&` (it may
    ///    contain `&`, `#` and `=`); the query before it is form-decoded;
    /// 2. the payload is decoded per ``MYKEYPayload/decode(_:limits:)``;
    /// 3. `callBackId` and an integer `result` are required.
    ///
    /// - Throws: ``DeeplinkError/missingQueryItem(_:)`` for `callBackId` or `result`,
    ///   ``DeeplinkError/invalidValue(field:reason:)`` for a non-integer `result`, the decoding
    ///   errors, ``DeeplinkError/inputTooLarge(what:size:limit:)``.
    public init(parsing url: String, limits: DeeplinkLimits = .default) throws(DeeplinkError) {
        try limits.checkEncoded("URL", size: url.utf8.count)
        let text = Substring(url)
        var head = text
        var rawPayload: Substring?
        if let questionMark = text.firstIndex(of: "?"),
            let payloadStart = URLText.indexAfterItem("payload=", in: text[questionMark...])
        {
            rawPayload = text[payloadStart...]
            // The query ends before the `?` or `&` that introduces "payload=".
            head = text[..<text.index(payloadStart, offsetBy: -("payload=".count + 1))]
        }
        let query = try CallbackQuery(url: head)
        guard let callbackID = try query.value("callBackId") else { throw .missingQueryItem("callBackId") }
        self.callbackID = callbackID
        action = try query.value("action")
        outcome = try CallbackOutcome.parse(try query.value("result"))
        payload = try rawPayload.map { (raw) throws(DeeplinkError) in try MYKEYPayload.decode(raw, limits: limits) }
        items = query.items
    }

    /// The `errorMsg` of a failure payload (a JSON object with a string `errorMsg`), else nil.
    public var errorMessage: String? {
        guard case .failure = outcome, let object = payload?.object else { return nil }
        return try? PayloadFields(object).string("errorMsg")
    }

    /// The transaction id of a transfer or transaction success (`txId`; also `txID`, `tx_id`).
    public var txID: String? {
        guard outcome == .success, let object = payload?.object else { return nil }
        return try? PayloadFields(object).string("txId", "txID", "tx_id")
    }

    /// The signature of a sign success (`sign`).
    public var sign: String? {
        guard outcome == .success, let object = payload?.object else { return nil }
        return try? PayloadFields(object).string("sign")
    }

    /// The login body of a login success (§3.3), with the timestamp as received (§4.1).
    ///
    /// - Throws: ``DeeplinkError/invalidValue(field:reason:)`` when the callback is not a success
    ///   with a JSON-object payload, or the login body's field errors.
    public func loginBody() throws(DeeplinkError) -> LoginBody {
        guard outcome == .success else {
            throw .invalidValue(field: "result", reason: "\(outcome.result) is not a success")
        }
        guard let object = payload?.object else {
            throw .invalidValue(field: "payload", reason: "expected a JSON object with the login fields")
        }
        return try LoginBody(fields: BodyFields(.json(object)))
    }

    /// The URL a wallet opens (§3.2 step 5): `<callback>&result=<r>` and, unless cancelled,
    /// `&payload=<JSON strictly percent-encoded>` last.
    public static func url(callback: String, outcome: CallbackOutcome, payload: JSONValue? = nil) -> String {
        var items = [QueryItem(name: "result", value: String(outcome.result)).encoded]
        if outcome != .cancelled, let payload { items.append("payload=" + PercentEncoding.encode(payload.jsonText)) }
        return URLText.appending(items, to: callback)
    }
}

/// Case-insensitive string reads from a callback payload object (§2.6).
struct PayloadFields {
    let members: JSONObject
    init(_ members: JSONObject) { self.members = members }

    func string(_ names: String...) throws(DeeplinkError) -> String? {
        let keys = Array(members.keys)
        guard let index = try FieldMatching.select(names, among: keys), case .string(let value)? = members[keys[index]]
        else {
            return nil
        }
        return value
    }
}
