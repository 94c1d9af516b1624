/// The class bytes the card understands (spec §2, §3).
public enum TonCardClass {
    /// ISO 7816-4 interindustry class, used only for SELECT.
    public static let interindustry: UInt8 = 0x00
    /// Every TON wallet applet command.
    public static let tonWalletApplet: UInt8 = 0xB0
    /// Every CoinManager command (always with INS `CB`, P1 `80`, P2 `00`).
    public static let coinManager: UInt8 = 0x80
}
