/// The status words of spec §10.1 (the union of the Swift client's map, ErrorList.md and the
/// applet source), with the spec's names and messages. Where the Swift client maps a word, its
/// message is used; 9B03 and A001 take ErrorList.md's; A002 has no message anywhere, so its text
/// here is this project's wording of the applet constant's meaning.
extension TonCardStatusWord {
    /// `4F00` SW_INTERNAL_BUFFER_IS_NULL_OR_TOO_SMALL: Internal buffer is null or too small.
    public static let internalBufferIsNullOrTooSmall = TonCardStatusWord(rawValue: 0x4F00)
    /// `4F01` SW_PERSONALIZATION_NOT_FINISHED: Personalization is not finished.
    public static let personalizationNotFinished = TonCardStatusWord(rawValue: 0x4F01)
    /// `4F02` SW_INCORRECT_OFFSET: Internal error: incorrect offset.
    public static let incorrectOffset = TonCardStatusWord(rawValue: 0x4F02)
    /// `4F03` SW_INCORRECT_PAYLOAD: Internal error: incorrect payload value.
    public static let incorrectPayload = TonCardStatusWord(rawValue: 0x4F03)
    /// `5F00` SW_INCORRECT_PASSWORD_FOR_CARD_AUTHENICATION: Incorrect password for card authentication.
    public static let incorrectPasswordForCardAuthentication = TonCardStatusWord(rawValue: 0x5F00)
    /// `5F01` SW_INCORRECT_PASSWORD_CARD_IS_BLOCKED: Incorrect password, card is locked.
    public static let incorrectPasswordCardIsBlocked = TonCardStatusWord(rawValue: 0x5F01)
    /// `6100` SW_RESPONSE_BYTES_REMAINING: Response bytes remaining.
    public static let responseBytesRemaining = TonCardStatusWord(rawValue: 0x6100)
    /// `6700` SW_WRONG_LENGTH: Wrong length.
    public static let wrongLength = TonCardStatusWord(rawValue: 0x6700)
    /// `6881` SW_LOGICAL_CHANNEL_NOT_SUPPORTED: Card does not support the operation on the speciﬁed logical channel.
    public static let logicalChannelNotSupported = TonCardStatusWord(rawValue: 0x6881)
    /// `6882` SW_SECURE_MESSAGING_NOT_SUPPORTED: Card does not support secure messaging.
    public static let secureMessagingNotSupported = TonCardStatusWord(rawValue: 0x6882)
    /// `6883` SW_RECORD_NOT_FOUND: Record not found.
    public static let recordNotFound = TonCardStatusWord(rawValue: 0x6883)
    /// `6884` SW_COMMAND_CHAINING_NOT_SUPPORTED: Command chaining not supported.
    public static let commandChainingNotSupported = TonCardStatusWord(rawValue: 0x6884)
    /// `6982` SW_SECURITY_CONDITION_NOT_SATISFIED: Security condition not satisﬁed.
    public static let securityConditionNotSatisfied = TonCardStatusWord(rawValue: 0x6982)
    /// `6983` SW_FILE_INVALID: File invalid.
    public static let fileInvalid = TonCardStatusWord(rawValue: 0x6983)
    /// `6984` SW_DATA_INVALID: Data invalid.
    public static let dataInvalid = TonCardStatusWord(rawValue: 0x6984)
    /// `6985` SW_CONDITIONS_OF_USE_NOT_SATISFIED: Conditions of use not satisﬁed.
    public static let conditionsOfUseNotSatisfied = TonCardStatusWord(rawValue: 0x6985)
    /// `6986` SW_COMMAND_NOT_ALLOWED: Command not allowed (no current EF).
    public static let commandNotAllowed = TonCardStatusWord(rawValue: 0x6986)
    /// `6999` SW_APPLET_SELECT_FAILED: Applet select failed.
    public static let appletSelectFailed = TonCardStatusWord(rawValue: 0x6999)
    /// `6A80` SW_WRONG_DATA: Wrong data.
    public static let wrongData = TonCardStatusWord(rawValue: 0x6A80)
    /// `6A81` SW_FUNCTION_NOT_SUPPORTED: Function not supported.
    public static let functionNotSupported = TonCardStatusWord(rawValue: 0x6A81)
    /// `6A82` SW_FILE_NOT_FOUND: File not found.
    public static let fileNotFound = TonCardStatusWord(rawValue: 0x6A82)
    /// `6A84` SW_NOT_ENOUGH_MEMORY_SPACE_IN_FILE: Not enough memory space in the ﬁle.
    public static let notEnoughMemorySpaceInFile = TonCardStatusWord(rawValue: 0x6A84)
    /// `6A86` SW_INCORRECT_P1_P2: Incorrect parameters (P1,P2).
    public static let incorrectP1P2 = TonCardStatusWord(rawValue: 0x6A86)
    /// `6B00` SW_WRONG_P1_P2: Wrong parameter(s) P1-P2
    public static let wrongP1P2 = TonCardStatusWord(rawValue: 0x6B00)
    /// `6C00` SW_CORRECT_EXPECTED_LENGTH: Correct Expected Length (Le).
    public static let correctExpectedLength = TonCardStatusWord(rawValue: 0x6C00)
    /// `6D00` SW_INS_NOT_SUPPORTED: INS value not supported.
    public static let insNotSupported = TonCardStatusWord(rawValue: 0x6D00)
    /// `6E00` SW_CLA_NOT_SUPPORTED: CLA value not supported.
    public static let claNotSupported = TonCardStatusWord(rawValue: 0x6E00)
    /// `6F00` SW_COMMAND_ABORTED: Command aborted, No precise diagnosis.
    public static let commandAborted = TonCardStatusWord(rawValue: 0x6F00)
    /// `6F01` SW_SET_COIN_TYPE_FAILED: Set coin type failed.
    public static let setCoinTypeFailed = TonCardStatusWord(rawValue: 0x6F01)
    /// `6F02` SW_SET_CURVE_FAILED: Set curve failed.
    public static let setCurveFailed = TonCardStatusWord(rawValue: 0x6F02)
    /// `6F03` SW_GET_COIN_PUB_DATA_FAILED: Get coin pub data failed.
    public static let getCoinPubDataFailed = TonCardStatusWord(rawValue: 0x6F03)
    /// `6F04` SW_SIGN_DATA_FAILED: Sign data failed.
    public static let signDataFailed = TonCardStatusWord(rawValue: 0x6F04)
    /// `6F07` SW_INCORRECT_PIN: Incorrect PIN.
    public static let incorrectPin = TonCardStatusWord(rawValue: 0x6F07)
    /// `6F08` SW_PIN_TRIES_EXPIRED: PIN tries expired.
    public static let pinTriesExpired = TonCardStatusWord(rawValue: 0x6F08)
    /// `6F09` SW_RECOVERY_DATA_TOO_LONG: Too big length of recovery data.
    public static let recoveryDataTooLong = TonCardStatusWord(rawValue: 0x6F09)
    /// `6F0A` SW_INCORRECT_START_POS_OR_LE: Incorrect start or length of recovery data piece in internal buffer.
    public static let incorrectStartPosOrLe = TonCardStatusWord(rawValue: 0x6F0A)
    /// `6F0B` SW_INTEGRITY_OF_RECOVERY_DATA_CORRUPTED: Hash of recovery data is incorrect.
    public static let integrityOfRecoveryDataCorrupted = TonCardStatusWord(rawValue: 0x6F0B)
    /// `6F0C` SW_RECOVERY_DATA_ALREADY_EXISTS: Recovery data already exists.
    public static let recoveryDataAlreadyExists = TonCardStatusWord(rawValue: 0x6F0C)
    /// `6F0D` SW_RECOVERY_DATA_IS_NOT_SET: Recovery data does not exist
    public static let recoveryDataIsNotSet = TonCardStatusWord(rawValue: 0x6F0D)
    /// `7F00` SW_INCORRECT_KEY_INDEX: Incorrect key index.
    public static let incorrectKeyIndex = TonCardStatusWord(rawValue: 0x7F00)
    /// `7F01` SW_INCORRECT_KEY_CHUNK_START_OR_LEN: Incorrect key chunk start or length.
    public static let incorrectKeyChunkStartOrLen = TonCardStatusWord(rawValue: 0x7F01)
    /// `7F02` SW_INCORRECT_KEY_CHUNK_LEN: Incorrect key chunk length.
    public static let incorrectKeyChunkLen = TonCardStatusWord(rawValue: 0x7F02)
    /// `7F03` SW_NOT_ENOUGH_SPACE: Not enough space.
    public static let notEnoughSpace = TonCardStatusWord(rawValue: 0x7F03)
    /// `7F04` SW_KEY_SIZE_UNKNOWN: Key size unknown.
    public static let keySizeUnknown = TonCardStatusWord(rawValue: 0x7F04)
    /// `7F05` SW_KEY_LEN_INCORRECT: Key length incorrect.
    public static let keyLenIncorrect = TonCardStatusWord(rawValue: 0x7F05)
    /// `7F06` SW_HMAC_EXISTS: Hmac exists already.
    public static let hmacExists = TonCardStatusWord(rawValue: 0x7F06)
    /// `7F07` SW_INCORRECT_KEY_INDEX_TO_CHANGE: Incorrect key index to change.
    public static let incorrectKeyIndexToChange = TonCardStatusWord(rawValue: 0x7F07)
    /// `7F08` SW_MAX_KEYS_NUMBER_EXCEEDED: Max number of keys (1023) is exceeded.
    public static let maxKeysNumberExceeded = TonCardStatusWord(rawValue: 0x7F08)
    /// `7F09` SW_DELETE_KEY_CHUNK_IS_NOT_FINISHED: Delete key chunk is not finished.
    public static let deleteKeyChunkIsNotFinished = TonCardStatusWord(rawValue: 0x7F09)
    /// `8F01` SW_INCORRECT_SAULT: Incorrect sault.
    public static let incorrectSault = TonCardStatusWord(rawValue: 0x8F01)
    /// `8F02` SW_DATA_INTEGRITY_CORRUPTED: Data integrity corrupted.
    public static let dataIntegrityCorrupted = TonCardStatusWord(rawValue: 0x8F02)
    /// `8F03` SW_INCORRECT_APDU_HMAC: Incorrect apdu hmac.
    public static let incorrectApduHmac = TonCardStatusWord(rawValue: 0x8F03)
    /// `8F04` SW_HMAC_VERIFICATION_TRIES_EXPIRED: Apdu Hmac verification tries expired.
    public static let hmacVerificationTriesExpired = TonCardStatusWord(rawValue: 0x8F04)
    /// `9000` SW_SUCCESS: No error.
    public static let success = TonCardStatusWord(rawValue: 0x9000)
    /// `9B01` SW_COIN_MANAGER_INCORRECT_PIN: Incorrect PIN.
    public static let coinManagerIncorrectPin = TonCardStatusWord(rawValue: 0x9B01)
    /// `9B02` SW_COIN_MANAGER_UPDATE_PIN_ERROR: Update PIN error (for CHANGE_PIN) or wallet status not support to export (for GENERATE SEED).
    public static let coinManagerUpdatePinError = TonCardStatusWord(rawValue: 0x9B02)
    /// `9B03` SW_COIN_MANAGER_LOAD_SEED_ERROR: Load seed error.
    public static let coinManagerLoadSeedError = TonCardStatusWord(rawValue: 0x9B03)
    /// `9F03` SW_LOAD_SEED_ERROR: Load seed error.
    public static let loadSeedError = TonCardStatusWord(rawValue: 0x9F03)
    /// `A001` SW_SERIAL_NUMBER_IS_NOT_SET: Serial number does not exist. You must set it.
    public static let serialNumberIsNotSet = TonCardStatusWord(rawValue: 0xA001)
    /// `A002` SW_SERIAL_NUMBER_INCORRECT_FORMAT: Serial number has incorrect format.
    public static let serialNumberIncorrectFormat = TonCardStatusWord(rawValue: 0xA002)

