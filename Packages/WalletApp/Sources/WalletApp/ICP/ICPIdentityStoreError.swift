/// Why the identity store could not open, import, create, read or remove an identity. Each case
/// reads as one sentence; none ever contains key material or the passphrase.
public enum ICPIdentityStoreError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The passphrase does not open the encrypted key file in `directory`.
    case wrongPassphrase(directory: String)
    /// The data directory cannot be created or used.
    case directoryUnusable(path: String, reason: String)
    /// A PEM whose key is encrypted (PKCS#8 `ENCRYPTED PRIVATE KEY` or an OpenSSL `Proc-Type`
    /// header): the wallet has no way to ask for its password, so it refuses it by name.
    case encryptedPEM(source: String)
    /// Text that holds no private key block; `found` says what it holds instead.
    case notAPrivateKey(source: String, found: String)
    /// A private key block that does not make a key of a supported kind.
    case invalidKey(source: String, reason: String)
    /// The label breaks ``ICPIdentityLabel``'s rule.
    case invalidLabel(String)
    /// The file cannot be read (missing, a directory, no permission, not text).
    case fileUnreadable(path: String, reason: String)
    /// The file is bigger than a PEM key file can be.
    case fileTooLarge(path: String, bytes: Int, limit: Int)
    /// The same key is already in the wallet under `label`.
    case alreadyStored(label: String, principal: String)
    /// No identity has this id (removed meanwhile, perhaps by another process).
    case noSuchIdentity(id: String)
    /// The identity is listed but its encrypted key is gone.
    case keyMissing(label: String)
    /// The stored key is not the key of the listed principal (the key file was swapped).
    case keyMismatch(label: String)
    /// The database failed; the storage layer's sentence.
    case storage(String)

    public var description: String {
        switch self {
        case .wrongPassphrase(let directory):
            return "the passphrase does not open the ICP keys in \(directory)"
        case let .directoryUnusable(path, reason):
            return "the data directory \(path) cannot be used: \(reason)"
        case .encryptedPEM(let source):
            return
                "\(source): the key is encrypted; the wallet imports unencrypted PEM files (dfx identity export NAME > FILE writes one)"
        case let .notAPrivateKey(source, found):
            return
                "\(source): not a private key PEM file (\(found)); expected PRIVATE KEY (Ed25519 or secp256k1) or EC PRIVATE KEY (secp256k1)"
        case let .invalidKey(source, reason):
            return "\(source): \(reason)"
        case .invalidLabel(let reason):
            return "invalid label: \(reason)"
        case let .fileUnreadable(path, reason):
            return "\(path) cannot be read: \(reason)"
        case let .fileTooLarge(path, bytes, limit):
            return "\(path) has \(bytes) bytes, more than the \(limit) a PEM key file can have"
        case let .alreadyStored(label, principal):
            return "this key is already in the wallet as \"\(label)\" (principal \(principal))"
        case .noSuchIdentity(let id):
            return "no identity with id \(id) is stored (was it removed?)"
        case .keyMissing(let label):
            return "the private key of \"\(label)\" is missing from the encrypted key file"
        case .keyMismatch(let label):
            return "the stored private key of \"\(label)\" is not the key of its principal; the key file was changed"
        case .storage(let reason):
            return "the identity store failed: \(reason)"
        }
    }
}
