/// Sizes and limits both sides enforce (spec §1, §5, §6, §7, §9.2).
public enum TonCardLimits {
    /// SHA-256 / HMAC-SHA256 output, and so also the sault, the key id and the hashes of 93/95/D3.
    public static let hashLength = 32
    /// The sault: 32 bytes the card regenerates at every sault comparison (spec §2.3).
    public static let saultLength = 32
    /// The MAC appended to protected data.
    public static let macLength = 32
    /// Ed25519 signature length (A3/A5 response).
    public static let signatureLength = 64
    /// Ed25519 public key length (A0/A7 response).
    public static let publicKeyLength = 32
    /// Serial number: 24 bytes, each 0..9.
    public static let serialNumberLength = 24
    /// Activation password P.
    public static let passwordLength = 128
    /// Common secret CS.
    public static let commonSecretLength = 32
    /// AES-CBC IV sent with the password.
    public static let ivLength = 16
    /// PIN: exactly 4 ASCII digits.
    public static let pinLength = 4
    /// SET_DEVICE_LABEL's label.
    public static let deviceLabelLength = 32
    /// CoinManager PIN retry limit (GET_PIN_TLT) and the applet's own PIN failure limit.
    public static let maxPinTries = 10
    /// Wrong activation passwords before the card blocks.
    public static let maxPasswordTries = 20
    /// Consecutive MAC failures before the card blocks.
    public static let maxHmacFailures = 20
    /// Longest message A5 (default path) signs.
    public static let maxMessageLengthDefaultPath = 189
    /// Longest message A3 (explicit index) signs.
    public static let maxMessageLengthWithPath = 178
    /// HD index: 1..10 ASCII digits.
    public static let maxHDIndexDigits = 10
    /// Largest HD index (hardened derivation takes 31-bit indices).
    public static let maxHDIndex: UInt32 = 2_147_483_647
    /// Protected payload including the sault must be 32...223 bytes (`4F03` otherwise).
    public static let protectedPayloadRange = 32...223
    /// Keychain store size in bytes.
    public static let keychainCapacity = 32767
    /// Maximum number of keys in the keychain.
    public static let maxKeys = 1023
    /// Largest single key.
    public static let maxKeySize = 8192
    /// Largest chunk the card accepts in B4/B6.
    public static let maxCardChunkSize = 189
    /// Chunk size the host uses for B4/B6 and B2.
    public static let hostChunkSize = 128
    /// Bytes moved per DELETE_KEY_CHUNK.
    public static let deletePacketSize = 128
    /// Records shifted per DELETE_KEY_RECORD.
    public static let deleteRecordsPerPacket = 12
    /// Recovery data maximum (spec G9; the original Swift's 1024 is wrong).
    public static let maxRecoveryDataLength = 2048
    /// Recovery data part size for D1 writes and D2 reads.
    public static let recoveryPartSize = 250
    /// CoinManager seed lengths the emulator accepts (SLIP-10's 16...64 bytes).
    public static let seedLengthRange = 16...64
}
