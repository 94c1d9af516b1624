import TonCardProtocol

/// A state file is outside input: an edited or damaged one must be refused at load, not trap
/// later when a command indexes into it. These are the invariants the card logic relies on.
extension PersistentCardState {
    var isConsistent: Bool {
        guard sault.count == TonCardLimits.saultLength,
            serialNumber.map({ $0.count == TonCardLimits.serialNumberLength && $0.allSatisfy { $0 <= 9 } }) ?? true,
            encryptedPassword.map({ $0.count == TonCardLimits.passwordLength }) ?? true,
            encryptedCommonSecret.map({ $0.count == TonCardLimits.commonSecretLength }) ?? true,
            hmacKey.map({ $0.count == TonCardLimits.hashLength }) ?? true,
            (0...TonCardLimits.maxPasswordTries).contains(passwordFailures),
            (0...TonCardLimits.maxHmacFailures).contains(hmacFailures),
            (0...Int(Int32.max)).contains(pinFailures),
            appletState == .installed || appletState == .waitingForAuthentication || appletState == .blocked
                || hmacKey != nil
        else { return false }
        return coinManager.isConsistent && keychain.isConsistent
            && recovery.data.count <= TonCardLimits.maxRecoveryDataLength
    }
}

extension CoinManagerState {
    var isConsistent: Bool {
        (seed.map { TonCardLimits.seedLengthRange.contains($0.count) } ?? true)
            && pin.count == TonCardLimits.pinLength
            && (0...TonCardLimits.maxPinTries).contains(remainingTries)
            && label.count == TonCardLimits.deviceLabelLength
    }
}

extension KeychainState {
    var isConsistent: Bool {
        guard records.count <= TonCardLimits.maxKeys,
            storage.count <= TonCardLimits.keychainCapacity,
            records.allSatisfy({ record in
                record.offset >= 0 && (1...TonCardLimits.maxKeySize).contains(record.length)
                    && record.offset + record.length <= storage.count
                    && record.mac.count == TonCardLimits.hashLength
            }),
            occupiedSize <= TonCardLimits.keychainCapacity,
            (0...TonCardLimits.maxKeySize).contains(newKeySize),
            received.count <= TonCardLimits.maxKeySize,
            indexToChange.map({ records.indices.contains($0) }) ?? true,
            (0...TonCardLimits.maxKeySize).contains(lastKeyLengthToDelete)
        else { return false }
        guard let job = deletion else { return true }
        return records.indices.contains(job.index)
            && (1...TonCardLimits.maxKeySize).contains(job.keyLength)
            && (0...(TonCardLimits.keychainCapacity / TonCardLimits.deletePacketSize)).contains(job.chunkPackets)
            && (0..<TonCardLimits.deletePacketSize).contains(job.chunkTail)
            && (0...(TonCardLimits.maxKeys / TonCardLimits.deleteRecordsPerPacket)).contains(job.recordPackets)
            && (0..<TonCardLimits.deleteRecordsPerPacket).contains(job.recordTail)
            && (0...job.chunkPackets).contains(job.chunkCounter)
            && (0...job.recordPackets).contains(job.recordCounter)
    }
}
