/// What is checked besides the pin. The defaults check everything; each opt-out is for a
/// server that cannot meet it (a device with a self-signed certificate and no clock, one reached
/// by an address its certificate does not name).
public struct PinnedTrustPolicy: Sendable, Hashable {
    /// Whether the leaf must name the host of the URL (a DNS or IP subject alternative name).
    /// Applies whichever certificate of the chain carries the pin.
    public var checksServerName: Bool
    /// Whether a pinned leaf must be within its validity period now. A pin on an intermediate or
    /// root always gets the full RFC 5280 check, dates included: that certificate is public, so
    /// only a valid chain from the leaf to it shows the server holds a key it vouches for.
    public var checksLeafValidityPeriod: Bool

    public init(checksServerName: Bool = true, checksLeafValidityPeriod: Bool = true) {
        self.checksServerName = checksServerName
        self.checksLeafValidityPeriod = checksLeafValidityPeriod
    }

    /// Every check: the server name and the validity period, whichever certificate is pinned.
    public static let strict = PinnedTrustPolicy()
}
