import TonCardProtocol

/// Everything the card keeps in EEPROM (spec §2.1 "Persistent" list): it survives reselection,
/// reset and power-off, and — through the state file — a restart of the emulator process.
/// Only the selected application is volatile and lives outside this type.
struct PersistentCardState: Codable, Equatable, Sendable {
    /// Bumped when the layout changes incompatibly, so an old file is refused, not misread.
    static let currentFormatVersion = 1

    var formatVersion = Self.currentFormatVersion
    var appletState: TonAppletState = .installed
    /// 24 bytes 0...9, nil until SET_SERIAL_NUMBER (or factory provisioning).
    @OptionalHexCoded var serialNumber: [UInt8]? = nil
    /// B1 (128 bytes), nil until SET_ENCRYPTED_PASSWORD_FOR_CARD_AUTHENTICATION.
    @OptionalHexCoded var encryptedPassword: [UInt8]? = nil
    /// ECS (32 bytes), nil until SET_ENCRYPTED_COMMON_SECRET.
    @OptionalHexCoded var encryptedCommonSecret: [UInt8]? = nil
    var passwordFailures = 0
    var hmacFailures = 0
    /// The applet's own consecutive PIN failure counter (`numPinFails`).
    var pinFailures = 0
    /// K_hmac, derived at the first correct VERIFY_PASSWORD.
    @OptionalHexCoded var hmacKey: [UInt8]? = nil
    /// The current sault (spec §2.3).
    @HexCoded var sault: [UInt8]
    var coinManager = CoinManagerState()
    var keychain = KeychainState()
    var recovery = RecoveryDataState()

    init(sault: [UInt8]) {
        self.sault = sault
    }
}
