import CryptoPrimitives
import Testing
import TonCardEmulator
import TonCardProtocol

/// PIN rules (spec §2.4, §5, §5.1) and the key derivation of §9.7.
struct Ed25519AndPinTests {
    @Test func slip10MatchesItsPublishedVector() throws {
        var key = try SLIP10.Ed25519ExtendedPrivateKey(seed: Vectors.seed)
        for index: UInt32 in [0, 1, 2, 2, 1_000_000_000] {
            key = try key.derivedChild(DerivationPath.Component(index: index, hardened: true))
        }
        #expect(
            TestHex.string(key.privateKey.rawRepresentation)
                == "8F94D394A8E8FD6B1BC2F3F49F5C47E385281D5C17E65324B0F62483E37E8793")
    }

    @Test func publicKeysFollowSection9_7() throws {
        let harness = try CardHarness()
        harness.activate()
        #expect(
            TestHex.string(harness.applet(.getPublicKeyWithDefaultHDPath, le: 0x20).data)
                == "CF06857A7453B195D573307DD4ECBA5B38E29F99BB2FDACC1260063AF4939836")
        #expect(
            TestHex.string(harness.applet(.getPublicKey, data: Array("0".utf8), le: 0x20).data)
                == "CF06857A7453B195D573307DD4ECBA5B38E29F99BB2FDACC1260063AF4939836")
        #expect(
            TestHex.string(harness.applet(.getPublicKey, data: Array("1".utf8), le: 0x20).data)
                == "9038F4565CF3AC32130913BCBA3A07D334943C08F1F894957864575B1E5F77E5")
        #expect(
            TestHex.string(harness.applet(.getPublicKey, data: Array("065".utf8), le: 0x20).data)
                == "8EFBAF9EC9AC801B5D7DC083D42F1F22D1E89CBEED554A2127AFA301FD034B46")
        #expect(harness.applet(.getPublicKey, data: Array("2147483648".utf8), le: 0x20).sw == 0x6F03)
        #expect(harness.applet(.getPublicKey, data: Array("1a".utf8), le: 0x20).sw == 0x6F03)
    }

    @Test func signatureVerifiesWithThePublicKey() throws {
        let harness = try CardHarness()
        harness.activate()
        let message: [UInt8] = Array("a message for the TON card".utf8)
        // Without VERIFY_PIN the CoinManager refuses to sign.
        #expect(
            try harness.protected(
                .signShortMessage, payload: [0, UInt8(message.count)] + message + [2] + Array("42".utf8)
            ).sw == 0x6F04)
        #expect(try harness.verifyPin() == 0x9000)
        let signed = try harness.protected(
            .signShortMessage, payload: [0, UInt8(message.count)] + message + [2] + Array("42".utf8))
        #expect(signed.sw == 0x9000)
        let publicKey = try Ed25519.Signing.PublicKey(
            rawRepresentation: harness.applet(.getPublicKey, data: Array("42".utf8), le: 0x20).data)
        #expect(publicKey.isValidSignature(signed.data, for: message))
        // The flag is not consumed by signing, and survives reselection and reset.
        harness.card.reset()
        _ = harness.selectApplet()
        let again = try harness.protected(
            .signShortMessageWithDefaultPath, payload: [0, UInt8(message.count)] + message)
        #expect(again.sw == 0x9000)
        let defaultKey = try Ed25519.Signing.PublicKey(
            rawRepresentation: harness.applet(.getPublicKeyWithDefaultHDPath, le: 0x20).data)
        #expect(defaultKey.isValidSignature(again.data, for: message))
        // Message length rules: a length field of 190 (over the 189 limit), or one that disagrees
        // with Lc, is a wrong length; 189 bytes is the longest message on the default path.
        #expect(
            try harness.protected(
                .signShortMessageWithDefaultPath, payload: [0, 190] + [UInt8](repeating: 1, count: 150)
            ).sw == 0x6700)
        #expect(
            try harness.protected(
                .signShortMessageWithDefaultPath, payload: [0, 20] + [UInt8](repeating: 1, count: 21)
            ).sw == 0x6700)
        let longest = [UInt8](repeating: 1, count: 189)
        let longSignature = try harness.protected(.signShortMessageWithDefaultPath, payload: [0, 189] + longest)
        #expect(longSignature.sw == 0x9000)
        #expect(defaultKey.isValidSignature(longSignature.data, for: longest))
    }

    @Test func pinTriesCountDownAndReset() throws {
        let harness = try CardHarness()
        harness.activate()
        #expect(try harness.verifyPin("1234") == 0x6F07)
        #expect(harness.card.status.remainingPinTries == 9)
        #expect(harness.card.status.pinFailures == 1)
        #expect(try harness.verifyPin("5555") == 0x9000)
        #expect(harness.card.status.remainingPinTries == 10)
        #expect(harness.card.status.pinFailures == 0)
        #expect(harness.card.status.pinVerified)
        // A wrong PIN clears the verified flag.
        #expect(try harness.verifyPin("0000") == 0x6F07)
        #expect(!harness.card.status.pinVerified)
        for _ in 2...9 { #expect(try harness.verifyPin("0000") == 0x6F07) }
        #expect(try harness.verifyPin("0000") == 0x6F08)
        #expect(harness.card.status.remainingPinTries == 0)
        // From the 10th failure on, public keys answer 6F08 before anything else, and even the
        // right PIN fails because the CoinManager has no tries left.
        #expect(harness.applet(.getPublicKeyWithDefaultHDPath, le: 0x20).sw == 0x6F08)
        #expect(try harness.verifyPin("5555") == 0x6F08)
        // Recovery: RESET_WALLET, GENERATE_SEED("5555"), VERIFY_PIN("5555").
        _ = harness.selectCoinManager()
        #expect(harness.coinManager(.resetWallet).sw == 0x9000)
        #expect(harness.coinManager(.generateSeed(pin: Array("5555".utf8))).sw == 0x9000)
        _ = harness.selectApplet()
        #expect(try harness.verifyPin("5555") == 0x9000)
        #expect(harness.applet(.getPublicKeyWithDefaultHDPath, le: 0x20).sw == 0x9000)
        #expect(harness.state == .personalized)
    }
}
