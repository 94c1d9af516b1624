import ByteTools
import TonCardProtocol

/// The keychain's changing operations (spec §4.6): reset, space check, add and change in chunks.
/// Add and change need state `17` (50002); every command is protected with a fresh sault.
extension TonCard {
    /// resetKeyChain: BC. Empties the keychain and leaves state `37` if a delete was pending.
    public func resetKeychain() async throws(TonCardError) {
        try await keychainSession(.resetKeyChain, uses: [.resetKeychain]) { session throws(TonCardError) in
            _ = try await session.sendProtected(.resetKeychain)
        }
    }

    /// checkAvailableVolForNewKey: B3 with the size (1…8192, 30021); `7F03` when there is no room.
    public func checkAvailableVolumeForNewKey(size: Int) async throws(TonCardError) {
        let operation = TonCardOperation.checkAvailableVolForNewKey
        guard (1...TonCardLimits.maxKeySize).contains(size) else { throw .invalidInput(.keySize, operation: operation) }
        try await run(operation) { session throws(TonCardError) in
            try await session.openApplet(requiring: .personalized, else: .personalized)
            try await session.loadKeyOfCard()
            _ = try await session.sendProtected(.checkAvailableVolumeForNewKey, payload: KeyChunks.bigEndian(size))
        }
    }

    /// addKeyIntoKeyChain: B8 → old count; B3 size; B4 chunks (P1 `00` first, `01` after, each
    /// `len ‖ chunk`); B4 P1 `02` with the key's HMAC → new count, which must be old + 1 (40031).
    ///
    /// - Returns: the new key's id, `HMAC-SHA256(K_hmac, key)`.
    @discardableResult
    public func addKey(_ key: [UInt8]) async throws(TonCardError) -> KeyHMAC {
        let operation = TonCardOperation.addKeyIntoKeyChain
        guard (1...TonCardLimits.maxKeySize).contains(key.count) else {
            throw .invalidInput(.keySize, operation: operation)
        }
        return try await run(operation) { session throws(TonCardError) in
            try await session.openApplet(requiring: .personalized, else: .personalized)
            try await session.loadKeyOfCard()
            let before = try await session.readNumberOfKeys()
            _ = try await session.sendProtected(.checkAvailableVolumeForNewKey, payload: KeyChunks.bigEndian(key.count))
            let hmac = try await session.writeKeyChunks(key, instruction: .addKeyChunk)
            let after = try await session.finishKeyWrite(hmac, instruction: .addKeyChunk)
            guard after == before + 1 else {
                throw .invalidResponse(.numberOfKeysAfterAdd, detail: after, operation: operation)
            }
            return hmac
        }
    }

    /// addKeyIntoKeyChain from hex text (30019 not hex, 30020 length).
    @discardableResult
    public func addKey(hex: String) async throws(TonCardError) -> KeyHMAC {
        try await addKey(try Self.keyBytes(hex: hex, operation: .addKeyIntoKeyChain))
    }

    /// changeKeyInKeyChain: B8 → count; B1 of the old key (its length must equal the new key's,
    /// 30022); B5 index; B6 chunks; B6 P1 `02` with the new HMAC → count, unchanged (40032).
    ///
    /// - Returns: the new key's id.
    @discardableResult
    public func changeKey(_ oldHmac: KeyHMAC, to newKey: [UInt8]) async throws(TonCardError) -> KeyHMAC {
        let operation = TonCardOperation.changeKeyInKeyChain
        guard (1...TonCardLimits.maxKeySize).contains(newKey.count) else {
            throw .invalidInput(.keySize, operation: operation)
        }
        return try await run(operation) { session throws(TonCardError) in
            try await session.openApplet(requiring: .personalized, else: .personalized)
            try await session.loadKeyOfCard()
            let before = try await session.readNumberOfKeys()
            let old = try await session.readIndexAndLength(of: oldHmac)
            guard old.length == newKey.count else {
                throw .invalidInput(.newKeyLength, detail: old.length, operation: operation)
            }
            _ = try await session.sendProtected(.initiateChangeOfKey, payload: KeyChunks.bigEndian(old.index))
            let hmac = try await session.writeKeyChunks(newKey, instruction: .changeKeyChunk)
            let after = try await session.finishKeyWrite(hmac, instruction: .changeKeyChunk)
            guard after == before else {
                throw .invalidResponse(.numberOfKeysAfterChange, detail: after, operation: operation)
            }
            return hmac
        }
    }

    /// changeKeyInKeyChain from hex text.
    @discardableResult
    public func changeKey(_ oldHmac: KeyHMAC, toHex newKey: String) async throws(TonCardError) -> KeyHMAC {
        try await changeKey(oldHmac, to: try Self.keyBytes(hex: newKey, operation: .changeKeyInKeyChain))
    }

    static func keyBytes(hex: String, operation: TonCardOperation) throws(TonCardError) -> [UInt8] {
        guard Hex.isDigits(hex) else { throw .invalidInput(.keyNotHex, operation: operation) }
        guard (2...TonCardLimits.maxKeySize * 2).contains(hex.utf8.count), let bytes = (try? Hex.decode(hex)) else {
            throw .invalidInput(.keyLength, operation: operation)
        }
        return bytes
    }
}

extension CardSession {
    /// B4/B6 data parts: `len ‖ chunk` with P1 `00` for the first and `01` for the rest. Returns
    /// the key's HMAC under the card's key, which the closing command carries.
    func writeKeyChunks(_ key: [UInt8], instruction: TonAppletInstruction) async throws(TonCardError) -> KeyHMAC {
        guard let cardKey = hmacKey else { throw .keyStore(.currentSerialNumberNotSet, operation: operation) }
        for (number, range) in KeyChunks.ranges(length: key.count).enumerated() {
            let phase: ChunkPhase = number == 0 ? .first : .next
            _ = try await sendProtected(
                instruction, p1: phase.rawValue, payload: [UInt8(range.count)] + Array(key[range]))
        }
        return cardKey.keyHMAC(for: key)
    }

    /// B4/B6 P1 `02` with the HMAC → the key count (2 bytes, 40033; 1…1023, 40015). The card checks
    /// the HMAC against the bytes it received (`8F02`) and refuses duplicates (`7F06`).
    func finishKeyWrite(_ hmac: KeyHMAC, instruction: TonAppletInstruction) async throws(TonCardError) -> Int {
        let data = try await sendProtected(instruction, p1: ChunkPhase.end.rawValue, payload: hmac.bytes)
        let count = try twoByteValue(data, else: .sendChunkLength)
        guard (1...TonCardLimits.maxKeys).contains(count) else {
            throw .invalidResponse(.numberOfKeysValue, detail: count, operation: operation)
        }
        return count
    }
}
