/// The applet's life-cycle state, the byte GET_APP_INFO (C1) returns (spec §2.4).
public enum TonAppletState: UInt8, Sendable, Hashable, CaseIterable, Codable {
    /// `07`: installed; factory personalization (91, 94, 96, then 90) not finished.
    case installed = 0x07
    /// `27`: personalized at the factory, waiting for the user's activation (VERIFY_PASSWORD).
    case waitingForAuthentication = 0x27
    /// `17`: activated; normal operation.
    case personalized = 0x17
    /// `37`: a keychain deletion was started (B7) and is not finished.
    case deleteKeyMode = 0x37
    /// `47`: permanently blocked (20 wrong passwords or 20 consecutive MAC failures).
    case blocked = 0x47

    /// The state's description as the original client words it (used in error messages).
    public var description: String {
        switch self {
        case .installed: return "TonWalletApplet is invalid (is not personalized)"
        case .waitingForAuthentication: return "TonWalletApplet waits two-factor authentication."
        case .personalized: return "TonWalletApplet is personalized."
        case .deleteKeyMode: return "TonWalletApplet is personalized and waits finishing key deleting from keychain."
        case .blocked: return "TonWalletApplet is blocked."
        }
    }
}
