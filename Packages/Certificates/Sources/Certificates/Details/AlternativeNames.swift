import Foundation
import X509

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A certificate's subject alternative names sorted by kind, as text: the names a TLS client
/// matches the server against (DNS names and IP addresses) and the others a certificate may name.
public struct AlternativeNames: Sendable, Hashable {
    /// DNS names, wildcards included as written (`*.example.com`).
    public var dnsNames: [String] = []
    /// IP addresses in their usual text form (`192.0.2.1`, `2001:db8::1`).
    public var ipAddresses: [String] = []
    /// URIs (`spiffe://…`, `https://…`).
    public var uris: [String] = []
    /// Email addresses (RFC 822 names).
    public var emailAddresses: [String] = []

    public init(dnsNames: [String] = [], ipAddresses: [String] = [], uris: [String] = [], emailAddresses: [String] = [])
    {
        self.dnsNames = dnsNames
        self.ipAddresses = ipAddresses
        self.uris = uris
        self.emailAddresses = emailAddresses
    }

    /// The names of a subject alternative name extension; nil (no extension) gives no names.
    init(_ names: SubjectAlternativeNames?) {
        for name in names ?? SubjectAlternativeNames() {
            switch name {
            case .dnsName(let dns): dnsNames.append(dns)
            case .ipAddress(let octets): ipAddresses.append(Self.text(ofIPAddress: Array(octets.bytes)))
            case .uniformResourceIdentifier(let uri): uris.append(uri)
            case .rfc822Name(let email): emailAddresses.append(email)
            default: continue  // directory names, other names: not part of what a person checks here
            }
        }
    }

    /// The names a server identity is matched against: DNS names, then IP addresses.
    public var serverNames: [String] { dnsNames + ipAddresses }

    /// 4 or 16 bytes as an address; any other length (a malformed SAN) as hex, so it still shows.
    static func text(ofIPAddress octets: [UInt8]) -> String {
        let family: Int32
        switch octets.count {
        case 4: family = AF_INET
        case 16: family = AF_INET6
        default: return "invalid address 0x" + octets.map { String($0, radix: 16) }.joined()
        }
        var buffer = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        let written = octets.withUnsafeBytes { address in
            inet_ntop(family, address.baseAddress, &buffer, socklen_t(buffer.count))
        }
        guard written != nil else { return "invalid address" }
        return String(decoding: buffer.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
