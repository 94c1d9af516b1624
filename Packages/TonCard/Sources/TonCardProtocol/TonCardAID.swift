/// The application identifiers on the card (spec §2, §2.1, §3).
///
/// The card holds two applications; every client operation selects the one it needs inside its
/// transaction because a reset or power cycle silently returns to the default (the CoinManager).
public enum TonCardAID {
    /// The TON wallet applet: ASCII "112233445566".
    public static let tonWalletApplet: [UInt8] = [
        0x31, 0x31, 0x32, 0x32, 0x33, 0x33, 0x34, 0x34, 0x35, 0x35, 0x36, 0x36,
    ]

    /// The issuer security domain that hosts the Feitian CoinManager (seed, PIN, label).
    public static let coinManager: [UInt8] = [0xA0, 0x00, 0x00, 0x01, 0x51, 0x00, 0x00, 0x00]
}
