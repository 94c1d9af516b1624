import CCurl

/// A request URL parsed by libcurl's own URL parser and handed to the transfer as that parse
/// (`CURLOPT_CURLU`), so the host a chain check judges is the host libcurl connects to: two
/// parsers could disagree on an odd URL, and then the check would be of another name.
final class CurlURL: @unchecked Sendable {
    // @unchecked: the handle is written only in init; libcurl reads it during the transfer.
    let handle: OpaquePointer
    /// The host as the URL spells it, IPv6 without brackets: connected to and checked.
    let host: String
    /// The port connected to: the URL's, or the scheme's.
    let port: Int
    /// Whether the scheme is https.
    let isHTTPS: Bool

    /// `text` parsed, when its scheme is one of `schemes` (lowercase) and it names a host.
    init(_ text: String, schemes: [String]) throws(CurlFailure) {
        guard let handle = curl_url() else { throw .setupFailed(reason: "curl_url could not allocate a URL handle") }
        do {
            (host, port, isHTTPS) = try Self.parse(text, into: handle, schemes: schemes)
        } catch {
            // Not yet an instance whose deinit would free it.
            curl_url_cleanup(handle)
            throw error
        }
        self.handle = handle
    }

    deinit { curl_url_cleanup(handle) }

    private static func parse(
        _ text: String, into handle: OpaquePointer, schemes: [String]
    ) throws(CurlFailure) -> (host: String, port: Int, isHTTPS: Bool) {
        let parsed = curl_url_set(handle, CURLUPART_URL, text, 0)
        guard parsed == CURLUE_OK else {
            if parsed == CURLUE_NO_HOST { throw .missingHost(url: text) }
            throw .invalidURL(url: text, reason: Self.text(of: parsed))
        }
        guard let scheme = part(CURLUPART_SCHEME, of: handle), schemes.contains(scheme.lowercased()) else {
            throw .unsupportedScheme(url: text, allowed: schemes.joined(separator: " and "))
        }
        guard let rawHost = part(CURLUPART_HOST, of: handle), !rawHost.isEmpty else {
            throw .missingHost(url: text)
        }
        let host = rawHost.hasPrefix("[") && rawHost.hasSuffix("]") ? String(rawHost.dropFirst().dropLast()) : rawHost
        guard let portText = part(CURLUPART_PORT, of: handle, flags: ccurl_url_default_port_flag()),
            let port = Int(portText)
        else {
            throw .invalidURL(url: text, reason: "it names no port libcurl can read")
        }
        return (host, port, scheme.lowercased() == "https")
    }

    private static func part(_ part: CURLUPart, of handle: OpaquePointer, flags: UInt32 = 0) -> String? {
        var value: UnsafeMutablePointer<CChar>?
        guard curl_url_get(handle, part, &value, flags) == CURLUE_OK, let value else { return nil }
        defer { curl_free(value) }
        return String(cString: value)
    }

    private static func text(of code: CURLUcode) -> String {
        curl_url_strerror(code).map { String(cString: $0) } ?? "URL error \(code.rawValue)"
    }
}
