#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// When a request stops being valid: the replica accepts requests whose expiry lies within its
/// own time plus about five minutes.
public enum IngressExpiry {
    /// The validity agent-rs uses: three minutes.
    public static let defaultValidity: Duration = .seconds(180)

    /// `now` plus `validity`, in the replica's time (`clockSkew` is the replica's clock minus
    /// ours, when measured), rounded down to a whole minute as agent-rs does, so requests made
    /// within the same minute share an expiry. Nanoseconds since the Unix epoch.
    public static func make(now: Date = Date(), validity: Duration = defaultValidity, clockSkew: Duration = .zero)
        -> UInt64
    {
        let seconds =
            now.timeIntervalSince1970 + Double(validity.components.seconds) + Double(clockSkew.components.seconds)
            + Double(validity.components.attoseconds + clockSkew.components.attoseconds) / 1e18
        return Nanoseconds.from(seconds: (max(0, seconds) / 60).rounded(.down) * 60)
    }
}
