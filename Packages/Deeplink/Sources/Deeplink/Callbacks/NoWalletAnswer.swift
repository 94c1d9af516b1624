/// MYKEY's "not installed" (10002, spec §3.3–§3.4) where there is no app store to check: no wallet
/// answered the request before the dapp's deadline. The SDK reports 10002 locally, without a
/// round trip, and — unless `InitRequest.disableInstall` — shows a guide to installing MYKEY;
/// ``installHint`` is that guide's text for a terminal, and `disableInstall` leaves it out.
public struct NoWalletAnswer: Error, Sendable, Hashable, CustomStringConvertible {
    /// Always ``ResultCode/notInstalled`` (10002).
    public var code: ResultCode { .notInstalled }
    /// How long the dapp waited.
    public var waited: Duration
    /// Whether the install hint is left out (the SDK's `disableInstall`).
    public var disableInstall: Bool

    public init(waited: Duration, disableInstall: Bool = false) {
        self.waited = waited
        self.disableInstall = disableInstall
    }

    /// What to do about it: install a wallet, or open the URL where one is.
    public static let installHint =
        "MYKEY or another SimpleWallet wallet may not be installed. Install MYKEY on your phone "
        + "(https://mykey.org) and scan the QR code again, or open the simplewallet:// URL on a device "
        + "that has a wallet."

    public var description: String {
        let head = "\(code): no wallet answered within \(Self.seconds(waited)) s"
        return disableInstall ? head : head + ". " + Self.installHint
    }

    /// `120`, or `0.05` for a fraction (to the millisecond).
    static func seconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let milliseconds = attoseconds / 1_000_000_000_000_000
        guard milliseconds != 0 else { return String(seconds) }
        return String(Double(seconds) + Double(milliseconds) / 1_000)
    }
}
