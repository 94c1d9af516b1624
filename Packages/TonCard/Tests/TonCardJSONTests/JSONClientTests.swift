import Testing
import TonCard
import TonCardJSON

@Suite("The JSON layer against the emulator: the original's names, answers and errors")
struct JSONClientTests {
    typealias H = JSONHarness

    @Test("activation: state, hashes, turnOnWallet, then the host key store")
    func activation() async throws {
        let api = try H().api
        #expect(api.getCurrentSerialNumber() == H.ok("empty"))
        #expect(try await api.getAllSerialNumbers() == H.ok("HMAC-SHA256 keys are not found."))
        #expect(try await api.getRootKeyStatus() == H.ok("not generated"))
        // Until a seed exists the applet answers 6F02 even to its SELECT (spec §4.2).
        let noSeed = await H.failure { () async throws(TonCardJSONFailure) in try await api.getTonAppletState() }
        #expect(
            noSeed?.json.contains(
                #""code":"6F02","errorTypeId":"0","errorType":"Applet fail: card operation error","cardInstruction":"SELECT_TON_APPLET""#
            ) == true)
        let hashes =
            "{\"ecsHash\":\"\(H.ecsHash)\",\"epHash\":\"\(H.epHash)\",\"serialNumber\":\"\(H.serialNumber)\",\"status\":\"ok\"}"
        #expect(try await api.generateSeedAndGetHashes() == hashes)
        #expect(try await api.getTonAppletState() == H.ok("TonWalletApplet waits two-factor authentication."))
        #expect(try await api.getHashes() == hashes)
        #expect(try await api.getHashOfEncryptedPassword() == H.ok(H.epHash))
        #expect(try await api.getHashOfEncryptedCommonSecret() == H.ok(H.ecsHash))
        #expect(
            try await api.turnOnWallet(
                newPin: "1234", authenticationPassword: H.password.lowercased(), commonSecret: H.commonSecret,
                initialVector: H.iv)
                == H.ok("TonWalletApplet is personalized."))
        #expect(try await api.getSerialNumber() == H.ok(H.serialNumber))
        #expect(api.getCurrentSerialNumber() == H.ok(H.serialNumber))
        #expect(try await api.getAllSerialNumbers() == "{\"message\":[\"\(H.serialNumber)\"],\"status\":\"ok\"}")
        #expect(try await api.isKeyForHmacExist(serialNumber: H.serialNumber) == H.ok("true"))
        #expect(try await api.selectKeyForHmac(serialNumber: H.serialNumber) == H.ok("done"))
        #expect(try await api.deleteKeyForHmac(serialNumber: H.serialNumber) == H.ok("done"))
        #expect(try await api.isKeyForHmacExist(serialNumber: H.serialNumber) == H.ok("false"))
        #expect(api.getCurrentSerialNumber() == H.ok("empty"))
        // A card activated elsewhere: the key is created from its activation data.
        #expect(
            try await api.createKeyForHmac(
                authenticationPassword: H.password, commonSecret: H.commonSecret, serialNumber: H.serialNumber)
                == H.ok("done"))
        #expect(try await api.getSault().count == H.ok(String(repeating: "0", count: 64)).count)
    }

    @Test("coin manager answers")
    func coinManager() async throws {
        let api = try await H.activated().api
        #expect(try await api.getMaxPinTries() == H.ok("10"))
        #expect(try await api.getRemainingPinTries() == H.ok("10"))
        #expect(try await api.getRootKeyStatus() == H.ok("generated"))
        let label = String(repeating: "AB", count: 32)
        #expect(try await api.setDeviceLabel(deviceLabel: label.lowercased()) == H.ok("done"))
        #expect(try await api.getDeviceLabel() == H.ok(label))
        #expect(try await api.getSeVersion() == H.ok("1008"))
        #expect(try await api.getAvailableMemory() == H.ok("7FFF"))
        #expect(try await api.getCsn() == H.ok("8303805B6136C4EBCE963192C3073A9B"))
        #expect(try await api.getAppsList() == H.ok("4F0D31313232333334343535363600"))
        #expect(try await api.changePin(oldPin: "1234", newPin: "4321") == H.ok("done"))
        #expect(try await api.verifyPin(pin: "4321") == H.ok("done"))
    }

    @Test("keys and signatures match spec §9.7; a wrong PIN is the spec's card-error JSON, redacted")
    func ed25519() async throws {
        let api = try await H.activated().api
        #expect(try await api.getPublicKeyForDefaultPath() == H.ok(H.publicKey))
        #expect(try await api.getPublicKey(hdIndex: "0") == H.ok(H.publicKey))
        #expect(
            try await api.checkSerialNumberAndGetPublicKeyForDefaultPath(serialNumber: H.serialNumber)
                == H.ok(H.publicKey))
        #expect(
            try await api.checkSerialNumberAndGetPublicKey(serialNumber: H.serialNumber, hdIndex: "0")
                == H.ok(H.publicKey))
        #expect(try await api.verifyPinAndSignForDefaultHdPath(data: "a456", pin: "1234") == H.ok(H.signatureOfA456))
        #expect(
            try await api.checkSerialNumberAndVerifyPinAndSignForDefaultHdPath(
                serialNumber: H.serialNumber, data: "A456", pin: "1234") == H.ok(H.signatureOfA456))
        #expect(try await api.verifyPin(pin: "1234") == H.ok("done"))
        #expect(try await api.signForDefaultHdPath(data: "A456") == H.ok(H.signatureOfA456))
        #expect(
            try await api.checkSerialNumberAndSignForDefaultHdPath(serialNumber: H.serialNumber, data: "A456")
                == H.ok(H.signatureOfA456))
        let withIndex = try await api.verifyPinAndSign(data: "A456", hdIndex: "65", pin: "1234")
        #expect(try await api.sign(data: "A456", hdIndex: "65") == withIndex)
        #expect(
            try await api.checkSerialNumberAndSign(serialNumber: H.serialNumber, data: "A456", hdIndex: "65")
                == withIndex)
        #expect(
            try await api.checkSerialNumberAndVerifyPinAndSign(
                serialNumber: H.serialNumber, data: "A456", hdIndex: "65", pin: "1234") == withIndex)

        let wrongPin = await H.failure { () async throws(TonCardJSONFailure) in try await api.verifyPin(pin: "9999") }
        #expect(
            wrongPin?.json
                == #"{"message":"Incorrect PIN (from Ton wallet applet).","status":"fail","code":"6F07","errorTypeId":"0","errorType":"Applet fail: card operation error","cardInstruction":"VERIFY_PIN","apdu":"B0 A2 00 00 44 REDACTED"}"#
        )
        #expect(wrongPin?.error.statusWord?.rawValue == 0x6F07)
        let wrongCard = await H.failure { () async throws(TonCardJSONFailure) in
            try await api.checkSerialNumberAndGetPublicKeyForDefaultPath(
                serialNumber: String(repeating: "1", count: 24))
        }
        #expect(
            wrongCard?.json
                == #"{"message":"You try to use security card with incorrect serial number. ","status":"fail","code":"70000","errorTypeId":"7","errorType":"Native code fail: wrong card"}"#
        )
    }

    @Test("recovery data round trip")
    func recovery() async throws {
        let api = try await H.activated().api
        let data = String(repeating: "C0FFEE", count: 100)
        #expect(try await api.isRecoveryDataSet() == H.ok("false"))
        #expect(try await api.addRecoveryData(recoveryData: data) == H.ok("done"))
        #expect(try await api.isRecoveryDataSet() == H.ok("true"))
        #expect(try await api.getRecoveryDataLen() == H.ok("300"))
        #expect(try await api.getRecoveryData() == H.ok(data))
        #expect(try await api.getRecoveryDataHash().count == H.ok(String(repeating: "0", count: 64)).count)
        #expect(try await api.resetRecoveryData() == H.ok("done"))
        #expect(try await api.isRecoveryDataSet() == H.ok("false"))
    }

    @Test("keychain: add, describe, read, change and delete keys with the documented shapes")
    func keychain() async throws {
        let api = try await H.activated().api
        #expect(try await api.getKeyChainDataAboutAllKeys() == #"{"keysData":[],"status":"ok"}"#)
        #expect(try await api.checkAvailableVolForNewKey(keySize: "3") == H.ok("done"))
        let added = try await api.addKeyIntoKeyChain(newKey: "0102ab")
        let hmac = try #require(Self.message(of: added))
        #expect(hmac.count == 64)
        #expect(try await api.getNumberOfKeys() == H.ok("1"))
        #expect(try await api.getOccupiedStorageSize() == H.ok("3"))
        #expect(try await api.getFreeStorageSize() == H.ok("32764"))
        #expect(
            try await api.getKeyChainInfo() == #"{"numberOfKeys":1,"occupiedSize":3,"freeSize":32764,"status":"ok"}"#)
        #expect(
            try await api.getKeyChainDataAboutAllKeys()
                == "{\"keysData\":[{\"hmac\":\"\(hmac)\",\"length\":\"3\"}],\"status\":\"ok\"}")
        #expect(try await api.getHmac(index: "0") == H.ok(hmac))
        #expect(
            try await api.getIndexAndLenOfKeyInKeyChain(keyHmac: hmac)
                == #"{"message":"{\"index\":0,\"length\":3}","status":"ok"}"#)
        #expect(try await api.checkKeyHmacConsistency(keyHmac: hmac) == H.ok("done"))
        #expect(try await api.getKeyFromKeyChain(keyHmac: hmac.lowercased()) == H.ok("0102AB"))
        let changed = try #require(
            Self.message(of: try await api.changeKeyInKeyChain(newKey: "0A0B0C", oldKeyHmac: hmac)))
        #expect(try await api.getKeyFromKeyChain(keyHmac: changed) == H.ok("0A0B0C"))
        let longer = await H.failure { () async throws(TonCardJSONFailure) in
            try await api.changeKeyInKeyChain(newKey: "0A0B0C0D", oldKeyHmac: changed)
        }
        #expect(longer?.error.code == 30022)
        #expect(longer?.error.message == "Length of new key must be equal to length of old key 3")
        #expect(try await api.deleteKeyFromKeyChain(keyHmac: changed) == H.ok("0"))
        #expect(try await api.resetKeyChain() == H.ok("done"))
        let notDeleting = await H.failure { () async throws(TonCardJSONFailure) in
            try await api.getDeleteKeyChunkNumOfPackets()
        }
        #expect(notDeleting?.error.code == 50003)
        let nothingToFinish = await H.failure { () async throws(TonCardJSONFailure) in
            try await api.finishDeleteKeyFromKeyChainAfterInterruption()
        }
        #expect(nothingToFinish?.error.code == 50003)
        let noRecord = await H.failure { () async throws(TonCardJSONFailure) in
            try await api.getDeleteKeyRecordNumOfPackets()
        }
        #expect(noRecord?.error.code == 50003)
    }

    @Test(
        "string arguments rejected before any APDU, with the type-3 codes of §10.2",
        arguments: [
            (30006, "pin"), (30007, "pinFormat"), (30008, "dataNotHex"), (30009, "dataOdd"), (30009, "dataLong"),
            (30010, "dataWithIndexLong"), (30013, "hdIndexEmpty"), (30014, "hdIndexFormat"), (30024, "indexNotNumeric"),
            (30023, "indexTooLarge"), (30023, "indexHuge"), (30021, "keySizeZero"), (30021, "keySizeText"),
            (30017, "keyHmacShort"), (30018, "keyHmacNotHex"), (30019, "keyNotHex"), (30020, "keyEmpty"),
            (30011, "recoveryNotHex"), (30012, "recoveryOdd"), (30015, "labelShort"), (30016, "labelNotHex"),
            (30025, "serialShort"), (30026, "serialNotNumeric"), (30000, "passwordShort"),
            (30004, "commonSecretNotHex"),
            (30002, "ivShort"),
        ])
    func inputErrors(code: Int, input: String) async throws {
        let api = try await H.activated().api
        let hmac = String(repeating: "0", count: 64)
        let failure = await H.failure { () async throws(TonCardJSONFailure) in
            switch input {
            case "pin": return try await api.verifyPin(pin: "12345")
            case "pinFormat": return try await api.verifyPin(pin: "12a4")
            case "dataNotHex": return try await api.verifyPinAndSignForDefaultHdPath(data: "A4G6", pin: "1234")
            case "dataOdd": return try await api.verifyPinAndSignForDefaultHdPath(data: "A45", pin: "1234")
            case "dataLong": return try await api.signForDefaultHdPath(data: String(repeating: "00", count: 190))
            case "dataWithIndexLong": return try await api.sign(data: String(repeating: "00", count: 179), hdIndex: "1")
            case "hdIndexEmpty": return try await api.getPublicKey(hdIndex: "")
            case "hdIndexFormat": return try await api.getPublicKey(hdIndex: "-1")
            case "indexNotNumeric": return try await api.getHmac(index: "one")
            case "indexTooLarge": return try await api.getHmac(index: "1023")
            case "indexHuge": return try await api.getHmac(index: String(repeating: "9", count: 40))
            case "keySizeZero": return try await api.checkAvailableVolForNewKey(keySize: "0")
            case "keySizeText": return try await api.checkAvailableVolForNewKey(keySize: "ten")
            case "keyHmacShort": return try await api.getKeyFromKeyChain(keyHmac: "00")
            case "keyHmacNotHex": return try await api.deleteKeyFromKeyChain(keyHmac: String(repeating: "Z", count: 64))
            case "keyNotHex": return try await api.addKeyIntoKeyChain(newKey: "XY")
            case "keyEmpty": return try await api.changeKeyInKeyChain(newKey: "", oldKeyHmac: hmac)
            case "recoveryNotHex": return try await api.addRecoveryData(recoveryData: "0x12")
            case "recoveryOdd": return try await api.addRecoveryData(recoveryData: "123")
            case "labelShort": return try await api.setDeviceLabel(deviceLabel: "AB")
            case "labelNotHex": return try await api.setDeviceLabel(deviceLabel: String(repeating: "G", count: 64))
            case "serialShort": return try await api.selectKeyForHmac(serialNumber: "123")
            case "serialNotNumeric":
                return try await api.isKeyForHmacExist(serialNumber: String(repeating: "A", count: 24))
            case "passwordShort":
                return try await api.turnOnWallet(
                    newPin: "1234", authenticationPassword: "00", commonSecret: H.commonSecret, initialVector: H.iv)
            case "commonSecretNotHex":
                return try await api.createKeyForHmac(
                    authenticationPassword: H.password, commonSecret: String(repeating: "Q", count: 64),
                    serialNumber: H.serialNumber)
            default: return try await api.verifyPassword(password: H.password, initialVector: "00")
            }
        }
        let error = try #require(failure)
        #expect(error.error.code == code)
        #expect(error.json.contains("\"code\":\"\(code)\",\"errorTypeId\":\"3\""))
    }

    @Test("no secret reaches an error's JSON: a wrong activation password is refused without echoing it")
    func secretsStayOut() async throws {
        let api = try H().api
        let wrongPassword = String(repeating: "5A", count: 128)
        let failure = await H.failure { () async throws(TonCardJSONFailure) in
            try await api.turnOnWallet(
                newPin: "7777", authenticationPassword: wrongPassword, commonSecret: H.commonSecret, initialVector: H.iv
            )
        }
        let json = try #require(failure?.json)
        #expect(json.contains("\"status\":\"fail\""))
        for secret in [wrongPassword, H.commonSecret, H.iv, "37373737"] {
            #expect(!json.uppercased().contains(secret))
        }
        #expect(failure?.description == json)
    }

    @Test("checkIfNfcSupported answers true or false, never an error")
    func nfcSupported() {
        let answer = TonCardJSONClient.checkIfNfcSupported()
        #expect(answer == H.ok("true") || answer == H.ok("false"))
    }

    /// The `message` of a default success shape.
    static func message(of json: String) -> String? {
        let prefix = "{\"message\":\""
        let suffix = "\",\"status\":\"ok\"}"
        guard json.hasPrefix(prefix), json.hasSuffix(suffix) else { return nil }
        return String(json.dropFirst(prefix.count).dropLast(suffix.count))
    }
}
