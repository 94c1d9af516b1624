/// A card answered `9000` but with data the spec does not allow: the type-4 errors of §10.2
/// (card responses are outside input; none of them traps). Messages are the spec's; those that end
/// in a colon-less "… = " / "is " get the actual value appended by `TonCardError.message`.
public enum TonCardResponseError: Int, Sendable, Hashable, CaseIterable {
    case saultLength = 40000
    case stateLength = 40001
    case unknownState = 40002
    case recoveryDataHashLength = 40003
    case recoveryDataLengthLength = 40004
    case recoveryDataLengthValue = 40005
    case isRecoveryDataSetLength = 40006
    case recoveryDataPortionLength = 40007
    case passwordHashLength = 40008
    case commonSecretHashLength = 40009
    case commonSecretHashMismatch = 40010
    case passwordHashMismatch = 40011
    case signatureLength = 40012
    case publicKeyLength = 40013
    case numberOfKeysLength = 40014
    case numberOfKeysValue = 40015
    case occupiedSizeLength = 40016
    case freeSizeLength = 40017
    case occupiedSizeValue = 40018
    case freeSizeValue = 40019
    case keyIndexAndLengthLength = 40020
    case keyIndexValue = 40021
    case keyLengthValue = 40022
    case deleteKeyChunkLength = 40023
    case deleteKeyChunkValue = 40024
    case deleteKeyRecordLength = 40025
    case deleteKeyRecordValue = 40026
    case deleteChunkPacketsLength = 40027
    case deleteChunkPacketsValue = 40028
    case deleteRecordPacketsLength = 40029
    case deleteRecordPacketsValue = 40030
    case numberOfKeysAfterAdd = 40031
    case numberOfKeysAfterChange = 40032
    case sendChunkLength = 40033
    case getHmacLength = 40034
    case initiateDeleteLength = 40035
    case keyChunkLength = 40036
    case serialNumberLength = 40037
    case pinTriesLength = 40038
    case pinTriesValue = 40039
    case rootKeyStatusLength = 40040
    case deviceLabelLength = 40041
    case csnLength = 40042
    case seVersionLength = 40043
    case availableMemoryLength = 40044
    case appletListLength = 40045
    case deleteNotFinished = 40046
    case keyHmacMismatch = 40047

    public var message: String {
        switch self {
        case .saultLength: return "Sault response from card must have length 32. Current length is "
        case .stateLength: return "Applet state response from card must have length 1. Current length is "
        case .unknownState: return "Unknown applet state = "
        case .recoveryDataHashLength: return "Recovery data hash must have length 32."
        case .recoveryDataLengthLength: return "Recovery data length byte array must have length 2."
        case .recoveryDataLengthValue: return "Recovery data length must be > 0 and <= 2048."
        case .isRecoveryDataSetLength: return "Response from IS_RECOVERY_DATA_SET card operation must have length 1."
        case .recoveryDataPortionLength: return "Recovery data portion must have length = "
        case .passwordHashLength: return "Hash of encrypted password must have length 32."
        case .commonSecretHashLength: return "Hash of encrypted common secret must have length 32."
        case .commonSecretHashMismatch:
            return "Card two-factor authentication failed: Hash of encrypted common secret is invalid."
        case .passwordHashMismatch:
            return "Card two-factor authentication failed: Hash of encrypted password is invalid."
        case .signatureLength: return "Signature must have length 64."
        case .publicKeyLength: return "Public key must have length 32."
        case .numberOfKeysLength: return "Response from GET_NUMBER_OF_KEYS card operation must have length 2."
        case .numberOfKeysValue: return "Number of keys in keychain must be > 0 and <= 1023."
        case .occupiedSizeLength: return "Response from GET_OCCUPIED_SIZE card operation must have length 2."
        case .freeSizeLength: return "Response from GET_FREE_SIZE_RESPONSE card operation must have length 2."
        case .occupiedSizeValue: return "Occupied size in keychain can not be negative."
        case .freeSizeValue: return "Free size in keychain can not be negative."
        case .keyIndexAndLengthLength:
            return "Response from GET_KEY_INDEX_IN_STORAGE_AND_LEN card operation must have length 4."
        case .keyIndexValue: return "Key index must be >= 0 and <= 1022."
        case .keyLengthValue: return "Key length (in keychain) must be > 0 and <= 8192."
        case .deleteKeyChunkLength: return "Response from DELETE_KEY_CHUNK card operation must have length 1."
        case .deleteKeyChunkValue: return "Response from DELETE_KEY_CHUNK card operation must have value 0 or 1."
        case .deleteKeyRecordLength: return "Response from DELETE_KEY_RECORD card operation must have length 1."
        case .deleteKeyRecordValue: return "Response from DELETE_KEY_RECORD card operation must have value 0 or 1."
        case .deleteChunkPacketsLength:
            return "Response from GET_DELETE_KEY_CHUNK_NUM_OF_PACKETS card operation must have length 2."
        case .deleteChunkPacketsValue:
            return "Response from GET_DELETE_KEY_CHUNK_NUM_OF_PACKETS card operation can not be negative."
        case .deleteRecordPacketsLength: return "Response from GET_DELETE_KEY_RECORD card operation must have length 2."
        case .deleteRecordPacketsValue:
            return "Response from GET_DELETE_KEY_RECORD_NUM_OF_PACKETS card operation can not be negative."
        case .numberOfKeysAfterAdd: return "After ADD_KEY card operation number of keys must be increased by 1."
        case .numberOfKeysAfterChange: return "After CHANGE_KEY card operation number of keys must not be changed."
        case .sendChunkLength: return "Response from SEND_CHUNK card operation must have length 2."
        case .getHmacLength: return "Hash of key (from keychain) must have length 32."
        case .initiateDeleteLength: return "Response from INITIATE_DELETE_KEY card operation must have length 2."
        case .keyChunkLength: return "Key data portion must have length = "
        case .serialNumberLength: return "Response from GET_SERIAL_NUMBER number must have length 24."
        case .pinTriesLength: return "Response from GET_PIN_TLT (GET_PIN_RTL) must have length > 0."
        case .pinTriesValue: return "Response from GET_PIN_TLT (GET_PIN_RTL) must have value >= 0 and <= 10."
        case .rootKeyStatusLength: return "Response from GET_ROOT_KEY_STATUS must have length > 0."
        case .deviceLabelLength: return "Response from GET_DEVICE_LABEL must have length = 32."
        case .csnLength: return "Response from GET_CSN_VERSION must have length > 0."
        case .seVersionLength: return "Response from GET_SE_VERSION must have length > 0."
        case .availableMemoryLength: return "Response from GET_AVAILABLE_MEMORY must have length > 0."
        case .appletListLength: return "Response from GET_APPLET_LIST must have length > 0."
        case .deleteNotFinished: return "Key deletion did not finish within the expected number of steps."
        case .keyHmacMismatch: return "Key read from keychain does not match its hmac."
        }
    }

    /// Whether the message ends in a prefix that the actual value completes (§10.0: "messages with
    /// a dynamic suffix").
    var takesSuffix: Bool {
        switch self {
        case .saultLength, .stateLength, .unknownState, .recoveryDataPortionLength, .keyChunkLength: return true
        default: return false
        }
    }
}
