import ByteTools
import Testing

@testable import TonCard

@Suite("Against the emulator: Ed25519 keys, PIN and signing")
struct EmulatorEd25519Tests {
    static let pk0 = "CF06857A7453B195D573307DD4ECBA5B38E29F99BB2FDACC1260063AF4939836"
    static let pk1 = "9038F4565CF3AC32130913BCBA3A07D334943C08F1F894957864575B1E5F77E5"
    static let pk65 = "8EFBAF9EC9AC801B5D7DC083D42F1F22D1E89CBEED554A2127AFA301FD034B46"
    static let sigDefault =
        "73BA7EEAA42ACD7EE1F08B5B6D5E175A24B71FC13F7B313F1E20382B8BDD993CE3E6903120AD09B4A3F4D8D2E4D10B2CCE370FC7153B12ABDB2280CFFEA4DC01"
    static let sig65 =
        "2203C422BE2694415D2BCA68B283CC5E2C9FCA581B6676AE20496C7D8C166302444B7F60E01C3B7F62316C7BBFF9ACF89A35A6CC7479F826F3EE3F55FE1C920A"

    @Test("public keys of the default path and of HD indices (spec §9.7 vectors)")
    func publicKeys() async throws {
        let client = try await EmulatorHarness.activated().client
        #expect(Hex.encode(try await client.publicKeyForDefaultPath().rawRepresentation, uppercase: true) == Self.pk0)
        #expect(Hex.encode(try await client.publicKey(hdIndex: "0").rawRepresentation, uppercase: true) == Self.pk0)
        #expect(Hex.encode(try await client.publicKey(hdIndex: "1").rawRepresentation, uppercase: true) == Self.pk1)
        #expect(Hex.encode(try await client.publicKey(hdIndex: "65").rawRepresentation, uppercase: true) == Self.pk65)
        // Leading zeros are the same index on the card (§6).
        #expect(Hex.encode(try await client.publicKey(hdIndex: "065").rawRepresentation, uppercase: true) == Self.pk65)
        // Above 2^31 − 1 the host sends it as the original does and the card refuses (6F03).
        do {
            _ = try await client.publicKey(hdIndex: "2147483648")
            Issue.record("expected 6F03")
        } catch {
            #expect(error.statusWord?.rawValue == 0x6F03)
        }
    }

    @Test("signing needs a verified PIN; the signatures are the spec's")
    func signing() async throws {
        let harness = try await EmulatorHarness.activated()
        let client = harness.client
        do {
            _ = try await client.signForDefaultHdPath([0xA4, 0x56])
            Issue.record("expected 6F04")
        } catch {
            #expect(error.statusWord?.rawValue == 0x6F04)
        }
        try await client.verifyPin("5555")
        #expect(Hex.encode(try await client.signForDefaultHdPath([0xA4, 0x56]), uppercase: true) == Self.sigDefault)
        #expect(Hex.encode(try await client.sign([0xA4, 0x56], hdIndex: "65"), uppercase: true) == Self.sig65)
        #expect(harness.card.status.hmacFailures == 0)
    }

