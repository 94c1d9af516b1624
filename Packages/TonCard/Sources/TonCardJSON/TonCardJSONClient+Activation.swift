import TonCard

/// CardActivationNfcApi (spec §4.3): the hashes a waiting card shows, and its activation.
extension TonCardJSONClient {
    /// getHashOfEncryptedCommonSecret: hex.
    public func getHashOfEncryptedCommonSecret() async throws(TonCardJSONFailure) -> String {
        try await respondHex { () async throws(TonCardError) in try await card.encryptedCommonSecretHash() }
    }

    /// getHashOfEncryptedPassword: hex.
    public func getHashOfEncryptedPassword() async throws(TonCardJSONFailure) -> String {
        try await respondHex { () async throws(TonCardError) in try await card.encryptedPasswordHash() }
    }

    /// getHashes: `{"ecsHash":…,"epHash":…,"serialNumber":…,"status":"ok"}`.
    public func getHashes() async throws(TonCardJSONFailure) -> String {
        try await respond({ () async throws(TonCardError) in try await card.hashes() }) { TonCardJSONFormat.hashes($0) }
    }

    /// generateSeedAndGetHashes: the same shape as getHashes, after making sure a seed exists.
    public func generateSeedAndGetHashes() async throws(TonCardJSONFailure) -> String {
        try await respond({ () async throws(TonCardError) in try await card.generateSeedAndGetHashes() }) {
            TonCardJSONFormat.hashes($0)
        }
    }

    /// turnOnWallet with a new PIN: "TonWalletApplet is personalized.". The arguments are checked
    /// in the original's order: password, common secret, initial vector, then the PIN.
    public func turnOnWallet(
        newPin: String, authenticationPassword: String, commonSecret: String, initialVector: String
    ) async throws(TonCardJSONFailure) -> String {
        try await respond({ () async throws(TonCardError) in
            let operation = TonCardOperation.turnOnWallet
            return try await card.turnOnWallet(
                newPin: newPin,
                password: ActivationPassword(hex: authenticationPassword, operation: operation),
                commonSecret: CommonSecret(hex: commonSecret, operation: operation),
                iv: InitialVector(hex: initialVector, operation: operation))
        }) { TonCardJSONFormat.message($0.description) }
    }

    /// turnOnWallet keeping the factory PIN 5555.
    public func turnOnWallet(
        authenticationPassword: String, commonSecret: String, initialVector: String
    ) async throws(TonCardJSONFailure) -> String {
        try await turnOnWallet(
            newPin: "5555", authenticationPassword: authenticationPassword, commonSecret: commonSecret,
            initialVector: initialVector)
    }

    /// verifyPassword (undocumented in the original): activates without touching the CoinManager
    /// or the key store.
    public func verifyPassword(password: String, initialVector: String) async throws(TonCardJSONFailure) -> String {
        try await respondDone { () async throws(TonCardError) in
            let operation = TonCardOperation.verifyPassword
            try await card.verifyPassword(
                ActivationPassword(hex: password, operation: operation),
                iv: InitialVector(hex: initialVector, operation: operation))
        }
    }
}
