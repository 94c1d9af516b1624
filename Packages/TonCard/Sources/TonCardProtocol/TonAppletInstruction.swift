/// Every instruction of the TON wallet applet (spec §2 table; 40 codes in the card source).
///
/// Raw values are the INS bytes. The per-instruction facts the two sides must agree on (MAC
/// protection, accepted states, response length) live in extensions next to this type.
public enum TonAppletInstruction: UInt8, Sendable, Hashable, CaseIterable {
    // Factory personalization (state 07).
    /// INS `90`: FINISH_PERS.
    case finishPersonalization = 0x90
    /// INS `91`: SET_ENCRYPTED_PASSWORD_FOR_CARD_AUTHENTICATION.
    case setEncryptedPasswordForCardAuthentication = 0x91
    /// INS `94`: SET_ENCRYPTED_COMMON_SECRET.
    case setEncryptedCommonSecret = 0x94
    /// INS `96`: SET_SERIAL_NUMBER.
    case setSerialNumber = 0x96
    // Activation (states 07 / 27).
    /// INS `92`: VERIFY_PASSWORD.
    case verifyPassword = 0x92
    /// INS `93`: GET_HASH_OF_ENCRYPTED_PASSWORD.
    case getHashOfEncryptedPassword = 0x93
    /// INS `95`: GET_HASH_OF_ENCRYPTED_COMMON_SECRET.
    case getHashOfEncryptedCommonSecret = 0x95
    // Common.
    /// INS `C1`: GET_APP_INFO.
    case getAppInfo = 0xC1
    /// INS `C2`: GET_SERIAL_NUMBER.
    case getSerialNumber = 0xC2
    /// INS `BD`: GET_SAULT.
    case getSault = 0xBD
    // Ed25519 and PIN.
    /// INS `A2`: VERIFY_PIN.
    case verifyPin = 0xA2
    /// INS `A7`: GET_PUBLIC_KEY_WITH_DEFAULT_HD_PATH.
    case getPublicKeyWithDefaultHDPath = 0xA7
    /// INS `A0`: GET_PUBLIC_KEY.
    case getPublicKey = 0xA0
    /// INS `A5`: SIGN_SHORT_MESSAGE_WITH_DEFAULT_PATH.
    case signShortMessageWithDefaultPath = 0xA5
    /// INS `A3`: SIGN_SHORT_MESSAGE.
    case signShortMessage = 0xA3
    // Keychain.
    /// INS `B0`: CHECK_KEY_HMAC_CONSISTENCY.
    case checkKeyHmacConsistency = 0xB0
    /// INS `B1`: GET_KEY_INDEX_IN_STORAGE_AND_LEN.
    case getKeyIndexInStorageAndLength = 0xB1
    /// INS `B2`: GET_KEY_CHUNK.
    case getKeyChunk = 0xB2
    /// INS `B3`: CHECK_AVAILABLE_VOL_FOR_NEW_KEY.
    case checkAvailableVolumeForNewKey = 0xB3
    /// INS `B4`: ADD_KEY_CHUNK.
    case addKeyChunk = 0xB4
    /// INS `B5`: INITIATE_CHANGE_OF_KEY.
    case initiateChangeOfKey = 0xB5
    /// INS `B6`: CHANGE_KEY_CHUNK.
    case changeKeyChunk = 0xB6
    /// INS `B7`: INITIATE_DELETE_KEY.
    case initiateDeleteKey = 0xB7
    /// INS `B8`: GET_NUMBER_OF_KEYS.
    case getNumberOfKeys = 0xB8
    /// INS `B9`: GET_FREE_STORAGE_SIZE.
    case getFreeStorageSize = 0xB9
    /// INS `BA`: GET_OCCUPIED_STORAGE_SIZE.
    case getOccupiedStorageSize = 0xBA
    /// INS `BB`: GET_HMAC.
    case getHmac = 0xBB
    /// INS `BC`: RESET_KEYCHAIN.
    case resetKeychain = 0xBC
    /// INS `BE`: DELETE_KEY_CHUNK.
    case deleteKeyChunk = 0xBE
    /// INS `BF`: DELETE_KEY_RECORD.
    case deleteKeyRecord = 0xBF
    /// INS `E1`: GET_DELETE_KEY_CHUNK_NUM_OF_PACKETS.
    case getDeleteKeyChunkNumberOfPackets = 0xE1
    /// INS `E2`: GET_DELETE_KEY_RECORD_NUM_OF_PACKETS.
    case getDeleteKeyRecordNumberOfPackets = 0xE2
    /// INS `E3`: GET_DELETE_KEY_CHUNK_COUNTER.
    case getDeleteKeyChunkCounter = 0xE3
    /// INS `E4`: GET_DELETE_KEY_RECORD_COUNTER.
    case getDeleteKeyRecordCounter = 0xE4
    // Recovery data.
    /// INS `D1`: ADD_RECOVERY_DATA_PART.
    case addRecoveryDataPart = 0xD1
    /// INS `D2`: GET_RECOVERY_DATA_PART.
    case getRecoveryDataPart = 0xD2
    /// INS `D3`: GET_RECOVERY_DATA_HASH.
    case getRecoveryDataHash = 0xD3
    /// INS `D4`: GET_RECOVERY_DATA_LEN.
    case getRecoveryDataLength = 0xD4
    /// INS `D5`: RESET_RECOVERY_DATA.
    case resetRecoveryData = 0xD5
    /// INS `D6`: IS_RECOVERY_DATA_SET.
    case isRecoveryDataSet = 0xD6