    @Test("verifyPinAnd… and checkSerialNumberAnd… variants")
    func combinedVariants() async throws {
        let harness = try await EmulatorHarness.activated(pin: "2468")
        let client = harness.client
        let serial = try SerialNumber(validating: Vectors.serialNumber, operation: .checkSerialNumberAndSign)
        let other = try SerialNumber(
            validating: String(repeating: "7", count: 24), operation: .checkSerialNumberAndSign)
        #expect(
            Hex.encode(try await client.verifyPinAndSignForDefaultHdPath([0xA4, 0x56], pin: "2468"), uppercase: true)
                == Self.sigDefault)
        #expect(
            Hex.encode(try await client.verifyPinAndSign([0xA4, 0x56], hdIndex: "65", pin: "2468"), uppercase: true)
                == Self.sig65)
        #expect(
            Hex.encode(
                try await client.verifyPinAndSignForDefaultHdPath([0xA4, 0x56], pin: "2468", checking: serial),
                uppercase: true) == Self.sigDefault)
        #expect(
            Hex.encode(
                try await client.verifyPinAndSign([0xA4, 0x56], hdIndex: "65", pin: "2468", checking: serial),
                uppercase: true) == Self.sig65)
        #expect(
            Hex.encode(try await client.signForDefaultHdPath([0xA4, 0x56], checking: serial), uppercase: true)
                == Self.sigDefault)
        #expect(
            Hex.encode(try await client.sign([0xA4, 0x56], hdIndex: "65", checking: serial), uppercase: true)
                == Self.sig65)
        #expect(
            Hex.encode(try await client.publicKeyForDefaultPath(checking: serial).rawRepresentation, uppercase: true)
                == Self.pk0)
        #expect(
            Hex.encode(try await client.publicKey(hdIndex: "65", checking: serial).rawRepresentation, uppercase: true)
                == Self.pk65)
        await #expect(throws: TonCardError.wrongCard(operation: .checkSerialNumberAndGetPublicKeyForDefaultPath)) {
            _ = try await client.publicKeyForDefaultPath(checking: other)
        }
        await #expect(throws: TonCardError.wrongCard(operation: .checkSerialNumberAndVerifyPinAndSign)) {
            _ = try await client.verifyPinAndSign([1], hdIndex: "1", pin: "2468", checking: other)
        }
    }

    @Test("the emulator accepts the spec's example VERIFY_PIN built with sault 00…1F")
    func exampleSault() async throws {
        let harness = try await EmulatorHarness.activated()
        try harness.card.setSaultForTesting(Array(0...31))
        try await harness.client.verifyPin("5555")
        #expect(harness.card.status.pinVerified)
        #expect(harness.card.status.sault != Array(0...31))
    }

    @Test("a wrong PIN is 6F07, uses a try and clears the verification")
    func wrongPin() async throws {
        let harness = try await EmulatorHarness.activated()
        let client = harness.client
        try await client.verifyPin("5555")
        do {
            try await client.verifyPin("0000")
            Issue.record("expected 6F07")
        } catch {
            #expect(error.statusWord?.rawValue == 0x6F07)
            #expect(error.message == "Incorrect PIN (from Ton wallet applet).")
        }
        #expect(try await client.remainingPinTries() == 9)
        #expect(harness.card.status.pinVerified == false)
        #expect(harness.card.status.hmacFailures == 0)
    }

    @Test("verifyPin MACs with the key of the card in the reader, not the current serial number (§8.1 item 5)")
    func verifyPinUsesTheCardsKey() async throws {
        let harness = try await EmulatorHarness.activated()
        // Another card's key becomes current, as after working with a second card.
        let other = try SerialNumber(validating: String(repeating: "9", count: 24), operation: .createKeyForHmac)
        let otherKey = CardHMACKey(
            password: try ActivationPassword(hex: String(repeating: "11", count: 128)),
            commonSecret: try CommonSecret(hex: String(repeating: "22", count: 32)))
        try harness.keyStore.setHMACKey(otherKey, for: other)
        harness.client.setCurrent(other)
        try await harness.client.verifyPin("5555")
        #expect(harness.card.status.hmacFailures == 0)
        #expect(harness.client.currentSerialNumber?.description == Vectors.serialNumber)
    }

    @Test("a wrong HMAC key is refused by the card (8F03) and counts toward blocking")
    func wrongKey() async throws {
        let harness = try await EmulatorHarness.activated()
        try harness.installWrongHMACKey()
        do {
            _ = try await harness.client.numberOfKeys()
            Issue.record("expected 8F03")
        } catch {
            #expect(error.statusWord?.rawValue == 0x8F03)
            #expect(!error.cardIsBlocked)
        }
        #expect(harness.card.status.hmacFailures == 1)
    }
}
