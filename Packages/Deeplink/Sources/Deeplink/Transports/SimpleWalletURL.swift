import ByteTools

/// The SimpleWallet route, `simplewallet://eos.io?param=<JSON>` (§1a, §1d row 1).
public enum SimpleWalletURL {
    public static let scheme = "simplewallet"
    public static let host = "eos.io"

    /// `simplewallet://eos.io?param=` + the JSON with every byte outside ALPHA / DIGIT / `-._~`
    /// as uppercase `%XX`.
    public static func make(json: String) -> String {
        "\(scheme)://\(host)?param=" + PercentEncoding.encode(json)
    }

    /// The URL for `request` (its §2.0 JSON).
    public static func make(for request: DeeplinkRequest) -> String { make(json: request.jsonText) }

    /// Reads the request carried by a SimpleWallet URL.
    ///
    /// - Throws: the errors of ``json(in:limits:)``, then the JSON and request field errors.
    public static func parse(_ url: String, limits: DeeplinkLimits = .default) throws(DeeplinkError) -> DeeplinkRequest
    {
        try DeeplinkRequest(json: try json(in: url, limits: limits), limits: limits)
    }

    /// The JSON text of the `param` item (§1d row 1): a value starting with `{` is raw JSON to
    /// the end of the URL; any other value ends at the next `&` or `#` and is form-decoded
    /// (`+` is a space, `%XX` in either case, the bytes must be UTF-8). No base64.
    ///
    /// - Throws: ``DeeplinkError/inputTooLarge(what:size:limit:)``, ``DeeplinkError/wrongScheme(found:expected:)``,
    ///   ``DeeplinkError/wrongHost(found:expected:)``, ``DeeplinkError/invalidValue(field:reason:)`` for a path,
    ///   ``DeeplinkError/missingQueryItem(_:)``, ``DeeplinkError/invalidPercentEncoding(field:offset:)``,
    ///   ``DeeplinkError/invalidUTF8(field:offset:)``.
    public static func json(in url: String, limits: DeeplinkLimits = .default) throws(DeeplinkError) -> String {
        try limits.checkEncoded("URL", size: url.utf8.count)
        let text = Substring(url)
        let schemePrefix = scheme + "://"
        guard URLText.hasPrefixIgnoringCase(text, schemePrefix) else {
            let found = text.firstRange(of: "://").map { String(text[..<$0.lowerBound]) } ?? String(text.prefix(20))
            throw .wrongScheme(found: found, expected: scheme)
        }
        let afterScheme = text.dropFirst(schemePrefix.count)
        let authorityEnd =
            afterScheme.firstIndex(where: { $0 == "/" || $0 == "?" || $0 == "#" }) ?? afterScheme.endIndex
        let foundHost = afterScheme[..<authorityEnd]
        guard foundHost.utf8.count == host.utf8.count, URLText.hasPrefixIgnoringCase(foundHost, host) else {
            throw .wrongHost(found: String(foundHost), expected: host)
        }
        var rest = afterScheme[authorityEnd...]
        // SimpleWallet has no path; an empty one ("eos.io/?param=") is the same URL.
        if rest.first == "/" { rest = rest.dropFirst() }
        guard rest.first == "?" else {
            if rest.isEmpty || rest.first == "#" { throw .missingQueryItem("param") }
            throw .invalidValue(field: "URL path", reason: "expected none before the query")
        }
        guard let valueStart = URLText.indexAfterItem("param=", in: rest) else { throw .missingQueryItem("param") }
        let value = rest[valueStart...]
        if value.first == "{" {
            // SimpleWallet literally writes `param={the json data}`: raw JSON, taken to the end.
            try limits.checkJSON("param", size: value.utf8.count)
            return String(value)
        }
        let encoded = value.prefix(while: { $0 != "&" && $0 != "#" })
        let bytes = try FormDecoding.bytes(encoded, field: "param")
        try limits.checkJSON("param", size: bytes.count)
        return try FormDecoding.utf8String(bytes, field: "param")
    }
}
