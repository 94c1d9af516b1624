import TonCardProtocol

/// A read-only view of an emulated card's counters and flags, for tests and demos that want to
/// check the card's side after a refusal. Holds no secrets (no K_hmac, seed, PIN or key bytes).
public struct TonCardEmulatorStatus: Sendable, Equatable {
    public let appletState: TonAppletState
    public let serialNumber: SerialNumber?
    public let passwordFailures: Int
    public let hmacFailures: Int
    /// The applet's consecutive PIN failures (`numPinFails`).
    public let pinFailures: Int
    /// The CoinManager's remaining PIN tries (GET_PIN_RTL).
    public let remainingPinTries: Int
    public let pinVerified: Bool
    public let hasSeed: Bool
    public let numberOfKeys: Int
    public let occupiedKeychainSize: Int
    public let isRecoveryDataSet: Bool
    /// The current sault (not secret: GET_SAULT hands it out).
    public let sault: [UInt8]

    init(_ state: PersistentCardState) {
        appletState = state.appletState
        serialNumber = state.serialNumber.flatMap { try? SerialNumber(wireBytes: $0) }
        passwordFailures = state.passwordFailures
        hmacFailures = state.hmacFailures
        pinFailures = state.pinFailures
        remainingPinTries = state.coinManager.remainingTries
        pinVerified = state.coinManager.pinVerified
        hasSeed = state.coinManager.seed != nil
        numberOfKeys = state.keychain.numberOfKeys
        occupiedKeychainSize = state.keychain.occupiedSize
        isRecoveryDataSet = state.recovery.isSet
        sault = state.sault
    }
}
