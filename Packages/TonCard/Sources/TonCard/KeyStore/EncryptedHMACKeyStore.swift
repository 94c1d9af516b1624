import CryptoPrimitives
import Foundation
import Storage
import TonCardProtocol

/// The Linux host's HMAC key store (spec §4.1.1, G12): one SQLite file,
/// `${XDG_DATA_HOME:-$HOME/.local/share}/toncard/hmac-keys.sqlite`, behind Storage's
/// `SecureDataStore`, so every K_hmac is sealed with AES-256-GCM under a key that never touches the
/// disk (the caller's, or one derived from a passphrase with the salt kept in the store).
///
/// Record key = the 24-digit serial number; value = the 32 key bytes. The directory is created
/// with mode 0700 and the database files get 0600. No call returns key bytes to the caller: the
/// client only ever hands the key to its MAC computation.
public final class EncryptedHMACKeyStore: CardHMACKeyStore {
    /// The file name inside the store's directory.
    public static let fileName = "hmac-keys.sqlite"

    /// The directory the spec names: `$XDG_DATA_HOME/toncard`, or `$HOME/.local/share/toncard`
    /// when XDG_DATA_HOME is unset or empty (XDG Base Directory rules); nil without either.
    public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> String?
    {
        if let base = environment["XDG_DATA_HOME"], !base.isEmpty { return base + "/toncard" }
        if let home = environment["HOME"], !home.isEmpty { return home + "/.local/share/toncard" }
        return nil
    }

    private let store: SecureDataStore
    /// Where the database file is.
    public let path: String

    /// Opens or creates the store under a passphrase (PBKDF2-HMAC-SHA256 in Storage).
    ///
    /// - Throws: 60002 when the directory or file cannot be prepared, or the passphrase does not
    ///   open an existing store.
    public init(directory: String? = nil, passphrase: String, rounds: Int = SecureDataStore.defaultRounds)
        async throws(TonCardError)
    {
        let path = try Self.prepare(directory: directory)
        do {
            let backing = try await SQLiteDataStore(path: path)
            store = try await SecureDataStore(backing: backing, passphrase: passphrase, rounds: rounds)
        } catch {
            throw .keyStore(.storeUnavailable, operation: .selectKeyForHmac)
        }
        self.path = path
        Self.restrictFiles(at: path)
    }

    /// Opens or creates the store under a caller-held 256-bit key.
    ///
    /// - Throws: 60002 when the store cannot be opened with this key.
    public init(directory: String? = nil, key: SymmetricKey) async throws(TonCardError) {
        let path = try Self.prepare(directory: directory)
        do {
            let backing = try await SQLiteDataStore(path: path)
            store = try await SecureDataStore(backing: backing, key: key)
        } catch {
            throw .keyStore(.storeUnavailable, operation: .selectKeyForHmac)
        }
        self.path = path
        Self.restrictFiles(at: path)
    }

    public func hmacKey(for serialNumber: SerialNumber) async throws(TonCardError) -> CardHMACKey? {
        let bytes: Data?
        do {
            bytes = try await store.fetchIfPresent(Data.self, for: serialNumber.description)
        } catch {
            throw .keyStore(.recordUnreadable, operation: .selectKeyForHmac)
        }
        guard let bytes else { return nil }
        guard let key = CardHMACKey(storedBytes: Array(bytes)) else {
            throw .keyStore(.recordUnreadable, operation: .selectKeyForHmac)
        }
        return key
    }

    public func setHMACKey(_ key: CardHMACKey, for serialNumber: SerialNumber) async throws(TonCardError) {
        let exists = (try? await store.contains(serialNumber.description)) ?? false
        do {
            try await store.store(Data(key.storedBytes), for: serialNumber.description)
        } catch {
            throw .keyStore(exists ? .updateFailed : .saveFailed, operation: .createKeyForHmac)
        }
        Self.restrictFiles(at: path)
    }

    public func deleteHMACKey(for serialNumber: SerialNumber) async throws(TonCardError) {
        let exists: Bool
        do {
            exists = try await store.contains(serialNumber.description)
        } catch {
            throw .keyStore(.storeUnavailable, operation: .deleteKeyForHmac)
        }
        guard exists else { throw .keyStore(.keyNotFound, operation: .deleteKeyForHmac) }
        do {
            try await store.delete(serialNumber.description)
        } catch {
            throw .keyStore(.deleteFailed, operation: .deleteKeyForHmac)
        }
    }

    public func serialNumbers() async throws(TonCardError) -> [SerialNumber] {
        let names: [String]
        do {
            names = try await store.keys()
        } catch {
            throw .keyStore(.storeUnavailable, operation: .getAllSerialNumbers)
        }
        // Records under names that are not serial numbers are not this store's; skip them.
        return names.compactMap { try? SerialNumber($0) }.sorted { $0.description < $1.description }
    }

    /// Creates the directory (0700) and returns the database path.
    private static func prepare(directory: String?) throws(TonCardError) -> String {
        guard let directory = directory ?? defaultDirectory() else {
            throw .keyStore(.storeUnavailable, operation: .selectKeyForHmac)
        }
        do {
            try FileManager.default.createDirectory(
                atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: directory)
        } catch {
            throw .keyStore(.storeUnavailable, operation: .selectKeyForHmac)
        }
        return directory + "/" + fileName
    }

    /// Mode 0600 for the database and SQLite's companion files (WAL mode creates `-wal`, `-shm`).
    private static func restrictFiles(at path: String) {
        for file in [path, path + "-wal", path + "-shm"] where FileManager.default.fileExists(atPath: file) {
            try? FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file)
        }
    }
}
