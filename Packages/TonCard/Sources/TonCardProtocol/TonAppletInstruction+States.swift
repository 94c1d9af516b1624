/// Which applet states accept each instruction (spec §2.4 / §9.1, the card's own table).
extension TonAppletInstruction {
    /// The states in which the applet runs this instruction; in any other state it answers `6D00`.
    /// This is the card's table, which the port's client-side pre-check also follows (spec §8 item 4).
    public var acceptedStates: Set<TonAppletState> {
        switch self {
        case .getAppInfo, .getSerialNumber:
            return [.installed, .waitingForAuthentication, .personalized, .deleteKeyMode, .blocked]
        case .finishPersonalization, .setEncryptedPasswordForCardAuthentication, .setEncryptedCommonSecret,
            .setSerialNumber:
            return [.installed]
        case .getHashOfEncryptedPassword, .getHashOfEncryptedCommonSecret:
            return [.installed, .waitingForAuthentication]
        case .verifyPassword:
            return [.waitingForAuthentication]
        case .checkAvailableVolumeForNewKey, .addKeyChunk, .initiateChangeOfKey, .changeKeyChunk,
            .initiateDeleteKey:
            return [.personalized]
        case .deleteKeyChunk, .deleteKeyRecord, .getDeleteKeyChunkNumberOfPackets,
            .getDeleteKeyRecordNumberOfPackets, .getDeleteKeyChunkCounter, .getDeleteKeyRecordCounter:
            return [.deleteKeyMode]
        case .getSault, .verifyPin, .getPublicKeyWithDefaultHDPath, .getPublicKey,
            .signShortMessageWithDefaultPath, .signShortMessage, .checkKeyHmacConsistency,
            .getKeyIndexInStorageAndLength, .getKeyChunk, .getNumberOfKeys, .getFreeStorageSize,
            .getOccupiedStorageSize, .getHmac, .resetKeychain, .addRecoveryDataPart,
            .getRecoveryDataPart, .getRecoveryDataHash, .getRecoveryDataLength, .resetRecoveryData,
            .isRecoveryDataSet:
            return [.personalized, .deleteKeyMode]
        }
    }
}
