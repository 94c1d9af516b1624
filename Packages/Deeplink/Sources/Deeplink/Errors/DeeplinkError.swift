/// Why a deeplink, QR text, callback or server body was refused. Every case names the field,
/// query item or byte offset where the problem was found and says what was expected there.
///
/// Byte offsets in JSON errors count from the start of the JSON text (after any percent-decoding),
/// because that is the text a caller can print and look at.
public enum DeeplinkError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The input (`what`: "URL", "param", "payload", "QR text", "body") is longer than the limit.
    /// Checked before any decoding, so oversized input costs nothing.
    case inputTooLarge(what: String, size: Int, limit: Int)
    /// JSON that does not follow RFC 8259 at `offset`.
    case invalidJSON(offset: Int, expected: String)
    /// Arrays and objects nested deeper than the limit, at `offset`.
    case nestingTooDeep(offset: Int, limit: Int)
    /// The same key twice in one JSON object; a second value could silently replace the first.
    case duplicateKey(String, offset: Int)
    /// Bytes of `field` (after percent-decoding) that are not UTF-8; `offset` is the first bad byte.
    case invalidUTF8(field: String, offset: Int)
    /// A `%` in `field` not followed by two hex digits, at `offset` of the encoded text.
    case invalidPercentEncoding(field: String, offset: Int)
    /// A URL that does not start with the expected scheme.
    case wrongScheme(found: String, expected: String)
    /// A URL whose host is not the expected one.
    case wrongHost(found: String, expected: String)
    /// A URL without the query item the route carries its data in (`param`, `result`, `callBackId`).
    case missingQueryItem(String)
    /// The same query item or body field twice (or twice with different case and no exact match).
    case ambiguousField(String)
    /// A required field is absent.
    case missingField(String)
    /// A field has the wrong JSON type.
    case wrongType(field: String, expected: String, found: String)
    /// A field has the right type but a value this package cannot accept, and why.
    case invalidValue(field: String, reason: String)
    /// `action` names something other than login, transfer, transaction or sign.
    case unsupportedAction(String)
    /// A QR request whose `expired` (Unix seconds) is before `now`.
    case expired(expired: Int64, now: Int64)
    /// A MYKEY callback whose `callBackId` is not one of the pending requests.
    case unknownCallbackID(String)

    public var description: String {
        switch self {
        case let .inputTooLarge(what, size, limit):
            return "\(what) is \(size) bytes: expected at most \(limit)"
        case let .invalidJSON(offset, expected):
            return "invalid JSON at byte offset \(offset): expected \(expected)"
        case let .nestingTooDeep(offset, limit):
            return "JSON nested deeper than \(limit) levels at byte offset \(offset)"
        case let .duplicateKey(key, offset):
            return "duplicate JSON key \"\(Self.excerpt(key))\" at byte offset \(offset): expected unique keys"
        case let .invalidUTF8(field, offset):
            return "\(field) is not UTF-8 at byte offset \(offset) after percent-decoding"
        case let .invalidPercentEncoding(field, offset):
            return "\(field) has a bad percent escape at offset \(offset): expected % and two hex digits"
        case let .wrongScheme(found, expected):
            return "URL scheme \"\(Self.excerpt(found))\": expected \"\(expected)\""
        case let .wrongHost(found, expected):
            return "URL host \"\(Self.excerpt(found))\": expected \"\(expected)\""
        case let .missingQueryItem(name):
            return "URL has no query item \"\(name)\""
        case let .ambiguousField(name):
            return "field \"\(name)\" appears more than once: expected exactly one"
        case let .missingField(name):
            return "required field \"\(name)\" is missing"
        case let .wrongType(field, expected, found):
            return "field \"\(field)\" is \(found): expected \(expected)"
        case let .invalidValue(field, reason):
            return "field \"\(field)\" is invalid: \(reason)"
        case let .unsupportedAction(action):
            return "action \"\(Self.excerpt(action))\": expected login, transfer, transaction or sign"
        case let .expired(expired, now):
            return "request expired at \(expired) (Unix seconds), now is \(now)"
        case let .unknownCallbackID(id):
            return "callBackId \"\(Self.excerpt(id))\" does not belong to a pending request"
        }
    }

    /// Values echoed in messages are cut short: a hostile URL can carry megabytes.
    static func excerpt(_ text: String) -> String {
        guard text.utf8.count > 64 else { return text }
        return String(text.prefix(61)) + "..."
    }
}
