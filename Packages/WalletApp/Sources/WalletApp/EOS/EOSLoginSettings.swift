import Foundation

/// What an EOS login needs: the chain node the signer's keys are checked against, the name the
/// wallet shows the user, how long to wait, and — with `wallet --local` — the wallet emulator to
/// ask for the answer.
public struct EOSLoginSettings: Sendable {
    /// A nodeos-compatible node (`/v1/chain/get_account`, `get_table_rows`).
    public let chainURL: URL
    public let dappName: String
    public let dappIcon: String
    /// How long the QR code stays up before the login gives up.
    public let timeout: Duration
    /// The `deeplink-wallet` control URL (`POST /open`), offered as a menu entry when set.
    public let localWallet: URL?
    /// MYKEY's `InitRequest.disableInstall`: when no wallet answers in time, report 10002
    /// without the hint to install one.
    public let disableInstall: Bool

    public init(
        chainURL: URL, dappName: String = "Terminal wallet", dappIcon: String = "https://example.com/wallet.png",
        timeout: Duration = .seconds(300), localWallet: URL? = nil, disableInstall: Bool = false
    ) {
        self.disableInstall = disableInstall
        self.chainURL = chainURL
        self.dappName = dappName
        self.dappIcon = dappIcon
        self.timeout = timeout
        self.localWallet = localWallet
    }
}
