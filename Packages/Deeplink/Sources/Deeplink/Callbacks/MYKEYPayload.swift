#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The `payload` of a MYKEY-route callback after decoding (§3.2 step 2).
public enum MYKEYPayload: Sendable, Hashable {
    /// JSON: `text` is the decoded JSON text, `value` its parse.
    case json(JSONValue, text: String)
    /// Anything that did not decode to JSON, kept as received.
    case opaque(String)

    /// The JSON object's members, if the payload is an object.
    public var object: JSONObject? {
        if case .json(.object(let members), _) = self { return members }
        return nil
    }

    /// Decodes the raw text after `payload=`:
    /// (a) `{` or `[` first → the JSON text verbatim (MK-and sends it raw);
    /// (b) `%` first → form-decoded to UTF-8;
    /// (c) otherwise base64 (standard, then URL-safe; padding optional) when that yields UTF-8
    ///     starting with `{`;
    /// (d) otherwise the text as is. Text from (a)–(c) that does not parse as JSON is opaque.
    ///
    /// - Throws: the percent-decoding and UTF-8 errors of (b), ``DeeplinkError/inputTooLarge(what:size:limit:)``.
    public static func decode(_ raw: Substring, limits: DeeplinkLimits = .default) throws(DeeplinkError) -> MYKEYPayload
    {
        let text: String
        if raw.first == "{" || raw.first == "[" {
            text = String(raw)
        } else if raw.first == "%" {
            let bytes = try FormDecoding.bytes(raw, field: "payload")
            text = try FormDecoding.utf8String(bytes, field: "payload")
        } else if let decoded = base64JSON(raw) {
            text = decoded
        } else {
            return .opaque(String(raw))
        }
        try limits.checkJSON("payload", size: text.utf8.count)
        guard let value = try? JSONValue(parsing: text, limits: limits) else { return .opaque(text) }
        return .json(value, text: text)
    }

    /// Base64 through Foundation's decoder (the Crypto package keeps its base64 internal).
    private static func base64JSON(_ raw: Substring) -> String? {
        guard !raw.isEmpty else { return nil }
        var candidates = [String(raw)]
        // URL-safe alphabet: - and _ for + and /.
        candidates.append(String(raw).replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/"))
        for candidate in candidates {
            let padded = candidate + String(repeating: "=", count: (4 - candidate.utf8.count % 4) % 4)
            guard let data = Data(base64Encoded: padded),
                let string = String(validating: Array(data), as: UTF8.self), string.hasPrefix("{")
            else { continue }
            return string
        }
        return nil
    }
}
