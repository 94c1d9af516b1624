/// The public operations of the card API, named as the original library and the spec name them
/// (§4), so an error says which call failed in the words an app porting from TonNfcClientSwift
/// already uses.
public enum TonCardOperation: String, Sendable, Hashable, CaseIterable {
    // Common (§4.1).
    case getTonAppletState, getSerialNumber, getSault
    // Host key store (§4.1, §4.1.1).
    case createKeyForHmac, selectKeyForHmac, getCurrentSerialNumber, getAllSerialNumbers
    case isKeyForHmacExist, deleteKeyForHmac
    // Coin manager (§4.2).
    case getMaxPinTries, getRemainingPinTries, getRootKeyStatus, getDeviceLabel, getCsn, getSeVersion
    case getAvailableMemory, getAppsList, setDeviceLabel, generateSeed, changePin, resetWallet
    // Activation (§4.3).
    case getHashOfEncryptedCommonSecret, getHashOfEncryptedPassword, getHashes, generateSeedAndGetHashes
    case turnOnWallet, verifyPassword
    // Ed25519 (§4.4).
    case verifyPin, getPublicKeyForDefaultPath, getPublicKey, signForDefaultHdPath, sign
    case verifyPinAndSignForDefaultHdPath, verifyPinAndSign
    case checkSerialNumberAndGetPublicKeyForDefaultPath, checkSerialNumberAndGetPublicKey
    case checkSerialNumberAndSignForDefaultHdPath, checkSerialNumberAndSign
    case checkSerialNumberAndVerifyPinAndSignForDefaultHdPath, checkSerialNumberAndVerifyPinAndSign
    // Recovery data (§4.5).
    case addRecoveryData, getRecoveryData, getRecoveryDataLen, getRecoveryDataHash, isRecoveryDataSet
    case resetRecoveryData
    // Keychain (§4.6, §4.7).
    case resetKeyChain, getNumberOfKeys, getOccupiedStorageSize, getFreeStorageSize, getKeyChainInfo
    case getKeyChainDataAboutAllKeys, getHmac, getIndexAndLenOfKeyInKeyChain, checkAvailableVolForNewKey
    case checkKeyHmacConsistency, getKeyFromKeyChain, addKeyIntoKeyChain, changeKeyInKeyChain
    case deleteKeyFromKeyChain, finishDeleteKeyFromKeyChainAfterInterruption
    case getDeleteKeyChunkNumOfPackets, getDeleteKeyRecordNumOfPackets
}
