/// The one volatile piece of card state: which application receives non-SELECT commands
/// (spec §2.1). Power-on and reset select the CoinManager / issuer security domain.
enum SelectedApplication: Sendable, Hashable {
    case coinManager
    case tonWalletApplet
}
