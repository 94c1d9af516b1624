import Foundation

/// What a secure store writes next to the values so it can be reopened: the salt and round
/// count of the passphrase derivation, and a check value sealed under the key. The key itself
/// is never written; the check value is what tells a wrong passphrase from tampered data.
struct SecureStoreHeader: Codable, Sendable {
    static let storageKey = "__secure-store-header"
    static let checkPlaintext = Array("SecureDataStore check v1".utf8)
    static let checkContext = Array("storage.secure.check".utf8)

    var format: Int
    /// "passphrase-pbkdf2-sha256" or "caller-key".
    var keySource: String
    var salt: Data?
    var rounds: Int?
    var check: Data
}
