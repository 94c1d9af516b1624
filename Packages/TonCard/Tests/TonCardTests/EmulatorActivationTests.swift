import ByteTools
import Testing

@testable import TonCard

@Suite("Against the emulator: common, coin manager and activation operations")
struct EmulatorActivationTests {
    @Test("a factory card waits for authentication and shows the README's hashes and serial number")
    func factoryCard() async throws {
        let harness = try EmulatorHarness()
        // Without a seed the applet's select-time setCurve fails: SELECT answers 6F02 and, as in
        // the original, the operation stops there (spec §2.1).
        do {
            _ = try await harness.client.state()
            Issue.record("expected 6F02")
        } catch {
            #expect(error.statusWord?.rawValue == 0x6F02)
            if case let .cardStatus(_, instruction, _, _) = error { #expect(instruction == "SELECT_TON_APPLET") }
        }
        try await harness.client.generateSeed(pin: "5555")
        #expect(try await harness.client.state() == .waitingForAuthentication)
        #expect(try await harness.client.serialNumber().description == Vectors.serialNumber)
        let hashes = try await harness.client.hashes()
        #expect(hashes.encryptedCommonSecretHash == Vectors.bytes(Vectors.ecsHash))
        #expect(hashes.encryptedPasswordHash == Vectors.bytes(Vectors.epHash))
        #expect(hashes.serialNumber.description == Vectors.serialNumber)
        #expect(try await harness.client.encryptedPasswordHash() == Vectors.bytes(Vectors.epHash))
        #expect(try await harness.client.encryptedCommonSecretHash() == Vectors.bytes(Vectors.ecsHash))
        // Protected and personalized-only operations are refused by the client's state check.
        await #expect(
            throws: TonCardError.improperState(
                .commandNotSupported, actual: .waitingForAuthentication, operation: .getSault)
        ) {
            _ = try await harness.client.sault()
        }
    }

    @Test("generateSeedAndGetHashes creates a seed once and returns the hashes")
    func generateSeedAndGetHashes() async throws {
        let harness = try EmulatorHarness()
        #expect(try await harness.client.rootKeyStatus() == .notGenerated)
        let hashes = try await harness.client.generateSeedAndGetHashes()
        #expect(hashes.encryptedPasswordHash == Vectors.bytes(Vectors.epHash))
        #expect(try await harness.client.rootKeyStatus() == .generated)
        _ = try await harness.client.generateSeedAndGetHashes()
    }

    @Test("turnOnWallet activates the card, stores its key under its serial number and makes it current")
    func turnOnWallet() async throws {
        let harness = try await EmulatorHarness.activated(pin: "1234")
        #expect(try await harness.client.state() == .personalized)
        let serial = try SerialNumber(validating: Vectors.serialNumber, operation: .getSerialNumber)
        #expect(try harness.keyStore.hmacKey(for: serial)?.storedBytes == Vectors.bytes(Vectors.hmacKey))
        #expect(harness.client.currentSerialNumber == serial)
        #expect(try await harness.client.sault().count == 32)
        // The new PIN is the one that verifies.
        try await harness.client.verifyPin("1234")
    }

    @Test("turnOnWallet with activation data of another card stops at the hash check and reveals nothing")
    func wrongActivationData() async throws {
        let harness = try EmulatorHarness()
        let otherPassword = try ActivationPassword(hex: String(repeating: "AB", count: 128))
        let (_, cs, iv) = try Vectors.activation()
        await #expect(throws: TonCardError.invalidResponse(.commonSecretHashMismatch, operation: .turnOnWallet)) {
            try await harness.client.turnOnWallet(password: otherPassword, commonSecret: cs, iv: iv)
        }
        #expect(harness.card.status.passwordFailures == 0)
        #expect(harness.card.status.appletState == .waitingForAuthentication)
    }

    @Test("verifyPassword with a wrong password is the card's 5F00 and counts")
    func wrongPassword() async throws {
        let harness = try EmulatorHarness()
        try await harness.client.generateSeed(pin: "5555")
        let (_, _, iv) = try Vectors.activation()
        let wrong = try ActivationPassword(hex: String(repeating: "00", count: 128))
        do {
            try await harness.client.verifyPassword(wrong, iv: iv)
            Issue.record("expected 5F00")
        } catch {
            #expect(error.statusWord?.rawValue == 0x5F00)
            guard case let .cardStatus(_, instruction, apdu, _) = error else {
                Issue.record("not a card error")
                return
            }
            #expect(instruction == "VERIFY_PASSWORD")
            #expect(apdu == "B0 92 00 00 90 REDACTED")
        }
        #expect(harness.card.status.passwordFailures == 1)
        let (p, _, _) = try Vectors.activation()
        try await harness.client.verifyPassword(p, iv: iv)
        #expect(try await harness.client.state() == .personalized)
    }

    @Test("coin manager reads and writes")
    func coinManager() async throws {
        let harness = try await EmulatorHarness.activated()
        let client = harness.client
        #expect(try await client.maxPinTries() == 10)
        #expect(try await client.remainingPinTries() == 10)
        #expect(try await client.rootKeyStatus() == .generated)
        #expect(Hex.encode(try await client.csn(), uppercase: true) == "8303805B6136C4EBCE963192C3073A9B")
        #expect(Hex.encode(try await client.seVersion(), uppercase: true) == "1008")
        #expect(Hex.encode(try await client.appletList(), uppercase: true) == "4F0D31313232333334343535363600")
        #expect(Hex.encode(try await client.availableMemory(), uppercase: true) == "7FFF")
        #expect(try await client.deviceLabel() == [UInt8](repeating: 0, count: 32))
        try await client.setDeviceLabel(hex: String(repeating: "AB", count: 32))
        #expect(try await client.deviceLabel() == [UInt8](repeating: 0xAB, count: 32))
        await #expect(throws: TonCardError.invalidInput(.deviceLabelLength, operation: .setDeviceLabel)) {
            try await client.setDeviceLabel(hex: "AB")
        }
        do {
            try await client.changePin(old: "0000", new: "1111")
            Issue.record("expected 9B01")
        } catch {
            #expect(error.statusWord?.rawValue == 0x9B01)
            if case let .cardStatus(_, instruction, apdu, _) = error {
                #expect(instruction == "CHANGE_PIN")
                #expect(apdu == "80 CB 80 00 10 REDACTED")
            }
        }
        #expect(try await client.remainingPinTries() == 9)
        try await client.changePin(old: "5555", new: "1111")
        #expect(try await client.remainingPinTries() == 10)
        try await client.verifyPin("1111")
        try await client.resetWallet()
        #expect(try await client.rootKeyStatus() == .notGenerated)
        // Without a seed the applet's SELECT fails with 6F02 (spec §2.1).
        await #expect(throws: TonCardError.self) { _ = try await client.state() }
        try await client.generateSeed(pin: "5555")
        #expect(try await client.state() == .personalized)
    }
}
