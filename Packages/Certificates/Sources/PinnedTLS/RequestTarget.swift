import Foundation
import HTTPSpec

/// Where an https URL sends a request: the host to connect to and to check the certificate
/// against, the port, the name for SNI, the `Host` header and the request target.
struct RequestTarget: Sendable {
    /// The host as the URL spells it, without IPv6 brackets: what is connected to and checked.
    let host: String
    let port: Int
    /// The name sent in TLS server name indication: the host, unless it is an IP literal, which
    /// SNI cannot carry (RFC 6066 §3).
    let serverNameIndication: String?
    /// `host` or `host:port` (brackets around IPv6), as RFC 9110 §7.2 wants it.
    let hostHeader: String
    /// The path and query as they stand in the URL (already percent-encoded), "/" when empty.
    let requestTarget: String

    init(_ url: URL) throws(PinnedTLSError) {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
            throw .missingHost(url: url.absoluteString)
        }
        guard components.scheme?.lowercased() == "https" else { throw .plaintextRefused(url: url.absoluteString) }
        guard let rawHost = components.percentEncodedHost, !rawHost.isEmpty else {
            throw .missingHost(url: url.absoluteString)
        }
        let host = rawHost.hasPrefix("[") && rawHost.hasSuffix("]") ? String(rawHost.dropFirst().dropLast()) : rawHost
        let isAddress = host.contains(":") || IPAddressLiteral.isIPv4(host)
        self.host = host
        self.port = components.port ?? 443
        self.serverNameIndication = isAddress ? nil : host
        let bracketed = host.contains(":") ? "[\(host)]" : host
        self.hostHeader = components.port.map { "\(bracketed):\($0)" } ?? bracketed
        var target = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
        if let query = components.percentEncodedQuery { target += "?" + query }
        self.requestTarget = target
    }
}
