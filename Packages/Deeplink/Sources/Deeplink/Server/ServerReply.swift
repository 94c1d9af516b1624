/// The dapp server's answer to a wallet POST: `{"code":n,"error":"…","message":"…"}` (§2.6, D5).
/// `code` 0 is success, anything else failure; failure is never signalled by HTTP status alone.
public struct ServerReply: Sendable, Hashable {
    public var code: Int
    /// The text: `message` when the reply had one, else `error`.
    public var text: String

    public init(code: Int, text: String = "") {
        self.code = code
        self.text = text
    }

    /// `{"code":0,"error":"","message":""}`.
    public static let success = ServerReply(code: 0)

    public var isSuccess: Bool { code == 0 }

    /// Both `error` (SimpleWallet's key) and `message` (MYKEY's) carry the text, so either kind
    /// of wallet finds it.
    public var jsonText: String {
        JSONValue.object(["code": .number(JSONNumber(code)), "error": .string(text), "message": .string(text)]).jsonText
    }

    /// Reads a reply. `code` must be an integer; the text is `message`, else `error`, else empty.
    ///
    /// - Throws: ``DeeplinkError/missingField(_:)`` for `code`, ``DeeplinkError/invalidValue(field:reason:)``
    ///   for a non-integer code, the type and JSON errors.
    public init(json: String, limits: DeeplinkLimits = .default) throws(DeeplinkError) {
        let fields = try BodyFields.json(json, limits: limits)
        guard let (key, value) = try fields.value(["code"]) else { throw .missingField("code") }
        guard case .json(.number(let number)) = value else {
            if case .json(let other) = value {
                throw .wrongType(field: key, expected: "a number", found: other.typeName)
            }
            throw .wrongType(field: key, expected: "a number", found: "text")
        }
        guard let code = number.int64Value.flatMap({ Int(exactly: $0) }) else {
            throw .invalidValue(field: key, reason: "\(DeeplinkError.excerpt(number.text)) is not an integer")
        }
        self.code = code
        if let message = try fields.string("message") {
            text = message
        } else {
            text = try fields.string("error") ?? ""
        }
    }
}
