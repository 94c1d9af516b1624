import APDU
import ByteTools
import Foundation
import Testing
import TonCardEmulator

@testable import TonCard

@Suite("The encrypted host key store (spec §4.1.1)")
struct EncryptedKeyStoreTests {
    /// A fresh directory under the system's temporary directory; PBKDF2 rounds kept low so tests
    /// stay fast (the default is 600 000).
    static func temporaryDirectory() -> String {
        NSTemporaryDirectory() + "toncard-keystore-" + UUID().uuidString + "/toncard"
    }

    static let rounds = 1_000

    @Test("keys survive reopening, are listed in order, and only the right passphrase opens the store")
    func persistence() async throws {
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: (directory as NSString).deletingLastPathComponent) }
        let (p, cs, _) = try Vectors.activation()
        let serial = try SerialNumber(validating: Vectors.serialNumber, operation: .createKeyForHmac)
        let other = try SerialNumber(validating: String(repeating: "1", count: 24), operation: .createKeyForHmac)
        do {
            let store = try await EncryptedHMACKeyStore(
                directory: directory, passphrase: "correct horse", rounds: Self.rounds)
            try await store.setHMACKey(CardHMACKey(password: p, commonSecret: cs), for: serial)
            try await store.setHMACKey(CardHMACKey(password: p, commonSecret: cs), for: other)
        }
        let reopened = try await EncryptedHMACKeyStore(
            directory: directory, passphrase: "correct horse", rounds: Self.rounds)
        #expect(try await reopened.hmacKey(for: serial)?.storedBytes == Vectors.bytes(Vectors.hmacKey))
        #expect(try await reopened.serialNumbers() == [other, serial])
        try await reopened.deleteHMACKey(for: other)
        #expect(try await reopened.hmacKey(for: other) == nil)
        await #expect(throws: TonCardError.keyStore(.keyNotFound, operation: .deleteKeyForHmac)) {
            try await reopened.deleteHMACKey(for: other)
        }
        await #expect(throws: TonCardError.keyStore(.storeUnavailable, operation: .selectKeyForHmac)) {
            _ = try await EncryptedHMACKeyStore(directory: directory, passphrase: "wrong", rounds: Self.rounds)
        }

        // Modes of the directory and the database, and no key bytes in the clear on disk.
        let attributes = try FileManager.default.attributesOfItem(atPath: directory)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o700)
        let fileAttributes = try FileManager.default.attributesOfItem(atPath: reopened.path)
        #expect((fileAttributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let keyBytes = Data(Vectors.bytes(Vectors.hmacKey))
        for suffix in ["", "-wal"] {
            if let contents = FileManager.default.contents(atPath: reopened.path + suffix) {
                #expect(contents.range(of: keyBytes) == nil)
            }
        }
    }

    @Test("the default directory follows XDG_DATA_HOME, then HOME")
    func defaultDirectory() {
        #expect(
            EncryptedHMACKeyStore.defaultDirectory(environment: ["XDG_DATA_HOME": "/x", "HOME": "/h"]) == "/x/toncard")
        #expect(
            EncryptedHMACKeyStore.defaultDirectory(environment: ["XDG_DATA_HOME": "", "HOME": "/h"])
                == "/h/.local/share/toncard")
        #expect(EncryptedHMACKeyStore.defaultDirectory(environment: [:]) == nil)
    }

    @Test("host key operations: create, select, list, delete and the current serial number")
    func hostOperations() async throws {
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: (directory as NSString).deletingLastPathComponent) }
        let store = try await EncryptedHMACKeyStore(directory: directory, passphrase: "pw", rounds: Self.rounds)
        let client = TonCard(
            channel: InProcessCardChannel(card: ScriptedCard { HealthyCard.answer($0) }), keyStore: store)
        let serial = try SerialNumber(validating: Vectors.serialNumber, operation: .createKeyForHmac)
        let (p, cs, _) = try Vectors.activation()
        #expect(client.currentSerialNumber == nil)
        await #expect(throws: TonCardError.keyStore(.keyNotFound, operation: .selectKeyForHmac)) {
            try await client.selectHMACKey(for: serial)
        }
        try await client.createHMACKey(password: p, commonSecret: cs, serialNumber: serial)
        #expect(client.currentSerialNumber == serial)
        #expect(try await client.hasHMACKey(for: serial))
        #expect(try await client.serialNumbersWithHMACKeys() == [serial])
        // The stored key is the card's: a protected command goes through.
        #expect(try await client.numberOfKeys() == 3)
        try await client.deleteHMACKey(for: serial)
        #expect(client.currentSerialNumber == nil)
        #expect(try await client.hasHMACKey(for: serial) == false)
    }

    @Test("a card activated with one client is usable from another that opens the same store")
    func activationPersists() async throws {
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: (directory as NSString).deletingLastPathComponent) }
        let card = try TonCardEmulatedCard(configuration: TonCardEmulatorConfiguration(seed: EmulatorHarness.seed))
        let channel = InProcessCardChannel(card: card)
        let (p, cs, iv) = try Vectors.activation()
        do {
            let store = try await EncryptedHMACKeyStore(directory: directory, passphrase: "pw", rounds: Self.rounds)
            try await TonCard(channel: channel, keyStore: store).turnOnWallet(password: p, commonSecret: cs, iv: iv)
        }
        let store = try await EncryptedHMACKeyStore(directory: directory, passphrase: "pw", rounds: Self.rounds)
        let client = TonCard(channel: channel, keyStore: store)
        #expect(
            Hex.encode(try await client.verifyPinAndSignForDefaultHdPath([0xA4, 0x56], pin: "5555"), uppercase: true)
                == EmulatorEd25519Tests.sigDefault)
    }
}
