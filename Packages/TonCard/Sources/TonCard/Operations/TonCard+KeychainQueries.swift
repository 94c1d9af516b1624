import TonCardProtocol

/// The keychain's read-only operations (spec §4.6): counts, sizes, key ids, one key's data.
/// All are HMAC-protected: SEL-TON; C1; C2 → the card's key; then `BD; command` pairs.
extension TonCard {
    /// getNumberOfKeys: B8, 0…1023.
    public func numberOfKeys() async throws(TonCardError) -> Int {
        try await keychainSession(.getNumberOfKeys, uses: [.getNumberOfKeys]) { session throws(TonCardError) in
            try await session.readNumberOfKeys()
        }
    }

    /// getOccupiedStorageSize: BA, bytes used by keys.
    public func occupiedStorageSize() async throws(TonCardError) -> Int {
        try await keychainSession(.getOccupiedStorageSize, uses: [.getOccupiedStorageSize]) {
            session throws(TonCardError) in
            try await session.readSigned(
                .getOccupiedStorageSize, lengthError: .occupiedSizeLength, valueError: .occupiedSizeValue)
        }
    }

    /// getFreeStorageSize: B9, 32767 − occupied.
    public func freeStorageSize() async throws(TonCardError) -> Int {
        try await keychainSession(.getFreeStorageSize, uses: [.getFreeStorageSize]) { session throws(TonCardError) in
            try await session.readSigned(.getFreeStorageSize, lengthError: .freeSizeLength, valueError: .freeSizeValue)
        }
    }

    /// getKeyChainInfo: B8, BA, B9 in one transaction.
    public func keychainInfo() async throws(TonCardError) -> KeychainInfo {
        try await keychainSession(
            .getKeyChainInfo, uses: [.getNumberOfKeys, .getOccupiedStorageSize, .getFreeStorageSize]
        ) {
            session throws(TonCardError) in
            let count = try await session.readNumberOfKeys()
            let occupied = try await session.readSigned(
                .getOccupiedStorageSize, lengthError: .occupiedSizeLength, valueError: .occupiedSizeValue)
            let free = try await session.readSigned(
                .getFreeStorageSize, lengthError: .freeSizeLength, valueError: .freeSizeValue)
            return KeychainInfo(numberOfKeys: count, occupiedSize: occupied, freeSize: free)
        }
    }

    /// getKeyChainDataAboutAllKeys: B8 → n, then BB for each index 0..<n.
    public func keychainKeys() async throws(TonCardError) -> [KeychainKey] {
        try await keychainSession(.getKeyChainDataAboutAllKeys, uses: [.getNumberOfKeys, .getHmac]) {
            session throws(TonCardError) in
            let count = try await session.readNumberOfKeys()
            var keys: [KeychainKey] = []
            keys.reserveCapacity(count)
            // count ≤ 1023 was checked, so the loop is bounded by the card's own limit.
            for index in 0..<count {
                keys.append(try await session.readHmac(index: index))
            }
            return keys
        }
    }

    /// getHmac: BB for one index, 0…1022 (30023 otherwise).
    public func keychainKey(at index: Int) async throws(TonCardError) -> KeychainKey {
        guard (0..<TonCardLimits.maxKeys).contains(index) else {
            throw .invalidInput(.keyIndexValue, operation: .getHmac)
        }
        return try await keychainSession(.getHmac, uses: [.getHmac]) { session throws(TonCardError) in
            try await session.readHmac(index: index)
        }
    }

    /// getIndexAndLenOfKeyInKeyChain: B1 (`7F00` when the card has no such key).
    public func keychainKey(for hmac: KeyHMAC) async throws(TonCardError) -> KeychainKey {
        try await keychainSession(.getIndexAndLenOfKeyInKeyChain, uses: [.getKeyIndexInStorageAndLength]) {
            session throws(TonCardError) in
            try await session.readIndexAndLength(of: hmac)
        }
    }

    /// checkKeyHmacConsistency: B0; the card answers `8F02` when the stored key no longer matches
    /// its HMAC.
    public func checkKeyHmacConsistency(_ hmac: KeyHMAC) async throws(TonCardError) {
        try await keychainSession(.checkKeyHmacConsistency, uses: [.checkKeyHmacConsistency]) {
            session throws(TonCardError) in
            _ = try await session.sendProtected(.checkKeyHmacConsistency, payload: hmac.bytes)
        }
    }

    /// getKeyFromKeyChain: B1 → (index, length); B2 chunks of 128 bytes (tail last). The key read
    /// back must hash to `hmac` under the card's key (40047) — the originals never checked.
    public func key(for hmac: KeyHMAC) async throws(TonCardError) -> [UInt8] {
        let operation = TonCardOperation.getKeyFromKeyChain
        return try await keychainSession(operation, uses: [.getKeyIndexInStorageAndLength, .getKeyChunk]) {
            session throws(TonCardError) in
            let entry = try await session.readIndexAndLength(of: hmac)
            var key: [UInt8] = []
            key.reserveCapacity(entry.length)
            for range in KeyChunks.ranges(length: entry.length) {
                let payload = KeyChunks.bigEndian(entry.index) + KeyChunks.bigEndian(range.lowerBound)
                let chunk = try await session.sendProtected(.getKeyChunk, payload: payload, expectedLength: range.count)
                guard chunk.count == range.count else {
                    throw .invalidResponse(.keyChunkLength, detail: range.count, operation: operation)
                }
                key.append(contentsOf: chunk)
            }
            guard let cardKey = session.hmacKey, cardKey.keyHMAC(for: key) == hmac else {
                throw .invalidResponse(.keyHmacMismatch, operation: operation)
            }
            return key
        }
    }

    /// getDeleteKeyChunkNumOfPackets: E1, in state `37` only (50003).
    public func deleteKeyChunkNumberOfPackets() async throws(TonCardError) -> Int {
        try await deletePackets(
            .getDeleteKeyChunkNumOfPackets, instruction: .getDeleteKeyChunkNumberOfPackets,
            lengthError: .deleteChunkPacketsLength, valueError: .deleteChunkPacketsValue)
    }

    /// getDeleteKeyRecordNumOfPackets: E2, in state `37` only (50003).
    public func deleteKeyRecordNumberOfPackets() async throws(TonCardError) -> Int {
        try await deletePackets(
            .getDeleteKeyRecordNumOfPackets, instruction: .getDeleteKeyRecordNumberOfPackets,
            lengthError: .deleteRecordPacketsLength, valueError: .deleteRecordPacketsValue)
    }

    private func deletePackets(
        _ operation: TonCardOperation, instruction: TonAppletInstruction,
        lengthError: TonCardResponseError, valueError: TonCardResponseError
    ) async throws(TonCardError) -> Int {
        try await run(operation) { session throws(TonCardError) in
            try await session.openApplet(requiring: .deleteKeyMode, else: .deleteKeyMode)
            try await session.loadKeyOfCard()
            return try await session.readSigned(instruction, lengthError: lengthError, valueError: valueError)
        }
    }

    /// SEL-TON; C1 with the state check for `instructions` (and GET_SAULT); C2 → key; then `body`.
    func keychainSession<Result: Sendable>(
        _ operation: TonCardOperation, uses instructions: [TonAppletInstruction],
        _ body: @escaping (CardSession) async throws(TonCardError) -> Result
    ) async throws(TonCardError) -> Result {
        try await run(operation) { session throws(TonCardError) in
            try await session.openApplet(for: [.getSault] + instructions)
            try await session.loadKeyOfCard()
            return try await body(session)
        }
    }
}
