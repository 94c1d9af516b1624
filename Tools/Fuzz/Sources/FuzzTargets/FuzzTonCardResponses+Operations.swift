import APDU
import FuzzSupport
import TonCard
import TonCardEmulator

extension FuzzTonCardResponses {
    /// One client operation the target runs on scripted answers, with what it promises about a
    /// value it returns (the client checks every answer's length and range before trusting it).
    /// `fromFactoryCard` says which card the recorded seed of the operation was taken from: a
    /// factory card (state 27) for activation, else an activated card holding `storedKey` and
    /// `storedRecoveryData` with the PIN verified.
    struct TonCardOperationCase: Sendable {
        let name: String
        var fromFactoryCard = false
        let run: @Sendable (TonCard) async throws -> Void
    }

    /// The emulator's default activation data: the key store holds its HMAC key, so protected
    /// operations get as far as the card's answers let them.
    static let defaultPassword = TonCardEmulatorConfiguration.defaultPassword
    static let defaultCommonSecret = TonCardEmulatorConfiguration.defaultCommonSecret
    static let defaultSerialNumber = SerialNumber(derivedFromPassword: defaultPassword)
    private static let pin = "5555"
    private static let message: [UInt8] = Array(0..<32)
    private static let storedKey: [UInt8] = (0..<300).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 3) }
    private static let storedKeyId: KeyHMAC? = KeyHMAC(
        bytes: ActivationCryptography.keyIdentifier(
            of: storedKey,
            hmacKey: ActivationCryptography.hmacKey(password: defaultPassword, commonSecret: defaultCommonSecret)))
    private static let storedRecoveryData: [UInt8] = (0..<600).map { UInt8(truncatingIfNeeded: $0 &* 13 &+ 5) }
    private static let newKey: [UInt8] = (0..<300).map { UInt8(truncatingIfNeeded: $0 &* 11 &+ 1) }

    private static func withStoredKeyId(_ body: (KeyHMAC) async throws -> Void) async throws {
        guard let id = storedKeyId else { return }
        try await body(id)
    }

    static let tonCardOperations: [TonCardOperationCase] = [
        .init(name: "state") { card in _ = try await card.state() },
        .init(name: "serialNumber") { card in
            let serial = try await card.serialNumber()
            fuzzExpect(
                serial.digits.count == 24 && serial.digits.allSatisfy { $0 <= 9 }, "a serial number of \(serial.digits)"
            )
        },
        .init(name: "sault") { card in
            let sault = try await card.sault()
            fuzzExpect(sault.count == 32, "a sault of \(sault.count) bytes")
        },
        .init(name: "maxPinTries") { card in _ = try await card.maxPinTries() },
        .init(name: "remainingPinTries") { card in _ = try await card.remainingPinTries() },
        .init(name: "rootKeyStatus") { card in _ = try await card.rootKeyStatus() },
        .init(name: "deviceLabel") { card in _ = try await card.deviceLabel() },
        .init(name: "csn") { card in _ = try await card.csn() },
        .init(name: "seVersion") { card in _ = try await card.seVersion() },
        .init(name: "availableMemory") { card in _ = try await card.availableMemory() },
        .init(name: "appletList") { card in _ = try await card.appletList() },
        .init(name: "hashes", fromFactoryCard: true) { card in _ = try await card.hashes() },
        .init(name: "verifyPin") { card in try await card.verifyPin(pin) },
        .init(name: "publicKeyForDefaultPath") { card in _ = try await card.publicKeyForDefaultPath() },
        .init(name: "publicKeyHdIndex") { card in _ = try await card.publicKey(hdIndex: "7") },
        .init(name: "publicKeyCheckingSerial") { card in
            _ = try await card.publicKeyForDefaultPath(checking: defaultSerialNumber)
        },
        .init(name: "verifyPinAndSignForDefaultHdPath") { card in
            let signature = try await card.verifyPinAndSignForDefaultHdPath(message, pin: pin)
            fuzzExpect(signature.count == 64, "a signature of \(signature.count) bytes")
        },
        .init(name: "verifyPinAndSignHdIndex") { card in
            let signature = try await card.verifyPinAndSign(message, hdIndex: "7", pin: pin)
            fuzzExpect(signature.count == 64, "a signature of \(signature.count) bytes")
        },
        .init(name: "recoveryData") { card in
            let data = try await card.recoveryData()
            fuzzExpect((1...2048).contains(data.count), "recovery data of \(data.count) bytes")
        },
        .init(name: "recoveryDataLength") { card in
            let length = try await card.recoveryDataLength()
            fuzzExpect((1...2048).contains(length), "a recovery data length of \(length)")
        },
        .init(name: "recoveryDataHash") { card in
            let hash = try await card.recoveryDataHash()
            fuzzExpect(hash.count == 32, "a recovery data hash of \(hash.count) bytes")
        },
        .init(name: "isRecoveryDataSet") { card in _ = try await card.isRecoveryDataSet() },
        // The card refuses to overwrite recovery data, so the seed's card drops its own first.
        .init(name: "resetAndAddRecoveryData") { card in
            try await card.resetRecoveryData()
            try await card.addRecoveryData(storedRecoveryData)
        },
        .init(name: "numberOfKeys") { card in
            let count = try await card.numberOfKeys()
            fuzzExpect((0...1023).contains(count), "\(count) keys")
        },
        .init(name: "keychainInfo") { card in
            let info = try await card.keychainInfo()
            fuzzExpect(info.occupiedSize >= 0 && info.freeSize >= 0, "negative keychain sizes")
        },
        .init(name: "keychainKeys") { card in
            let keys = try await card.keychainKeys()
            fuzzExpect(
                keys.count <= 1023 && keys.allSatisfy { (1...8192).contains($0.length) },
                "an impossible keychain listing")
        },
        .init(name: "keychainKeyAtIndex") { card in _ = try await card.keychainKey(at: 0) },
        .init(name: "keychainKeyForHmac") { card in
            try await withStoredKeyId { id in _ = try await card.keychainKey(for: id) }
        },
        .init(name: "keyForHmac") { card in
            try await withStoredKeyId { id in
                let key = try await card.key(for: id)
                fuzzExpect(key == storedKey, "a key that does not match its HMAC was accepted")
            }
        },
        .init(name: "checkAvailableVolumeForNewKey") { card in try await card.checkAvailableVolumeForNewKey(size: 300)
        },
        .init(name: "addKey") { card in _ = try await card.addKey(newKey) },
        .init(name: "changeKey") { card in
            try await withStoredKeyId { id in _ = try await card.changeKey(id, to: newKey) }
        },
        .init(name: "deleteKey") { card in try await withStoredKeyId { id in _ = try await card.deleteKey(id) } },
        .init(name: "finishDeleteKeyAfterInterruption") { card in _ = try await card.finishDeleteKeyAfterInterruption()
        },
        .init(name: "deleteKeyChunkNumberOfPackets") { card in _ = try await card.deleteKeyChunkNumberOfPackets() },
        .init(name: "resetKeychain") { card in try await card.resetKeychain() },
        .init(name: "generateSeedAndGetHashes", fromFactoryCard: true) { card in
            _ = try await card.generateSeedAndGetHashes()
        },
        .init(name: "turnOnWallet", fromFactoryCard: true) { card in
            try await card.turnOnWallet(
                newPin: pin, password: ActivationPassword(bytes: defaultPassword),
                commonSecret: CommonSecret(bytes: defaultCommonSecret),
                iv: InitialVector(bytes: TonCardEmulatorConfiguration.defaultIV))
        },
    ]
}
