import CryptoPrimitives
import Foundation
import Storage
import Testing

@Suite struct SecureDataStoreTests {
    @Test func passphraseStoresReopenAndRefuseAWrongPassphrase() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("secure.sqlite").path
            let secure = try await SecureDataStore(
                backing: try await SQLiteDataStore(path: path), passphrase: "open sesame", rounds: 2_000)
            try await secure.store("seed words here", for: "mnemonic")
            #expect(try await secure.keys() == ["mnemonic"])

            let reopened = try await SecureDataStore(
                backing: try await SQLiteDataStore(path: path), passphrase: "open sesame")
            #expect(try await reopened.fetch(String.self, for: "mnemonic") == "seed words here")

            await #expect(throws: StorageError.wrongPassphrase) {
                _ = try await SecureDataStore(
                    backing: try await SQLiteDataStore(path: path), passphrase: "open sesame!")
            }
        }
    }

    @Test func neitherTheSecretNorThePassphraseNorTheKeyReachesTheFile() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("secure.sqlite").path
            let backing = try await SQLiteDataStore(path: path)
            let secure = try await SecureDataStore(backing: backing, passphrase: "p4ssphrase-marker", rounds: 1_000)
            try await secure.store("TOPSECRET-MARKER", for: "secret")
            try backing.close()
            var bytes = Data()
            for suffix in ["", "-wal"] {
                bytes.append((try? Data(contentsOf: URL(fileURLWithPath: path + suffix))) ?? Data())
            }
            #expect(bytes.range(of: Data("TOPSECRET-MARKER".utf8)) == nil)
            #expect(bytes.range(of: Data("p4ssphrase-marker".utf8)) == nil)
        }
    }

    @Test func callerKeysAreCheckedAndTamperingIsDetected() async throws {
        let backing = InMemoryDataStore()
        let key = try SymmetricKey(size: .bits256)
        let secure = try await SecureDataStore(backing: backing, key: key)
        try await secure.store(Note(title: "private", tags: []), for: "a")
        try await secure.store(Note(title: "other", tags: []), for: "b")

        await #expect(throws: StorageError.wrongKey) {
            _ = try await SecureDataStore(backing: backing, key: try SymmetricKey(size: .bits256))
        }

        // A flipped ciphertext bit.
        var sealed = try await backing.fetch(Data.self, for: "a")
        sealed[sealed.count - 20] ^= 0x01
        try await backing.store(sealed, for: "a")
        await #expect(throws: StorageError.tampered(key: "a")) { try await secure.fetch(Note.self, for: "a") }

        // A valid ciphertext moved under another key.
        try await backing.store(try await backing.fetch(Data.self, for: "b"), for: "c")
        await #expect(throws: StorageError.tampered(key: "c")) { try await secure.fetch(Note.self, for: "c") }

        // Truncated to less than a nonce and a tag.
        try await backing.store(Data([1, 2, 3]), for: "d")
        await #expect(throws: StorageError.tampered(key: "d")) { try await secure.fetch(Note.self, for: "d") }

        #expect(try await secure.fetch(Note.self, for: "b").title == "other")
    }

    /// A hostile header asking for a billion PBKDF2 rounds is refused before deriving anything.
    @Test func aHeaderWithAbsurdRoundsIsRefusedQuickly() async throws {
        let backing = InMemoryDataStore()
        _ = try await SecureDataStore(backing: backing, passphrase: "pw", rounds: 1_000)
        var header = try await backing.fetch([String: AnyCodableValue].self, for: "__secure-store-header")
        header["rounds"] = .int(1_000_000_000)
        try await backing.store(header, for: "__secure-store-header")
        let started = ContinuousClock.now
        do throws(StorageError) {
            _ = try await SecureDataStore(backing: backing, passphrase: "pw")
            Issue.record("a billion rounds were accepted")
        } catch {
            guard case .crypto = error else {
                Issue.record("wrong error \(error)")
                return
            }
        }
        #expect(ContinuousClock.now - started < .seconds(5))
    }

    @Test func theHeaderKeyIsReservedAndShortKeysAreRefused() async throws {
        let secure = try await SecureDataStore(backing: InMemoryDataStore(), key: try SymmetricKey(size: .bits256))
        let shortKey = try SymmetricKey(size: .bits128)
        do throws(StorageError) {
            try await secure.store(1, for: "__secure-store-header")
            Issue.record("the header key was writable")
        } catch {
            guard case .invalidKey = error else {
                Issue.record("wrong error \(error)")
                return
            }
        }
        do throws(StorageError) {
            _ = try await SecureDataStore(backing: InMemoryDataStore(), key: shortKey)
            Issue.record("a 128-bit key was accepted")
        } catch {
            guard case .crypto = error else {
                Issue.record("wrong error \(error)")
                return
            }
        }
    }
}

/// Enough of JSON to edit a stored header in a test.
enum AnyCodableValue: Codable, Equatable, Sendable {
    case int(Int), string(String)

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .int(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        }
    }
}
