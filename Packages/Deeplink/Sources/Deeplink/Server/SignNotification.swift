/// What a wallet POSTs to `signUrl` after a sign action (§2.6): `message`, `sign`, `account`, `ref`.
public struct SignNotification: Sendable, Hashable {
    public var `protocol`: String?
    public var version: String?
    /// The message as the wallet reports it was signed.
    public var message: String
    /// The `SIG_K1_…` text, unparsed.
    public var sign: String
    public var account: String
    public var ref: String?

    public init(
        message: String, sign: String, account: String, ref: String? = nil, protocol: String? = nil,
        version: String? = nil
    ) {
        self.message = message
        self.sign = sign
        self.account = account
        self.ref = ref
        self.protocol = `protocol`
        self.version = version
    }

    /// Reads a POST body, JSON or form-encoded.
    ///
    /// - Throws: ``DeeplinkError/missingField(_:)`` for `message`, `sign` or `account`, the type,
    ///   JSON, decoding and size errors.
    public init(body: [UInt8], contentType: String?, limits: DeeplinkLimits = .default) throws(DeeplinkError) {
        let fields = try BodyFields.parse(body, contentType: contentType, limits: limits)
        message = try fields.requiredString("message")
        sign = try fields.requiredString("sign")
        account = try fields.requiredString("account")
        ref = try fields.string("ref")
        self.protocol = try fields.string("protocol")
        version = try fields.string("version")
    }

    /// Compact JSON, keys in byte order.
    public var jsonText: String {
        var builder = RequestObjectBuilder()
        builder.set("protocol", self.protocol)
        builder.set("version", version)
        builder.set("message", message)
        builder.set("sign", sign)
        builder.set("account", account)
        builder.set("ref", ref)
        return JSONValue.object(builder.members).jsonText
    }
}
