/// The SELECT-by-AID header and the complete SELECT commands the clients send (spec §1, §2.1, §3).
public enum SelectCommand {
    /// SELECT's instruction byte.
    public static let instruction: UInt8 = 0xA4
    /// P1 = select by DF name (AID).
    public static let p1ByName: UInt8 = 0x04
    /// P2 = first or only occurrence, return FCI.
    public static let p2FirstOccurrence: UInt8 = 0x00

    /// `00 A4 04 00 Lc AID` with no Le, as the Swift client sends it (the card ignores a SELECT's Le).
    public static func apdu(for aid: [UInt8]) -> [UInt8] {
        [TonCardClass.interindustry, instruction, p1ByName, p2FirstOccurrence, UInt8(truncatingIfNeeded: aid.count)]
            + aid
    }

    /// "SEL-TON": select the TON wallet applet.
    public static var tonWalletApplet: [UInt8] { apdu(for: TonCardAID.tonWalletApplet) }

    /// "SEL-CM": select the CoinManager.
    public static var coinManager: [UInt8] { apdu(for: TonCardAID.coinManager) }
}
