/// The signed login a wallet POSTs to `loginUrl` (§2.6), and MYKEY's login callback payload
/// (§3.3). Parsed, not verified: the signature covers ``signedText`` (§4.1).
///
/// ``timestampText`` is the timestamp exactly as received — a JSON string's value verbatim, a
/// JSON number's token text (only `0` or `[1-9][0-9]*` accepted), or a form value — because the
/// signature covers those characters, not a number.
public struct LoginBody: Sendable, Hashable {
    /// How the timestamp travelled, so a re-serialisation writes it the same way.
    public enum TimestampForm: Sendable, Hashable {
        case jsonString
        case jsonNumber
        case form
    }

    public var `protocol`: String?
    public var version: String?
    public var account: String
    public var uuID: String
    /// The wallet's name (`"mykey"` for MYKEY).
    public var ref: String
    /// The `SIG_K1_…` signature text, unparsed.
    public var sign: String
    public var timestampText: String
    public var timestampForm: TimestampForm
    /// In MYKEY's sample only; never used for verification (§4.6).
    public var publicKey: String?
    /// MYKEY's dapp key; JSON `null` (simple mode) reads as nil.
    public var dappKey: String?

    public init(
        account: String, uuID: String, ref: String, sign: String, timestampText: String,
        timestampForm: TimestampForm = .jsonString, protocol: String? = nil, version: String? = nil,
        publicKey: String? = nil, dappKey: String? = nil
    ) {
        self.account = account
        self.uuID = uuID
        self.ref = ref
        self.sign = sign
        self.timestampText = timestampText
        self.timestampForm = timestampForm
        self.protocol = `protocol`
        self.version = version
        self.publicKey = publicKey
        self.dappKey = dappKey
    }

    /// Reads a POST body, JSON or form-encoded (chosen by `contentType`, else by the first byte).
    ///
    /// - Throws: ``DeeplinkError/missingField(_:)`` for `account`, `uuID`, `ref`, `timestamp` or
    ///   `sign`; ``DeeplinkError/wrongType(field:expected:found:)``; ``DeeplinkError/invalidValue(field:reason:)``
    ///   for a number timestamp that is not a plain integer token; ``DeeplinkError/ambiguousField(_:)``;
    ///   the JSON, decoding and size errors.
    public init(body: [UInt8], contentType: String?, limits: DeeplinkLimits = .default) throws(DeeplinkError) {
        try self.init(fields: try BodyFields.parse(body, contentType: contentType, limits: limits))
    }

    /// Reads a JSON body.
    public init(json: String, limits: DeeplinkLimits = .default) throws(DeeplinkError) {
        try self.init(fields: try BodyFields.json(json, limits: limits))
    }

    /// Reads an `application/x-www-form-urlencoded` body.
    public init(form: String, limits: DeeplinkLimits = .default) throws(DeeplinkError) {
        try self.init(fields: try BodyFields.form(form, limits: limits))
    }

    init(fields: BodyFields) throws(DeeplinkError) {
        account = try fields.requiredString("account")
        uuID = try fields.requiredString("uuID")
        ref = try fields.requiredString("ref")
        sign = try fields.requiredString("sign")
        self.protocol = try fields.string("protocol")
        version = try fields.string("version")
        publicKey = try fields.string("public_key")
        dappKey = try fields.string("dapp_key")
        guard let (key, value) = try fields.value(["timestamp"]) else { throw .missingField("timestamp") }
        switch value {
        case .form(let text):
            (timestampText, timestampForm) = (text, .form)
        case .json(.string(let text)):
            (timestampText, timestampForm) = (text, .jsonString)
        case .json(.number(let number)):
            guard number.isPlainNonNegativeInteger else {
                throw .invalidValue(
                    field: key,
                    reason: "number \(DeeplinkError.excerpt(number.text)) is not written as 0 or [1-9][0-9]*")
            }
            (timestampText, timestampForm) = (number.text, .jsonNumber)
        case .json(let other):
            throw .wrongType(field: key, expected: "a string or a number", found: other.typeName)
        }
    }

    /// `timestamp + account + uuID + ref`: the text whose UTF-8 SHA-256 the signature covers (§4.1).
    public var signedText: String { timestampText + account + uuID + ref }

    /// The body as a JSON object: the timestamp is a number when it arrived as one (or when a
    /// form value is a plain integer and `SimpleWallet` is the protocol, §4.1), else a string.
    public var jsonObject: JSONObject {
        var builder = RequestObjectBuilder()
        builder.set("protocol", self.protocol)
        builder.set("version", version)
        builder.set("account", account)
        builder.set("uuID", uuID)
        builder.set("ref", ref)
        builder.set("sign", sign)
        builder.set("public_key", publicKey)
        builder.set("dapp_key", dappKey)
        if timestampForm != .jsonString, let number = JSONNumber(text: timestampText), number.isPlainNonNegativeInteger
        {
            builder.set("timestamp", JSONValue.number(number))
        } else {
            builder.set("timestamp", timestampText)
        }
        return builder.members
    }

    /// Compact JSON, keys in byte order.
    public var jsonText: String { JSONValue.object(jsonObject).jsonText }
}
