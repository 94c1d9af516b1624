import TonCardProtocol

/// The activation operations (spec §4.3): read the factory hashes of a card in state `27`, and
/// turn the wallet on — reset and seed the CoinManager, check the hashes against the activation
/// data, reveal the password, set the PIN, and store the card's HMAC key under its serial number.
extension TonCard {
    /// getHashOfEncryptedCommonSecret: SEL-TON; C1 (must be 27); 95.
    public func encryptedCommonSecretHash() async throws(TonCardError) -> [UInt8] {
        try await run(.getHashOfEncryptedCommonSecret) { session throws(TonCardError) in
            try await session.openApplet(requiring: .waitingForAuthentication, else: .waitingForAuthentication)
            return try await session.readCommonSecretHash()
        }
    }

    /// getHashOfEncryptedPassword: SEL-TON; C1 (must be 27); 93.
    public func encryptedPasswordHash() async throws(TonCardError) -> [UInt8] {
        try await run(.getHashOfEncryptedPassword) { session throws(TonCardError) in
            try await session.openApplet(requiring: .waitingForAuthentication, else: .waitingForAuthentication)
            return try await session.readPasswordHash()
        }
    }

    /// getHashes: SEL-TON; C1 (27); 95; 93; C2.
    public func hashes() async throws(TonCardError) -> ActivationHashes {
        try await run(.getHashes) { session throws(TonCardError) in
            try await session.openApplet(requiring: .waitingForAuthentication, else: .waitingForAuthentication)
            return try await session.readActivationHashes()
        }
    }

    /// generateSeedAndGetHashes: SEL-CM; GET_ROOT_KEY_STATUS; without a seed RESET_WALLET and
    /// GENERATE_SEED("5555"); then SEL-TON; C1 (27); 95; 93; C2.
    public func generateSeedAndGetHashes() async throws(TonCardError) -> ActivationHashes {
        let operation = TonCardOperation.generateSeedAndGetHashes
        return try await run(operation) { session throws(TonCardError) in
            try await session.selectCoinManager()
            let status = try await session.send(.coinManager(.getRootKeyStatus))
            guard let first = status.first else {
                throw .invalidResponse(.rootKeyStatusLength, detail: 0, operation: operation)
            }
            if first != CoinManagerCommand.rootKeyGenerated {
                _ = try await session.send(.coinManager(.resetWallet))
                _ = try await session.send(.coinManager(.generateSeed(pin: PinCode.factoryDefault.asciiBytes)))
            }
            try await session.openApplet(requiring: .waitingForAuthentication, else: .waitingForAuthentication)
            return try await session.readActivationHashes()
        }
    }

    /// turnOnWallet: the whole activation in one transaction (spec §4.3). The hashes are checked
    /// before the password is sent, so activation data of another card is refused without
    /// revealing it (40010/40011). On success the card is in state `17`, its HMAC key is in the
    /// key store under its serial number, and that serial number is current.
    ///
    /// - Parameters:
    ///   - newPin: the PIN to set (default "5555"; CHANGE_PIN is sent either way, as the original
    ///     does).
    ///   - password: the card's activation password, P (128 bytes).
    ///   - commonSecret: the card's common secret, CS (32 bytes).
    ///   - iv: the initial vector of the password's encryption (16 bytes).
    /// - Returns: the card's state (`personalized`).
    @discardableResult
    public func turnOnWallet(
        newPin: String = "5555", password: ActivationPassword, commonSecret: CommonSecret, iv: InitialVector
    ) async throws(TonCardError) -> CardState {
        let operation = TonCardOperation.turnOnWallet
        let pin = try PinInput.parse(newPin, operation: operation)
        let hmacKey = CardHMACKey(password: password, commonSecret: commonSecret)
        let keyStore = self.keyStore
        let serial = try await run(operation) { session throws(TonCardError) in
            try await session.selectCoinManager()
            _ = try await session.send(.coinManager(.resetWallet))
            _ = try await session.send(.coinManager(.generateSeed(pin: PinCode.factoryDefault.asciiBytes)))
            try await session.openApplet(requiring: .waitingForAuthentication, else: .waitingForAuthentication)
            let ecsHash = try await session.readCommonSecretHash()
            let epHash = try await session.readPasswordHash()
            try ActivationHashCheck.verify(
                ecsHash: ecsHash, epHash: epHash, password: password, commonSecret: commonSecret, iv: iv,
                operation: operation)
            _ = try await session.send(.applet(.verifyPassword, data: password.bytes + iv.bytes, operation: operation))
            try await session.selectCoinManager()
            _ = try await session.send(
                .coinManager(.changePin(old: PinCode.factoryDefault.asciiBytes, new: pin.asciiBytes)))
            try await session.selectTonApplet()
            let state = try await session.appletState()
            let serial = try await session.readSerialNumber()
            try await keyStore.setHMACKey(hmacKey, for: serial)
            guard state == .personalized else {
                throw .improperState(.personalized, actual: state, operation: operation)
            }
            return serial
        }
        setCurrent(serial)
        return .personalized
    }

    /// verifyPassword (undocumented in the original): SEL-TON; C1 (27); 92 `P ‖ IV`. Moves the
    /// card to `17` without touching the CoinManager or the key store.
    public func verifyPassword(_ password: ActivationPassword, iv: InitialVector) async throws(TonCardError) {
        let operation = TonCardOperation.verifyPassword
        try await run(operation) { session throws(TonCardError) in
            try await session.openApplet(requiring: .waitingForAuthentication, else: .waitingForAuthentication)
            _ = try await session.send(.applet(.verifyPassword, data: password.bytes + iv.bytes, operation: operation))
        }
    }
}

extension CardSession {
    /// 95, 32 bytes (40009 otherwise).
    func readCommonSecretHash() async throws(TonCardError) -> [UInt8] {
        let data = try await send(.applet(.getHashOfEncryptedCommonSecret, operation: operation))
        guard data.count == TonCardLimits.hashLength else {
            throw .invalidResponse(.commonSecretHashLength, detail: data.count, operation: operation)
        }
        return data
    }

    /// 93, 32 bytes (40008 otherwise).
    func readPasswordHash() async throws(TonCardError) -> [UInt8] {
        let data = try await send(.applet(.getHashOfEncryptedPassword, operation: operation))
        guard data.count == TonCardLimits.hashLength else {
            throw .invalidResponse(.passwordHashLength, detail: data.count, operation: operation)
        }
        return data
    }

    /// 95; 93; C2.
    func readActivationHashes() async throws(TonCardError) -> ActivationHashes {
        let ecs = try await readCommonSecretHash()
        let ep = try await readPasswordHash()
        let serial = try await readSerialNumber()
        return ActivationHashes(encryptedCommonSecretHash: ecs, encryptedPasswordHash: ep, serialNumber: serial)
    }
}