    /// Name and message of every word in §10.1, keyed by the word.
    static let table: [UInt16: (name: String, message: String)] = [
        0x4F00: ("SW_INTERNAL_BUFFER_IS_NULL_OR_TOO_SMALL", "Internal buffer is null or too small."),
        0x4F01: ("SW_PERSONALIZATION_NOT_FINISHED", "Personalization is not finished."),
        0x4F02: ("SW_INCORRECT_OFFSET", "Internal error: incorrect offset."),
        0x4F03: ("SW_INCORRECT_PAYLOAD", "Internal error: incorrect payload value."),
        0x5F00: ("SW_INCORRECT_PASSWORD_FOR_CARD_AUTHENICATION", "Incorrect password for card authentication."),
        0x5F01: ("SW_INCORRECT_PASSWORD_CARD_IS_BLOCKED", "Incorrect password, card is locked."),
        0x6100: ("SW_RESPONSE_BYTES_REMAINING", "Response bytes remaining."),
        0x6700: ("SW_WRONG_LENGTH", "Wrong length."),
        0x6881: (
            "SW_LOGICAL_CHANNEL_NOT_SUPPORTED", "Card does not support the operation on the speciﬁed logical channel."
        ),
        0x6882: ("SW_SECURE_MESSAGING_NOT_SUPPORTED", "Card does not support secure messaging."),
        0x6883: ("SW_RECORD_NOT_FOUND", "Record not found."),
        0x6884: ("SW_COMMAND_CHAINING_NOT_SUPPORTED", "Command chaining not supported."),
        0x6982: ("SW_SECURITY_CONDITION_NOT_SATISFIED", "Security condition not satisﬁed."),
        0x6983: ("SW_FILE_INVALID", "File invalid."),
        0x6984: ("SW_DATA_INVALID", "Data invalid."),
        0x6985: ("SW_CONDITIONS_OF_USE_NOT_SATISFIED", "Conditions of use not satisﬁed."),
        0x6986: ("SW_COMMAND_NOT_ALLOWED", "Command not allowed (no current EF)."),
        0x6999: ("SW_APPLET_SELECT_FAILED", "Applet select failed."),
        0x6A80: ("SW_WRONG_DATA", "Wrong data."),
        0x6A81: ("SW_FUNCTION_NOT_SUPPORTED", "Function not supported."),
        0x6A82: ("SW_FILE_NOT_FOUND", "File not found."),
        0x6A84: ("SW_NOT_ENOUGH_MEMORY_SPACE_IN_FILE", "Not enough memory space in the ﬁle."),
        0x6A86: ("SW_INCORRECT_P1_P2", "Incorrect parameters (P1,P2)."),
        0x6B00: ("SW_WRONG_P1_P2", "Wrong parameter(s) P1-P2"),
        0x6C00: ("SW_CORRECT_EXPECTED_LENGTH", "Correct Expected Length (Le)."),
        0x6D00: ("SW_INS_NOT_SUPPORTED", "INS value not supported."),
        0x6E00: ("SW_CLA_NOT_SUPPORTED", "CLA value not supported."),
        0x6F00: ("SW_COMMAND_ABORTED", "Command aborted, No precise diagnosis."),
        0x6F01: ("SW_SET_COIN_TYPE_FAILED", "Set coin type failed."),
        0x6F02: ("SW_SET_CURVE_FAILED", "Set curve failed."),
        0x6F03: ("SW_GET_COIN_PUB_DATA_FAILED", "Get coin pub data failed."),
        0x6F04: ("SW_SIGN_DATA_FAILED", "Sign data failed."),
        0x6F07: ("SW_INCORRECT_PIN", "Incorrect PIN."),
        0x6F08: ("SW_PIN_TRIES_EXPIRED", "PIN tries expired."),
        0x6F09: ("SW_RECOVERY_DATA_TOO_LONG", "Too big length of recovery data."),
        0x6F0A: (
            "SW_INCORRECT_START_POS_OR_LE", "Incorrect start or length of recovery data piece in internal buffer."
        ),
        0x6F0B: ("SW_INTEGRITY_OF_RECOVERY_DATA_CORRUPTED", "Hash of recovery data is incorrect."),
        0x6F0C: ("SW_RECOVERY_DATA_ALREADY_EXISTS", "Recovery data already exists."),
        0x6F0D: ("SW_RECOVERY_DATA_IS_NOT_SET", "Recovery data does not exist"),
        0x7F00: ("SW_INCORRECT_KEY_INDEX", "Incorrect key index."),
        0x7F01: ("SW_INCORRECT_KEY_CHUNK_START_OR_LEN", "Incorrect key chunk start or length."),
        0x7F02: ("SW_INCORRECT_KEY_CHUNK_LEN", "Incorrect key chunk length."),
        0x7F03: ("SW_NOT_ENOUGH_SPACE", "Not enough space."),
        0x7F04: ("SW_KEY_SIZE_UNKNOWN", "Key size unknown."),
        0x7F05: ("SW_KEY_LEN_INCORRECT", "Key length incorrect."),
        0x7F06: ("SW_HMAC_EXISTS", "Hmac exists already."),
        0x7F07: ("SW_INCORRECT_KEY_INDEX_TO_CHANGE", "Incorrect key index to change."),
        0x7F08: ("SW_MAX_KEYS_NUMBER_EXCEEDED", "Max number of keys (1023) is exceeded."),
        0x7F09: ("SW_DELETE_KEY_CHUNK_IS_NOT_FINISHED", "Delete key chunk is not finished."),
        0x8F01: ("SW_INCORRECT_SAULT", "Incorrect sault."),
        0x8F02: ("SW_DATA_INTEGRITY_CORRUPTED", "Data integrity corrupted."),
        0x8F03: ("SW_INCORRECT_APDU_HMAC", "Incorrect apdu hmac."),
        0x8F04: ("SW_HMAC_VERIFICATION_TRIES_EXPIRED", "Apdu Hmac verification tries expired."),
        0x9000: ("SW_SUCCESS", "No error."),
        0x9B01: ("SW_COIN_MANAGER_INCORRECT_PIN", "Incorrect PIN."),
        0x9B02: (
            "SW_COIN_MANAGER_UPDATE_PIN_ERROR",
            "Update PIN error (for CHANGE_PIN) or wallet status not support to export (for GENERATE SEED)."
        ),
        0x9B03: ("SW_COIN_MANAGER_LOAD_SEED_ERROR", "Load seed error."),
        0x9F03: ("SW_LOAD_SEED_ERROR", "Load seed error."),
        0xA001: ("SW_SERIAL_NUMBER_IS_NOT_SET", "Serial number does not exist. You must set it."),
        0xA002: ("SW_SERIAL_NUMBER_INCORRECT_FORMAT", "Serial number has incorrect format."),
    ]

    /// Every status word of §10.1, in the spec's order (60 including `9000`).
    public static let allKnown: [TonCardStatusWord] = table.keys.sorted().map { TonCardStatusWord(rawValue: $0) }
}
