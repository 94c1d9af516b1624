import TonCardProtocol

/// Steps 5 and 9 of spec §2.2: the Lc each command must carry and the Le it must ask for.
enum AppletLengthRules {
    /// Bytes a protected field adds to its payload: sault and MAC.
    static let protectionOverhead = TonCardLimits.saultLength + TonCardLimits.macLength

    /// Step 5. Commands without a data field must come without one.
    static func isValidLc(_ instruction: TonAppletInstruction, _ command: ShortCommand) -> Bool {
        let count = command.data.count
        switch instruction {
        case .setEncryptedPasswordForCardAuthentication:
            return count == TonCardLimits.passwordLength
        case .setEncryptedCommonSecret:
            return count == TonCardLimits.commonSecretLength
        case .setSerialNumber:
            return count == TonCardLimits.serialNumberLength
        case .verifyPassword:
            return count == TonCardLimits.passwordLength + TonCardLimits.ivLength
        case .finishPersonalization, .getHashOfEncryptedPassword, .getHashOfEncryptedCommonSecret, .getAppInfo,
            .getSerialNumber, .getSault, .getPublicKeyWithDefaultHDPath, .getRecoveryDataHash,
            .getRecoveryDataLength, .resetRecoveryData, .isRecoveryDataSet:
            return count == 0
        case .verifyPin:
            return count == TonCardLimits.pinLength + protectionOverhead
        case .getPublicKey:
            // Lc 0 passes here and is refused with 6F03 by the command (spec §6).
            return count <= TonCardLimits.maxHDIndexDigits
        case .signShortMessageWithDefaultPath:
            guard count >= 2 else { return false }
            let length = Int(command.data[0]) << 8 | Int(command.data[1])
            return (1...TonCardLimits.maxMessageLengthDefaultPath).contains(length)
                && count == length + 2 + protectionOverhead
        case .signShortMessage:
            guard count >= 2 else { return false }
            let length = Int(command.data[0]) << 8 | Int(command.data[1])
            guard (1...TonCardLimits.maxMessageLengthWithPath).contains(length), count > length + 2 else {
                return false
            }
            let indexLength = Int(command.data[length + 2])
            guard (1...TonCardLimits.maxHDIndexDigits).contains(indexLength) else { return false }
            return count == length + indexLength + 3 + protectionOverhead
        case .checkKeyHmacConsistency, .getKeyIndexInStorageAndLength:
            return count == TonCardLimits.hashLength + protectionOverhead
        case .getKeyChunk:
            return count == 4 + protectionOverhead
        case .checkAvailableVolumeForNewKey, .initiateChangeOfKey, .initiateDeleteKey, .getHmac:
            return count == 2 + protectionOverhead
        case .addKeyChunk, .changeKeyChunk:
            if ChunkPhase(cardReading: command.p1) == .end {
                return count == TonCardLimits.hashLength + protectionOverhead
            }
            guard count >= 1 else { return false }
            let length = Int(command.data[0])
            return (1...TonCardLimits.maxCardChunkSize).contains(length) && count == length + 1 + protectionOverhead
        case .getNumberOfKeys, .getFreeStorageSize, .getOccupiedStorageSize, .resetKeychain, .deleteKeyChunk,
            .deleteKeyRecord, .getDeleteKeyChunkNumberOfPackets, .getDeleteKeyRecordNumberOfPackets,
            .getDeleteKeyChunkCounter, .getDeleteKeyRecordCounter:
            return count == protectionOverhead
        case .addRecoveryDataPart:
            // Data parts: any length here; the 2048-byte limit is checked as the part is stored.
            return ChunkPhase(cardReading: command.p1) != .end || count == TonCardLimits.hashLength
        case .getRecoveryDataPart:
            return count == 2
        }
    }

    /// Step 9: a fixed-length answer needs exactly that Ne (absent Le = 0, `00` = 256).
    static func isValidLe(_ instruction: TonAppletInstruction, _ command: ShortCommand) -> Bool {
        switch instruction.responseLength(p1: command.p1) {
        case .none, .variable: return true
        case .exact(let count): return command.expectedLength == count
        }
    }
}
