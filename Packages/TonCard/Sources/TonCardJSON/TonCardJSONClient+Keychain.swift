import TonCard

/// CardKeyChainNfcApi (spec §4.6, §4.7): the card's keychain, every call HMAC-protected. Keys and
/// key ids are hex; counts and sizes decimal, except getKeyChainInfo's JSON numbers.
extension TonCardJSONClient {
    /// resetKeyChain.
    public func resetKeyChain() async throws(TonCardJSONFailure) -> String {
        try await respondDone { () async throws(TonCardError) in try await card.resetKeychain() }
    }

    /// getNumberOfKeys: decimal.
    public func getNumberOfKeys() async throws(TonCardJSONFailure) -> String {
        try await respondCount { () async throws(TonCardError) in try await card.numberOfKeys() }
    }

    /// getOccupiedStorageSize: decimal bytes.
    public func getOccupiedStorageSize() async throws(TonCardJSONFailure) -> String {
        try await respondCount { () async throws(TonCardError) in try await card.occupiedStorageSize() }
    }

    /// getFreeStorageSize: decimal bytes.
    public func getFreeStorageSize() async throws(TonCardJSONFailure) -> String {
        try await respondCount { () async throws(TonCardError) in try await card.freeStorageSize() }
    }

    /// getKeyChainInfo: `{"numberOfKeys":n,"occupiedSize":n,"freeSize":n,"status":"ok"}`.
    public func getKeyChainInfo() async throws(TonCardJSONFailure) -> String {
        try await respond({ () async throws(TonCardError) in try await card.keychainInfo() }) {
            TonCardJSONFormat.keychainInfo($0)
        }
    }

    /// getKeyChainDataAboutAllKeys: `{"keysData":[{"hmac":…,"length":"…"},…],"status":"ok"}`.
    public func getKeyChainDataAboutAllKeys() async throws(TonCardJSONFailure) -> String {
        try await respond({ () async throws(TonCardError) in try await card.keychainKeys() }) {
            TonCardJSONFormat.keysData($0)
        }
    }

    /// getHmac: the 64-hex id of the key at `index` (decimal 0…1022).
    public func getHmac(index: String) async throws(TonCardJSONFailure) -> String {
        try await respond({ () async throws(TonCardError) in
            try await card.keychainKey(at: JSONArguments.keyIndex(index, operation: .getHmac))
        }) { TonCardJSONFormat.message($0.hmac.hex) }
    }

    /// getIndexAndLenOfKeyInKeyChain: the message is the JSON string `{"index":i,"length":n}`.
    public func getIndexAndLenOfKeyInKeyChain(keyHmac: String) async throws(TonCardJSONFailure) -> String {
        try await respond({ () async throws(TonCardError) in
            try await card.keychainKey(for: KeyHMAC(hex: keyHmac, operation: .getIndexAndLenOfKeyInKeyChain))
        }) { TonCardJSONFormat.indexAndLength($0) }
    }

    /// checkAvailableVolForNewKey: "done" when a key of `keySize` bytes (decimal 1…8192) fits.
    public func checkAvailableVolForNewKey(keySize: String) async throws(TonCardJSONFailure) -> String {
        try await respondDone { () async throws(TonCardError) in
            try await card.checkAvailableVolumeForNewKey(
                size: JSONArguments.keySize(keySize, operation: .checkAvailableVolForNewKey))
        }
    }

    /// checkKeyHmacConsistency.
    public func checkKeyHmacConsistency(keyHmac: String) async throws(TonCardJSONFailure) -> String {
        try await respondDone { () async throws(TonCardError) in
            try await card.checkKeyHmacConsistency(KeyHMAC(hex: keyHmac, operation: .checkKeyHmacConsistency))
        }
    }

    /// getKeyFromKeyChain: the key, hex, checked against its id (40047 when it does not match).
    public func getKeyFromKeyChain(keyHmac: String) async throws(TonCardJSONFailure) -> String {
        try await respondHex { () async throws(TonCardError) in
            try await card.key(for: KeyHMAC(hex: keyHmac, operation: .getKeyFromKeyChain))
        }
    }

    /// addKeyIntoKeyChain: the new key's id.
    public func addKeyIntoKeyChain(newKey: String) async throws(TonCardJSONFailure) -> String {
        try await respond({ () async throws(TonCardError) in try await card.addKey(hex: newKey) }) {
            TonCardJSONFormat.message($0.hex)
        }
    }

    /// changeKeyInKeyChain: the new key's id; the new key must be as long as the old one (30022).
    public func changeKeyInKeyChain(newKey: String, oldKeyHmac: String) async throws(TonCardJSONFailure) -> String {
        try await respond({ () async throws(TonCardError) in
            try await card.changeKey(KeyHMAC(hex: oldKeyHmac, operation: .changeKeyInKeyChain), toHex: newKey)
        }) { TonCardJSONFormat.message($0.hex) }
    }

    /// deleteKeyFromKeyChain: the number of keys left, decimal.
    public func deleteKeyFromKeyChain(keyHmac: String) async throws(TonCardJSONFailure) -> String {
        try await respondCount { () async throws(TonCardError) in
            try await card.deleteKey(KeyHMAC(hex: keyHmac, operation: .deleteKeyFromKeyChain))
        }
    }

    /// finishDeleteKeyFromKeyChainAfterInterruption: the number of keys left once the interrupted
    /// deletion is finished. (The original's unused `keyMac` argument is not taken.)
    public func finishDeleteKeyFromKeyChainAfterInterruption() async throws(TonCardJSONFailure) -> String {
        try await respondCount { () async throws(TonCardError) in try await card.finishDeleteKeyAfterInterruption() }
    }

    /// getDeleteKeyChunkNumOfPackets: decimal.
    public func getDeleteKeyChunkNumOfPackets() async throws(TonCardJSONFailure) -> String {
        try await respondCount { () async throws(TonCardError) in try await card.deleteKeyChunkNumberOfPackets() }
    }

    /// getDeleteKeyRecordNumOfPackets: decimal.
    public func getDeleteKeyRecordNumOfPackets() async throws(TonCardJSONFailure) -> String {
        try await respondCount { () async throws(TonCardError) in try await card.deleteKeyRecordNumberOfPackets() }
    }

    /// Renders a count as the original's decimal message.
    func respondCount(_ operation: () async throws(TonCardError) -> Int) async throws(TonCardJSONFailure) -> String {
        try await respond(operation) { TonCardJSONFormat.message(String($0)) }
    }
}
