import CryptoPrimitives
import TonCardProtocol

/// The TON wallet applet's dispatcher: the check order of spec §2.2, one status word per step.
extension CardMachine {
    mutating func applet(_ command: ShortCommand) -> CardResponse {
        // Step 2: class.
        guard command.cla == TonCardClass.tonWalletApplet else { return .status(.claNotSupported) }
        // Step 3: instruction known and allowed in this state.
        guard let instruction = TonAppletInstruction(rawValue: command.ins),
            instruction.acceptedStates.contains(state.appletState)
        else { return .status(.insNotSupported) }
        // Step 4: checks that run before the data is read.
        if let refusal = preCheck(instruction, command) { return .status(refusal) }
        // Step 5: Lc.
        guard AppletLengthRules.isValidLc(instruction, command) else { return .status(.wrongLength) }
        var payload = command.data
        if instruction.isProtected {
            // B3 cancels a prepared add before its own MAC is checked (spec §2.2).
            if instruction == .checkAvailableVolumeForNewKey { state.keychain.newKeySize = 0 }
            switch unprotect(command.data) {
            case .success(let inner): payload = inner
            case .failure(let refusal): return .status(refusal)
            }
        }
        // Step 9: Le, except where the command validates a variable Le itself (B2, D2) or checks
        // its index first (B7).
        if instruction != .initiateDeleteKey, !AppletLengthRules.isValidLe(instruction, command) {
            return .status(.wrongLength)
        }
        // Step 10.
        return execute(instruction, command, payload: payload)
    }

    /// Steps 6–8 for a protected command: payload size, sault (regenerated at every comparison),
    /// MAC with the consecutive-failure counter. Returns the payload without sault and MAC.
    mutating func unprotect(_ field: [UInt8]) -> Result<[UInt8], RefusalStatus> {
        guard let sealed = try? ProtectedData(parsing: field) else { return .failure(RefusalStatus(.wrongLength)) }
        guard TonCardLimits.protectedPayloadRange.contains(sealed.payload.count + TonCardLimits.saultLength) else {
            return .failure(RefusalStatus(.incorrectPayload))
        }
        let saultMatches = sealed.hasSault(state.sault)
        guard regenerateSault() else { return .failure(RefusalStatus(.commandAborted)) }
        guard saultMatches else { return .failure(RefusalStatus(.incorrectSault)) }
        guard let key = state.hmacKey, sealed.isAuthentic(under: SymmetricKey(data: key)) else {
            state.hmacFailures += 1
            if state.hmacFailures >= TonCardLimits.maxHmacFailures {
                state.appletState = .blocked
                return .failure(RefusalStatus(.hmacVerificationTriesExpired))
            }
            return .failure(RefusalStatus(.incorrectApduHmac))
        }
        state.hmacFailures = 0
        return .success(sealed.payload)
    }

    /// Step 4 of spec §2.2: refusals that come before Lc is looked at and consume no sault.
    func preCheck(_ instruction: TonAppletInstruction, _ command: ShortCommand) -> TonCardStatusWord? {
        let keychain = state.keychain
        switch instruction {
        case .deleteKeyRecord:
            if keychain.deletion?.chunksDone != true { return .deleteKeyChunkIsNotFinished }
        case .checkAvailableVolumeForNewKey:
            if keychain.numberOfKeys >= TonCardLimits.maxKeys { return .maxKeysNumberExceeded }
        case .addKeyChunk:
            if keychain.numberOfKeys >= TonCardLimits.maxKeys { return .maxKeysNumberExceeded }
            if keychain.newKeySize == 0 { return .keySizeUnknown }
            if ChunkPhase(cardReading: command.p1) == .end, keychain.received.count != keychain.newKeySize {
                return .keyLenIncorrect
            }
        case .changeKeyChunk:
            guard let index = keychain.indexToChange, keychain.records.indices.contains(index) else {
                return .incorrectKeyIndexToChange
            }
            if ChunkPhase(cardReading: command.p1) == .end, keychain.received.count != keychain.records[index].length {
                return .keyLenIncorrect
            }
        case .getPublicKey, .getPublicKeyWithDefaultHDPath:
            if state.pinFailures >= TonCardLimits.maxPinTries { return .pinTriesExpired }
        case .getSerialNumber:
            if state.serialNumber == nil { return .serialNumberIsNotSet }
        case .addRecoveryDataPart:
            if state.recovery.isSet { return .recoveryDataAlreadyExists }
        case .getRecoveryDataPart, .getRecoveryDataHash, .getRecoveryDataLength:
            if !state.recovery.isSet { return .recoveryDataIsNotSet }
        case .finishPersonalization:
            if state.encryptedPassword == nil || state.encryptedCommonSecret == nil || state.serialNumber == nil {
                return .personalizationNotFinished
            }
        default:
            break
        }
        return nil
    }

    /// Step 10: the command itself.
    mutating func execute(_ instruction: TonAppletInstruction, _ command: ShortCommand, payload: [UInt8])
        -> CardResponse
    {
        switch instruction {
        case .finishPersonalization, .setEncryptedPasswordForCardAuthentication, .setEncryptedCommonSecret,
            .setSerialNumber, .verifyPassword, .getHashOfEncryptedPassword, .getHashOfEncryptedCommonSecret,
            .getAppInfo, .getSerialNumber, .getSault:
            return activation(instruction, payload: payload)
        case .verifyPin, .getPublicKeyWithDefaultHDPath, .getPublicKey, .signShortMessageWithDefaultPath,
            .signShortMessage:
            return ed25519(instruction, payload: payload)
        case .addRecoveryDataPart, .getRecoveryDataPart, .getRecoveryDataHash, .getRecoveryDataLength,
            .resetRecoveryData, .isRecoveryDataSet:
            return recovery(instruction, command, payload: payload)
        default:
            return keychain(instruction, command, payload: payload)
        }
    }
}