    /// The spec's upper-case name, as error reports and the JSON layer's `cardInstruction` show it.
    public var name: String {
        switch self {
        case .finishPersonalization: return "FINISH_PERS"
        case .setEncryptedPasswordForCardAuthentication: return "SET_ENCRYPTED_PASSWORD_FOR_CARD_AUTHENTICATION"
        case .setEncryptedCommonSecret: return "SET_ENCRYPTED_COMMON_SECRET"
        case .setSerialNumber: return "SET_SERIAL_NUMBER"
        case .verifyPassword: return "VERIFY_PASSWORD"
        case .getHashOfEncryptedPassword: return "GET_HASH_OF_ENCRYPTED_PASSWORD"
        case .getHashOfEncryptedCommonSecret: return "GET_HASH_OF_ENCRYPTED_COMMON_SECRET"
        case .getAppInfo: return "GET_APP_INFO"
        case .getSerialNumber: return "GET_SERIAL_NUMBER"
        case .getSault: return "GET_SAULT"
        case .verifyPin: return "VERIFY_PIN"
        case .getPublicKeyWithDefaultHDPath: return "GET_PUBLIC_KEY_WITH_DEFAULT_HD_PATH"
        case .getPublicKey: return "GET_PUBLIC_KEY"
        case .signShortMessageWithDefaultPath: return "SIGN_SHORT_MESSAGE_WITH_DEFAULT_PATH"
        case .signShortMessage: return "SIGN_SHORT_MESSAGE"
        case .checkKeyHmacConsistency: return "CHECK_KEY_HMAC_CONSISTENCY"
        case .getKeyIndexInStorageAndLength: return "GET_KEY_INDEX_IN_STORAGE_AND_LEN"
        case .getKeyChunk: return "GET_KEY_CHUNK"
        case .checkAvailableVolumeForNewKey: return "CHECK_AVAILABLE_VOL_FOR_NEW_KEY"
        case .addKeyChunk: return "ADD_KEY_CHUNK"
        case .initiateChangeOfKey: return "INITIATE_CHANGE_OF_KEY"
        case .changeKeyChunk: return "CHANGE_KEY_CHUNK"
        case .initiateDeleteKey: return "INITIATE_DELETE_KEY"
        case .getNumberOfKeys: return "GET_NUMBER_OF_KEYS"
        case .getFreeStorageSize: return "GET_FREE_STORAGE_SIZE"
        case .getOccupiedStorageSize: return "GET_OCCUPIED_STORAGE_SIZE"
        case .getHmac: return "GET_HMAC"
        case .resetKeychain: return "RESET_KEYCHAIN"
        case .deleteKeyChunk: return "DELETE_KEY_CHUNK"
        case .deleteKeyRecord: return "DELETE_KEY_RECORD"
        case .getDeleteKeyChunkNumberOfPackets: return "GET_DELETE_KEY_CHUNK_NUM_OF_PACKETS"
        case .getDeleteKeyRecordNumberOfPackets: return "GET_DELETE_KEY_RECORD_NUM_OF_PACKETS"
        case .getDeleteKeyChunkCounter: return "GET_DELETE_KEY_CHUNK_COUNTER"
        case .getDeleteKeyRecordCounter: return "GET_DELETE_KEY_RECORD_COUNTER"
        case .addRecoveryDataPart: return "ADD_RECOVERY_DATA_PART"
        case .getRecoveryDataPart: return "GET_RECOVERY_DATA_PART"
        case .getRecoveryDataHash: return "GET_RECOVERY_DATA_HASH"
        case .getRecoveryDataLength: return "GET_RECOVERY_DATA_LEN"
        case .resetRecoveryData: return "RESET_RECOVERY_DATA"
        case .isRecoveryDataSet: return "IS_RECOVERY_DATA_SET"
        }
    }
}
