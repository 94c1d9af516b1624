import TonCardProtocol

/// The host-side key operations of the original API (spec §4.1): no card traffic, only the key
/// store and this client's current serial number.
extension TonCard {
    /// createKeyForHmac: derives K_hmac for a card activated elsewhere, stores it under
    /// `serialNumber` (insert or update) and makes that serial number current. The serial number
    /// is taken as given, not checked against the password (spec §1.2).
    public func createHMACKey(password: ActivationPassword, commonSecret: CommonSecret, serialNumber: SerialNumber)
        async throws(TonCardError)
    {
        try await keyStore.setHMACKey(CardHMACKey(password: password, commonSecret: commonSecret), for: serialNumber)
        setCurrent(serialNumber)
    }

    /// selectKeyForHmac: makes `serialNumber` current if the store holds its key (60000 otherwise).
    public func selectHMACKey(for serialNumber: SerialNumber) async throws(TonCardError) {
        guard try await keyStore.hmacKey(for: serialNumber) != nil else {
            throw .keyStore(.keyNotFound, operation: .selectKeyForHmac)
        }
        setCurrent(serialNumber)
    }

    /// isKeyForHmacExist.
    public func hasHMACKey(for serialNumber: SerialNumber) async throws(TonCardError) -> Bool {
        try await keyStore.hmacKey(for: serialNumber) != nil
    }

    /// getAllSerialNumbers: every serial number with a key, ascending.
    public func serialNumbersWithHMACKeys() async throws(TonCardError) -> [SerialNumber] {
        try await keyStore.serialNumbers()
    }

    /// deleteKeyForHmac: removes the key (60000 when absent) and clears the current serial number
    /// if it was this one.
    public func deleteHMACKey(for serialNumber: SerialNumber) async throws(TonCardError) {
        try await keyStore.deleteHMACKey(for: serialNumber)
        if currentSerialNumber == serialNumber { setCurrent(nil) }
    }
}
