import CryptoPrimitives
import Testing
import TonCardEmulator
import TonCardProtocol

/// Factory provisioning and activation (spec §1.1, §1.2, §2.4, §9.6).
struct ActivationTests {
    @Test func factoryCardMatchesTheSpecVectors() throws {
        let harness = try CardHarness()
        #expect(harness.selectApplet() == 0x6F02)  // no seed yet: setCurve fails, applet still selected
        #expect(harness.applet(.getAppInfo, le: 0x01).data == [0x27])
        let serial = harness.applet(.getSerialNumber, le: 0x18)
        #expect(serial.sw == 0x9000)
        #expect(try SerialNumber(wireBytes: serial.data).description == Vectors.serialNumber)
        #expect(harness.applet(.getHashOfEncryptedPassword, le: 0x20).data == Vectors.epHash)
        #expect(harness.applet(.getHashOfEncryptedCommonSecret, le: 0x20).data == Vectors.ecsHash)
        #expect(harness.selectCoinManager() == 0x9000)
        #expect(harness.coinManager(.getCSN).data == Vectors.csn)
    }

    @Test func hostSideCryptographyMatchesTheVectors() throws {
        let key = ActivationCryptography.hmacKey(password: Vectors.password, commonSecret: Vectors.commonSecret)
        #expect(key == SymmetricKey(data: Vectors.hmacKey))
        let b1 = try ActivationCryptography.encryptedPassword(password: Vectors.password, iv: Vectors.iv)
        #expect(SHA256.hash(data: b1).bytes == Vectors.epHash)
        #expect(TestHex.string(Array(b1.prefix(8))) == "7BF6D157F017189A")
        let id = ActivationCryptography.keyIdentifier(of: TestHex.bytes("001122334455"), hmacKey: key)
        #expect(TestHex.string(id) == "D7E0DFB66A2F72AAD7D66D897C805D307EE1F1CB8077D3B8CF1A942D6A5AC2FF")
    }

    @Test func correctPasswordMovesTo17() throws {
        let harness = try CardHarness()
        harness.activate()
        #expect(harness.state == .personalized)
        #expect(harness.applet(.getAppInfo, le: 0x01).data == [0x17])
        // K_hmac is the one the host derives: a protected command verifies.
        #expect(try harness.protected(.getNumberOfKeys).data == [0x00, 0x00])
    }

    @Test func wrongPasswordsAreCountedAndTheTwentiethBlocks() throws {
        let harness = try CardHarness()
        _ = harness.selectApplet()
        var wrong = Vectors.password
        wrong[0] ^= 0xFF
        for attempt in 1...19 {
            #expect(harness.applet(.verifyPassword, data: wrong + Vectors.iv).sw == 0x5F00)
            #expect(harness.card.status.passwordFailures == attempt)
        }
        #expect(harness.applet(.verifyPassword, data: wrong + Vectors.iv).sw == 0x5F01)
        #expect(harness.state == .blocked)
        // Blocked: only C1 and C2 remain.
        #expect(harness.applet(.getHashOfEncryptedPassword, le: 0x20).sw == 0x6D00)
        #expect(harness.applet(.getAppInfo, le: 0x01).data == [0x47])
        #expect(harness.applet(.getSerialNumber, le: 0x18).sw == 0x9000)
    }

    @Test func blankCardIsPersonalizedByTheTester() throws {
        let harness = try CardHarness(
            configuration: TonCardEmulatorConfiguration(seed: Vectors.seed, initialState: .blank))
        _ = harness.selectApplet()
        #expect(harness.applet(.getAppInfo, le: 0x01).data == [0x07])
        #expect(harness.applet(.getSerialNumber, le: 0x18).sw == 0xA001)
        #expect(harness.applet(.finishPersonalization).sw == 0x4F01)
        let b1 = try ActivationCryptography.encryptedPassword(password: Vectors.password, iv: Vectors.iv)
        let ecs = try ActivationCryptography.encryptedCommonSecret(
            password: Vectors.password, commonSecret: Vectors.commonSecret, iv: Vectors.iv)
        #expect(harness.applet(.setEncryptedPasswordForCardAuthentication, data: b1).sw == 0x9000)
        #expect(harness.applet(.setEncryptedCommonSecret, data: ecs).sw == 0x9000)
        #expect(harness.applet(.setSerialNumber, data: Array(repeating: 10, count: 24)).sw == 0xA002)
        #expect(harness.applet(.setSerialNumber, data: try SerialNumber(Vectors.serialNumber).wireBytes).sw == 0x9000)
        #expect(harness.applet(.finishPersonalization).sw == 0x9000)
        #expect(harness.state == .waitingForAuthentication)
        #expect(harness.applet(.verifyPassword, data: Vectors.password + Vectors.iv).sw == 0x9000)
        #expect(harness.state == .personalized)
    }

    @Test func environmentConfigurationNamesTheBadVariable() {
        #expect(
            throws: TonCardEmulatorError.invalidConfiguration(variable: "TONCARD_EMU_IV", expected: "32 hex digits")
        ) {
            try TonCardEmulatorConfiguration(environment: ["TONCARD_EMU_IV": "XYZ"])
        }
        #expect(throws: TonCardEmulatorError.self) {
            try TonCardEmulatorConfiguration(environment: ["TONCARD_EMU_INITIAL": "other"])
        }
        let seeded = try? TonCardEmulatorConfiguration(environment: [
            "TONCARD_EMU_SEED": "000102030405060708090a0b0c0d0e0f"
        ])
        #expect(seeded?.seed == Vectors.seed)
        // Neither printing nor dumping a configuration shows its secrets.
        let configuration = TonCardEmulatorConfiguration(seed: Vectors.seed)
        var dumped = ""
        dump(configuration, to: &dumped)
        for text in ["\(configuration)", String(reflecting: configuration), dumped] {
            #expect(!text.contains("244"))  // 0xF4, the password's first byte, as a decimal array element
            #expect(!text.uppercased().contains("F4B072E1"))
            #expect(text.contains("factory"))
        }
    }
}
