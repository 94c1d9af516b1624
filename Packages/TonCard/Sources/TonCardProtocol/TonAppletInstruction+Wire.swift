/// The wire facts of each instruction from the spec §2 table: MAC protection and Le.
extension TonAppletInstruction {
    /// Whether the data field is `payload ‖ sault ‖ HMAC` (the "HMAC" column, spec §1).
    public var isProtected: Bool {
        switch self {
        case .verifyPin, .signShortMessageWithDefaultPath, .signShortMessage,
            .checkKeyHmacConsistency, .getKeyIndexInStorageAndLength, .getKeyChunk,
            .checkAvailableVolumeForNewKey, .addKeyChunk, .initiateChangeOfKey, .changeKeyChunk,
            .initiateDeleteKey, .getNumberOfKeys, .getFreeStorageSize, .getOccupiedStorageSize,
            .getHmac, .resetKeychain, .deleteKeyChunk, .deleteKeyRecord,
            .getDeleteKeyChunkNumberOfPackets, .getDeleteKeyRecordNumberOfPackets,
            .getDeleteKeyChunkCounter, .getDeleteKeyRecordCounter:
            return true
        default:
            return false
        }
    }

    /// The Le the card requires for this instruction with this P1 (only B4 and B6 depend on P1:
    /// their closing `02` command returns the key count).
    public func responseLength(p1: UInt8 = 0x00) -> ResponseLength {
        switch self {
        case .getHashOfEncryptedPassword, .getHashOfEncryptedCommonSecret, .getSault,
            .getPublicKeyWithDefaultHDPath, .getPublicKey, .getRecoveryDataHash:
            return .exact(TonCardLimits.hashLength)
        case .getAppInfo, .deleteKeyChunk, .deleteKeyRecord, .isRecoveryDataSet:
            return .exact(1)
        case .getSerialNumber:
            return .exact(TonCardLimits.serialNumberLength)
        case .signShortMessageWithDefaultPath, .signShortMessage:
            return .exact(TonCardLimits.signatureLength)
        case .getKeyIndexInStorageAndLength:
            return .exact(4)
        case .initiateDeleteKey, .getNumberOfKeys, .getFreeStorageSize, .getOccupiedStorageSize,
            .getDeleteKeyChunkNumberOfPackets, .getDeleteKeyRecordNumberOfPackets,
            .getDeleteKeyChunkCounter, .getDeleteKeyRecordCounter, .getRecoveryDataLength:
            return .exact(2)
        case .getHmac:
            return .exact(TonCardLimits.hashLength + 2)
        case .addKeyChunk, .changeKeyChunk:
            return ChunkPhase(cardReading: p1) == .end ? .exact(2) : .none
        case .getKeyChunk, .getRecoveryDataPart:
            return .variable
        case .finishPersonalization, .setEncryptedPasswordForCardAuthentication, .setEncryptedCommonSecret,
            .setSerialNumber, .verifyPassword, .verifyPin, .checkKeyHmacConsistency,
            .checkAvailableVolumeForNewKey, .initiateChangeOfKey, .resetKeychain,
            .addRecoveryDataPart, .resetRecoveryData:
            return .none
        }
    }
}
