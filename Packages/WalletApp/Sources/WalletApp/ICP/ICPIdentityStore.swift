import Foundation
import ICPAgent
import Storage

/// The wallet's ICP identities, kept in its data directory: the list of ``StoredIdentity``
/// records in an `AppDataStore` (so every screen showing it, in this process or another, hears of
/// a change through ``changes()``), and each identity's private key as PEM in a `SecureDataStore`
/// (AES-256-GCM under a key derived from the wallet passphrase) over a SQLite file beside it.
///
/// A key is written before its record and deleted after it, so the list never shows an identity
/// whose key was not yet stored. Keys leave the store only as ``identity(id:)``'s signer; they are
/// never printed or logged.
public final class ICPIdentityStore: Sendable {
    /// The list's file in the data directory.
    public static let listFileName = "icp-identities.sqlite"
    /// The encrypted keys' file in the data directory.
    public static let keyFileName = "icp-keys.sqlite"

    /// The data directory.
    public let directory: String
    private let records: AppDataStore<StoredIdentity>
    private let keys: SecureDataStore
    private let keyFile: SQLiteDataStore

    /// Opens the identities in `directory` (created when missing, readable by the owner only),
    /// unlocking the keys with `passphrase`. The first opening sets the passphrase.
    ///
    /// - Parameters:
    ///   - directory: the wallet's data directory, holding the identity list and the key file.
    ///   - passphrase: the wallet passphrase; never logged.
    ///   - keyDerivationRounds: PBKDF2 rounds when the key file is created; an existing file keeps
    ///     its own. Lower only in tests.
    /// - Throws: ``ICPIdentityStoreError/wrongPassphrase(directory:)`` when the passphrase does
    ///   not open the existing keys; ``ICPIdentityStoreError/directoryUnusable(path:reason:)``;
    ///   ``ICPIdentityStoreError/storage(_:)``.
    public init(directory: String, passphrase: String, keyDerivationRounds: Int = SecureDataStore.defaultRounds)
        async throws(ICPIdentityStoreError)
    {
        self.directory = directory
        do {
            try FileManager.default.createDirectory(
                atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw .directoryUnusable(path: directory, reason: error.localizedDescription)
        }
        let base = URL(fileURLWithPath: directory)
        do {
            // The keys first: a wrong passphrase stops here, before anything is written.
            keyFile = try await SQLiteDataStore(path: base.appendingPathComponent(Self.keyFileName).path)
            keys = try await SecureDataStore(backing: keyFile, passphrase: passphrase, rounds: keyDerivationRounds)
            records = try await AppDataStore<StoredIdentity>(path: base.appendingPathComponent(Self.listFileName).path)
        } catch .wrongPassphrase {
            throw .wrongPassphrase(directory: directory)
        } catch {
            throw .storage(error.description)
        }
    }

    /// Every identity, oldest first.
    public func all() async throws(ICPIdentityStoreError) -> [StoredIdentity] {
        do { return try await records.all() } catch { throw .storage(error.description) }
    }

    /// Creates a new Ed25519 identity (the kind `dfx identity new` makes) labelled `label`.
    ///
    /// - Throws: ``ICPIdentityStoreError/invalidLabel(_:)``, ``ICPIdentityStoreError/storage(_:)``.
    public func create(label: String) async throws(ICPIdentityStoreError) -> StoredIdentity {
        let key: Ed25519Identity
        do { key = try Ed25519Identity() } catch {
            throw .invalidKey(source: "a new Ed25519 key", reason: error.description)
        }
        let parsed: PEMIdentity
        do { parsed = try PEMIdentity(pem: key.privateKey.pemRepresentation, kind: .ed25519) } catch {
            throw .invalidKey(source: "a new Ed25519 key", reason: error.description)
        }
        return try await save(parsed, label: label)
    }

    /// Imports the key in `text`: `EC PRIVATE KEY` is secp256k1; `PRIVATE KEY` is tried as
    /// Ed25519, then as secp256k1. The key is stored re-encoded, without whatever surrounded it.
    ///
    /// - Throws: ``ICPIdentityStoreError/encryptedPEM(source:)``,
    ///   ``ICPIdentityStoreError/notAPrivateKey(source:found:)``,
    ///   ``ICPIdentityStoreError/invalidKey(source:reason:)``,
    ///   ``ICPIdentityStoreError/alreadyStored(label:principal:)``, ``ICPIdentityStoreError/invalidLabel(_:)``.
    public func importPEM(_ text: String, label: String) async throws(ICPIdentityStoreError) -> StoredIdentity {
        try await importPEM(text, label: label, source: "the PEM text")
    }

    /// Imports the PEM file at `path` (a dfx `identity.pem`), read with ``ICPIdentityPEMFile``'s
    /// size cap; see ``importPEM(_:label:)``.
    public func importPEMFile(atPath path: String, label: String) async throws(ICPIdentityStoreError) -> StoredIdentity
    {
        let text = try ICPIdentityPEMFile.read(atPath: path)
        return try await importPEM(text, label: label, source: path)
    }

    /// The signer of the identity `id`, its key decrypted from the key file.
    ///
    /// - Throws: ``ICPIdentityStoreError/noSuchIdentity(id:)``, ``ICPIdentityStoreError/keyMissing(label:)``,
    ///   ``ICPIdentityStoreError/keyMismatch(label:)``, ``ICPIdentityStoreError/storage(_:)``.
    public func identity(id: String) async throws(ICPIdentityStoreError) -> any Identity {
        let record: StoredIdentity
        do { record = try await records.element(forKey: id) } catch .keyNotFound, .invalidKey {
            throw .noSuchIdentity(id: id)
        } catch {
            throw .storage(error.description)
        }
        let pem: String
        do { pem = try await keys.fetch(String.self, for: Self.keyName(id)) } catch .keyNotFound {
            throw .keyMissing(label: record.label)
        } catch {
            throw .storage(error.description)
        }
        let identity = try ICPIdentityPEM.stored(pem, kind: record.kind, label: record.label)
        guard identity.sender.description == record.principal else { throw .keyMismatch(label: record.label) }
        return identity
    }

    /// Removes the identity `id` and deletes its private key.
    ///
    /// - Throws: ``ICPIdentityStoreError/noSuchIdentity(id:)``, ``ICPIdentityStoreError/storage(_:)``.
    public func remove(id: String) async throws(ICPIdentityStoreError) {
        do { try await records.remove(key: id) } catch .keyNotFound, .invalidKey {
            throw .noSuchIdentity(id: id)
        } catch {
            throw .storage(error.description)
        }
        do { try await keys.delete(Self.keyName(id)) } catch .keyNotFound {
            // Already gone: the record was what mattered.
        } catch {
            throw .storage(error.description)
        }
    }

    /// Changes to the list committed after the call, by this instance, another in this process or
    /// another process on the same directory. Consume it: it buffers without bound. It ends when
    /// the store is closed.
    public func changes() async -> AsyncStream<StorageChange> {
        await records.changes()
    }

    /// Closes the files; later calls fail. Without it they close when the store is released.
    public func close() async {
        // Best effort: a close that fails leaves the files as a crash would, which SQLite recovers.
        try? await records.close()
        try? keyFile.close()
    }

    private func importPEM(_ text: String, label: String, source: String) async throws(ICPIdentityStoreError)
        -> StoredIdentity
    {
        guard text.utf8.count <= ICPIdentityPEMFile.maximumBytes else {
            throw .fileTooLarge(path: source, bytes: text.utf8.count, limit: ICPIdentityPEMFile.maximumBytes)
        }
        let parsed = try ICPIdentityPEM.parse(text, source: source)
        let principal = parsed.identity.sender.description
        if let existing = try await all().first(where: { $0.principal == principal }) {
            throw .alreadyStored(label: existing.label, principal: principal)
        }
        return try await save(parsed, label: label)
    }

    private func save(_ parsed: PEMIdentity, label: String) async throws(ICPIdentityStoreError) -> StoredIdentity {
        if let problem = ICPIdentityLabel.problem(label) { throw .invalidLabel(problem) }
        let record = StoredIdentity(
            id: UUID().uuidString.lowercased(), label: ICPIdentityLabel.normalized(label),
            kind: StoredIdentity.Kind(parsed.kind),
            principal: parsed.identity.sender.description, createdAt: Date())
        do { try await keys.store(parsed.pem, for: Self.keyName(record.id)) } catch {
            throw .storage(error.description)
        }
        do { try await records.upsert(record) } catch {
            // Without its record the key is unreachable: take it back out (best effort).
            try? await keys.delete(Self.keyName(record.id))
            throw .storage(error.description)
        }
        return record
    }

    /// Where the key of identity `id` is kept in the encrypted file.
    private static func keyName(_ id: String) -> String { "icp.key.\(id)" }
}
