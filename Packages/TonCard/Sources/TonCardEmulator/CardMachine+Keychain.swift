import CryptoPrimitives
import TonCardProtocol

/// The keychain commands B0–BF and E1–E4 (spec §2, §4.6, §4.7, §9.2).
extension CardMachine {
    mutating func keychain(_ instruction: TonAppletInstruction, _ command: ShortCommand, payload: [UInt8])
        -> CardResponse
    {
        switch instruction {
        case .checkKeyHmacConsistency:
            guard let index = state.keychain.index(ofMac: payload) else { return .status(.incorrectKeyIndex) }
            guard let key = state.keychain.keyBytes(at: index), macOf(key) == payload else {
                return .status(.dataIntegrityCorrupted)
            }
            return CardResponse()
        case .getKeyIndexInStorageAndLength:
            guard let index = state.keychain.index(ofMac: payload) else { return .status(.incorrectKeyIndex) }
            return CardResponse(TwoBytes.encode(index) + TwoBytes.encode(state.keychain.records[index].length))
        case .getKeyChunk:
            return keyChunk(payload, expectedLength: command.expectedLength)
        case .checkAvailableVolumeForNewKey:
            let size = TwoBytes.decode(payload) ?? 0
            guard (1...TonCardLimits.maxKeySize).contains(size) else { return .status(.wrongLength) }
            guard size <= state.keychain.freeSize else { return .status(.notEnoughSpace) }
            state.keychain.newKeySize = size
            state.keychain.received = []
            return CardResponse()
        case .addKeyChunk:
            return addChunk(command, payload: payload, limit: state.keychain.newKeySize) { machine, mac in
                machine.state.keychain.commitNewKey(mac: mac)
            }
        case .initiateChangeOfKey:
            let index = TwoBytes.decode(payload) ?? Int.max
            guard state.keychain.records.indices.contains(index) else { return .status(.incorrectKeyIndex) }
            state.keychain.indexToChange = index
            state.keychain.received = []
            return CardResponse()
        case .changeKeyChunk:
            guard let index = state.keychain.indexToChange, state.keychain.records.indices.contains(index) else {
                return .status(.incorrectKeyIndexToChange)
            }
            return addChunk(command, payload: payload, limit: state.keychain.records[index].length, changing: index) {
                machine, mac in
                machine.state.keychain.commitChange(at: index, mac: mac)
            }
        case .initiateDeleteKey:
            let index = TwoBytes.decode(payload) ?? Int.max
            guard state.keychain.records.indices.contains(index) else { return .status(.incorrectKeyIndex) }
            guard AppletLengthRules.isValidLe(instruction, command) else { return .status(.wrongLength) }
            let length = state.keychain.initiateDelete(index: index)
            state.appletState = .deleteKeyMode
            return CardResponse(TwoBytes.encode(length))
        case .getNumberOfKeys:
            return CardResponse(TwoBytes.encode(state.keychain.numberOfKeys))
        case .getFreeStorageSize:
            return CardResponse(TwoBytes.encode(state.keychain.freeSize))
        case .getOccupiedStorageSize:
            return CardResponse(TwoBytes.encode(state.keychain.occupiedSize))
        case .getHmac:
            let index = TwoBytes.decode(payload) ?? Int.max
            guard state.keychain.records.indices.contains(index) else { return .status(.incorrectKeyIndex) }
            let record = state.keychain.records[index]
            return CardResponse(record.mac + TwoBytes.encode(record.length))
        case .resetKeychain:
            state.keychain.reset()
            state.appletState = .personalized
            return CardResponse()
        case .deleteKeyChunk:
            return CardResponse([state.keychain.deleteChunkStep()])
        case .deleteKeyRecord:
            let done = state.keychain.deleteRecordStep()
            if done == 1 { state.appletState = .personalized }
            return CardResponse([done])
        case .getDeleteKeyChunkNumberOfPackets:
            return CardResponse(TwoBytes.encode(state.keychain.deletion?.chunkPackets ?? 0))
        case .getDeleteKeyRecordNumberOfPackets:
            return CardResponse(TwoBytes.encode(state.keychain.deletion?.recordPackets ?? 0))
        case .getDeleteKeyChunkCounter:
            return CardResponse(TwoBytes.encode(state.keychain.deletion?.chunkCounter ?? 0))
        case .getDeleteKeyRecordCounter:
            return CardResponse(TwoBytes.encode(state.keychain.deletion?.recordCounter ?? 0))
        default:
            return .status(.insNotSupported)
        }
    }

    /// B2: Le bytes of key `index` from `startPos`; the variable Le is validated as part of the range.
    private func keyChunk(_ payload: [UInt8], expectedLength: Int) -> CardResponse {
        let index = TwoBytes.decode(payload) ?? Int.max
        guard state.keychain.records.indices.contains(index) else { return .status(.incorrectKeyIndex) }
        let start = TwoBytes.decode(payload, at: 2) ?? Int.max
        guard let key = state.keychain.keyBytes(at: index), expectedLength > 0,
            start < key.count, start + expectedLength <= key.count
        else { return .status(.incorrectKeyChunkStartOrLen) }
        return CardResponse(Array(key[start..<(start + expectedLength)]))
    }

    /// B4/B6: data parts go to the temporary buffer (`first` restarts it); the closing `02` checks
    /// the MAC of the whole key (`8F02`), refuses a duplicate id (`7F06`), commits and answers the
    /// number of keys.
    private mutating func addChunk(
        _ command: ShortCommand, payload: [UInt8], limit: Int, changing: Int? = nil,
        commit: (inout CardMachine, [UInt8]) -> Void
    ) -> CardResponse {
        let phase = ChunkPhase(cardReading: command.p1)
        if phase != .end {
            let chunk = Array(payload.dropFirst())
            let base = phase == .first ? 0 : state.keychain.received.count
            guard base + chunk.count <= limit else { return .status(.incorrectKeyChunkLen) }
            if phase == .first { state.keychain.received = [] }
            state.keychain.received += chunk
            return CardResponse()
        }
        guard macOf(state.keychain.received) == payload else { return .status(.dataIntegrityCorrupted) }
        if let existing = state.keychain.index(ofMac: payload), existing != changing {
            return .status(.hmacExists)
        }
        commit(&self, payload)
        return CardResponse(TwoBytes.encode(state.keychain.numberOfKeys))
    }

    /// A key's id under this card's K_hmac.
    private func macOf(_ key: [UInt8]) -> [UInt8]? {
        guard let hmacKey = state.hmacKey else { return nil }
        return ActivationCryptography.keyIdentifier(of: key, hmacKey: SymmetricKey(data: hmacKey))
    }
}
