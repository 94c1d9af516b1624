/// The QR form of a request (§1c): the bare request JSON, or a SimpleWallet URL when the text
/// starts with `simplewallet://`.
public enum QRPayload {
    /// The text to put in the QR symbol: the §2.0 JSON, no scheme, no encoding.
    public static func make(for request: DeeplinkRequest) -> String { request.jsonText }

    /// Reads a scanned QR text: leading and trailing ASCII whitespace is trimmed, then the text
    /// is parsed as JSON or, when it starts with `simplewallet://`, as a SimpleWallet URL.
    /// A request whose `expired` is before `now` is refused.
    ///
    /// - Parameters:
    ///   - text: the text the QR code holds.
    ///   - now: the current time in Unix seconds, passed in so that callers and tests control the
    ///     clock.
    ///   - limits: the input bounds.
    /// - Throws: ``DeeplinkError/expired(expired:now:)``, ``DeeplinkError/inputTooLarge(what:size:limit:)``,
    ///   and the URL, JSON and request field errors.
    public static func parse(_ text: String, now: Int64, limits: DeeplinkLimits = .default) throws(DeeplinkError)
        -> DeeplinkRequest
    {
        try limits.checkEncoded("QR text", size: text.utf8.count)
        let trimmed = URLText.trimmingASCIIWhitespace(text)
        let request: DeeplinkRequest
        if URLText.hasPrefixIgnoringCase(trimmed, SimpleWalletURL.scheme + "://") {
            request = try SimpleWalletURL.parse(String(trimmed), limits: limits)
        } else {
            try limits.checkJSON("QR text", size: trimmed.utf8.count)
            request = try DeeplinkRequest(json: String(trimmed), limits: limits)
        }
        if let expired = request.common.expired, expired < now { throw .expired(expired: expired, now: now) }
        return request
    }
}
