/// Which applet state an operation needed when the card was in another: the type-5 errors of
/// §10.2. The client checks the state itself (GET_APP_INFO) before sending a command the applet
/// would refuse in that state, so a refusal costs no sault and no counter.
public enum TonCardStateRequirement: Int, Sendable, Hashable, CaseIterable {
    /// 50000: the command is not accepted in the current state (the applet's table, §2.4).
    case commandNotSupported = 50000
    /// 50001: the activation operations need state `27`.
    case waitingForAuthentication = 50001
    /// 50002: keychain writes and the end of activation need state `17`.
    case personalized = 50002
    /// 50003: finishing a deletion needs state `37`.
    case deleteKeyMode = 50003

    public var message: String {
        switch self {
        case .commandNotSupported: return "APDU command is not supported"
        case .waitingForAuthentication: return "Applet must be in mode that waits authentication. Now it is: "
        case .personalized: return "Applet must be in personalized mode. Now it is: "
        case .deleteKeyMode: return "Applet must be in mode for deleting key. Now it is: "
        }
    }
}
