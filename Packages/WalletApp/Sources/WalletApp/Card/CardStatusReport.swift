import TonCard

/// What the status screen shows: where the card is, its applet state in words, its serial number,
/// the PIN tries left, and whether this wallet holds the card's HMAC key.
public struct CardStatusReport: Sendable, Hashable {
    /// The reader the card is in.
    public let reader: String
    /// The applet's state; nil when the applet cannot be selected yet because the card has no
    /// wallet seed (`6F02`, a factory card before activation).
    public let appletState: CardState?
    /// The card's serial number; nil while the card cannot tell it (before activation).
    public let serialNumber: SerialNumber?
    /// The PIN tries left, 0…10.
    public let remainingPinTries: Int
    /// Whether this wallet's key store has the card's HMAC key, which every protected command
    /// (PIN, signing, keychain) needs.
    public let holdsHMACKey: Bool

    public init(
        reader: String, appletState: CardState?, serialNumber: SerialNumber?, remainingPinTries: Int, holdsHMACKey: Bool
    ) {
        self.reader = reader
        self.appletState = appletState
        self.serialNumber = serialNumber
        self.remainingPinTries = remainingPinTries
        self.holdsHMACKey = holdsHMACKey
    }

    /// Whether the card has been activated (its wallet runs).
    public var isActivated: Bool {
        appletState == .personalized || appletState == .deleteKeyMode
    }

    /// The applet state as a wallet user reads it.
    public var stateInWords: String {
        switch appletState {
        case nil: return "waiting for activation (no wallet seed yet): activate it first"
        case .installed?: return "not personalized at the factory: no wallet can run on it"
        case .waitingForAuthentication?: return "waiting for activation: activate it first"
        case .personalized?: return "personalized: activated and ready"
        case .deleteKeyMode?: return "personalized, with an interrupted keychain key deletion to finish"
        case .blocked?: return "blocked for good"
        }
    }

    /// The status screen's text, one fact per line.
    public var text: String {
        let serial = serialNumber?.description ?? "not readable before activation"
        let key: String
        if holdsHMACKey {
            key = "yes"
        } else if serialNumber == nil {
            key = "no (the card is not activated)"
        } else {
            key = "no: PIN checks, signing and the keychain will fail"
        }
        return [
            "Reader: \(reader)",
            "State: \(stateInWords)",
            "Serial number: \(serial)",
            "PIN tries left: \(remainingPinTries)",
            "HMAC key in this wallet: \(key)",
        ].joined(separator: "\n")
    }
}
