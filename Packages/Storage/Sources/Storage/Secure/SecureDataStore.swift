import CryptoPrimitives
import Foundation

/// A ``DataStore`` whose values are encrypted with AES-256-GCM before they reach a backing store
/// (SQLite, disk or memory). The key is the caller's, or derived from a passphrase with
/// PBKDF2-HMAC-SHA256 and a random salt stored beside the data; it stays in memory only.
///
/// Each value is sealed with a fresh random nonce and authenticated together with its key name,
/// so a modified ciphertext, or one copied under another key, fails with
/// ``StorageError/tampered(key:)`` instead of decrypting to something else.
/// Key names themselves are stored in the clear.
public final class SecureDataStore: DataStore {
    /// Default PBKDF2 rounds for new stores (OWASP's 2023 figure for PBKDF2-HMAC-SHA256).
    public static let defaultRounds = 600_000
    /// Stored round counts above this are refused, so a hostile header cannot stall opening.
    public static let maximumRounds = 10_000_000

    private let backing: any DataStore
    private let key: SymmetricKey

    /// Opens or creates a store under a caller-provided 256-bit key.
    /// - Throws: ``StorageError/wrongKey`` when the store was created with another key.
    public init(backing: any DataStore, key: SymmetricKey) async throws(StorageError) {
        guard key.bitCount == 256 else { throw .crypto("AES-256-GCM needs a 256-bit key, got \(key.bitCount) bits") }
        self.backing = backing
        self.key = key
        if let header = try await backing.fetchIfPresent(SecureStoreHeader.self, for: SecureStoreHeader.storageKey) {
            guard Self.verify(header.check, key: key) else { throw .wrongKey }
        } else {
            let check = try Self.seal(
                SecureStoreHeader.checkPlaintext, key: key, context: SecureStoreHeader.checkContext)
            try await backing.store(
                SecureStoreHeader(format: 1, keySource: "caller-key", salt: nil, rounds: nil, check: check),
                for: SecureStoreHeader.storageKey)
        }
    }

    /// Opens or creates a store under a passphrase. `rounds` applies when the store is created;
    /// an existing store uses the rounds and salt it was created with.
    /// - Throws: ``StorageError/wrongPassphrase`` when the passphrase does not open it.
    public init(backing: any DataStore, passphrase: String, rounds: Int = SecureDataStore.defaultRounds)
        async throws(StorageError)
    {
        self.backing = backing
        if let header = try await backing.fetchIfPresent(SecureStoreHeader.self, for: SecureStoreHeader.storageKey) {
            guard header.keySource == "passphrase-pbkdf2-sha256", let salt = header.salt, let stored = header.rounds,
                (1...Self.maximumRounds).contains(stored)
            else {
                throw .crypto("the store header is not a passphrase header with 1...\(Self.maximumRounds) rounds")
            }
            let derived = try Self.derive(passphrase, salt: Array(salt), rounds: stored)
            guard Self.verify(header.check, key: derived) else { throw .wrongPassphrase }
            key = derived
        } else {
            guard (1...Self.maximumRounds).contains(rounds) else {
                throw .crypto("PBKDF2 rounds must be 1...\(Self.maximumRounds)")
            }
            let salt: [UInt8]
            do { salt = try SecureRandom.bytes(count: 16) } catch { throw .crypto(error.description) }
            let derived = try Self.derive(passphrase, salt: salt, rounds: rounds)
            let check = try Self.seal(
                SecureStoreHeader.checkPlaintext, key: derived, context: SecureStoreHeader.checkContext)
            try await backing.store(
                SecureStoreHeader(
                    format: 1, keySource: "passphrase-pbkdf2-sha256", salt: Data(salt), rounds: rounds, check: check),
                for: SecureStoreHeader.storageKey)
            key = derived
        }
    }

    public func store<Value: Encodable & Sendable>(_ value: Value, for key: String) async throws(StorageError) {
        try validate(key)
        let plaintext = try ValueCoding.encode(value, key: key)
        let sealed = try Self.seal(Array(plaintext), key: self.key, context: Self.context(for: key))
        try await backing.store(sealed, for: key)
    }

    public func fetch<Value: Decodable & Sendable>(_ type: Value.Type, for key: String) async throws(StorageError)
        -> Value
    {
        try validate(key)
        let sealed = try await backing.fetch(Data.self, for: key)
        let plaintext: [UInt8]
        do {
            let box = try AES.GCM.SealedBox(combined: sealed)
            plaintext = try AES.GCM.open(box, using: self.key, authenticating: Self.context(for: key))
        } catch {
            throw .tampered(key: key)
        }
        return try ValueCoding.decode(type, from: Data(plaintext), key: key)
    }

    public func delete(_ key: String) async throws(StorageError) {
        try validate(key)
        try await backing.delete(key)
    }

    public func contains(_ key: String) async throws(StorageError) -> Bool {
        try validate(key)
        return try await backing.contains(key)
    }

    public func keys() async throws(StorageError) -> [String] {
        try await backing.keys().filter { $0 != SecureStoreHeader.storageKey }
    }

    private func validate(_ key: String) throws(StorageError) {
        try StorageKey.validate(key)
        if key == SecureStoreHeader.storageKey {
            throw .invalidKey(key, reason: "reserved for the secure store's header")
        }
    }

    /// The associated data binding a ciphertext to the key it is stored under.
    private static func context(for key: String) -> [UInt8] { Array("storage.secure.value:".utf8) + Array(key.utf8) }

    private static func derive(_ passphrase: String, salt: [UInt8], rounds: Int) throws(StorageError) -> SymmetricKey {
        do {
            return try PBKDF2<SHA256>.deriveKey(
                from: Array(passphrase.utf8), salt: salt, rounds: rounds, outputByteCount: 32)
        } catch {
            throw .crypto(error.description)
        }
    }

    private static func seal(_ plaintext: [UInt8], key: SymmetricKey, context: [UInt8]) throws(StorageError) -> Data {
        do {
            let box = try AES.GCM.seal(plaintext, using: key, authenticating: context)
            guard let combined = box.combined else { throw StorageError.crypto("sealed box has no combined form") }
            return Data(combined)
        } catch let error as StorageError {
            throw error
        } catch {
            throw .crypto(String(describing: error))
        }
    }

    private static func verify(_ check: Data, key: SymmetricKey) -> Bool {
        guard let box = try? AES.GCM.SealedBox(combined: check),
            let opened = try? AES.GCM.open(box, using: key, authenticating: SecureStoreHeader.checkContext)
        else { return false }
        return opened == SecureStoreHeader.checkPlaintext
    }
}
