import Foundation
@_spi(FixedExpiryValidationTime) import X509

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a chain must satisfy besides leading to a trust root: validity at a time, a server
/// identity in the leaf, and an extended key usage. The RFC 5280 rules (CA flags, path lengths,
/// name constraints, signatures) always apply.
public struct ChainPolicy: Sendable, Hashable {
    /// The instant every certificate must be valid at; nil checks against the clock when
    /// ``ChainVerifier/verify(_:policy:)`` runs. Injected so tests and replays are exact.
    public var time: Date?
    /// The DNS name or IP address (v4 or v6 text) the leaf must name in its subject alternative
    /// names; nil checks no identity.
    public var serverName: String?
    /// The extended key usage the leaf must allow (a leaf without the extension allows any, as
    /// RFC 5280 §4.2.1.12 reads it); nil requires none.
    public var requiredUsage: ExtendedKeyUsage.Usage?

    public init(at time: Date? = nil, serverName: String? = nil, requiredUsage: ExtendedKeyUsage.Usage? = nil) {
        self.time = time
        self.serverName = serverName
        self.requiredUsage = requiredUsage
    }

    /// The policy of a TLS client: the leaf names `serverName` and allows `serverAuth`.
    public static func tlsServer(_ serverName: String, at time: Date? = nil) -> ChainPolicy {
        ChainPolicy(at: time, serverName: serverName, requiredUsage: .serverAuth)
    }

    /// swift-certificates' ServerIdentityPolicy takes a host name and an IP address apart; a
    /// text that parses as an address is matched against IP SANs only, like browsers do.
    var serverIdentityPolicy: ServerIdentityPolicy? {
        guard let serverName else { return nil }
        return Self.isIPAddress(serverName)
            ? ServerIdentityPolicy(serverHostname: nil, serverIP: serverName)
            : ServerIdentityPolicy(serverHostname: serverName, serverIP: nil)
    }

    /// The whole policy for swift-certificates' `Verifier`, at `time`.
    @PolicyBuilder
    func verifierPolicy(at time: Date) -> some VerifierPolicy {
        RFC5280Policy(fixedExpiryValidationTime: time)
        if let identity = serverIdentityPolicy { identity }
        ExtendedKeyUsagePolicy(required: requiredUsage)
    }

    static func isIPAddress(_ text: String) -> Bool {
        var v4 = in_addr()
        var v6 = in6_addr()
        return inet_pton(AF_INET, text, &v4) == 1 || inet_pton(AF_INET6, text, &v6) == 1
    }
}
