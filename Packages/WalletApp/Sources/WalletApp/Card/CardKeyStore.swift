import Coordinators
import Storage
import TonCard

/// The wallet's store of card HMAC keys: an `EncryptedHMACKeyStore` (SQLite, AES-256-GCM under a
/// key derived from the wallet passphrase) in `<data directory>/toncard`, so a card activated by
/// this wallet can be used after a restart.
///
/// Opening derives the key with PBKDF2 (600,000 rounds by default, most of a second): open it
/// once when the wallet unlocks and hand the same store to the connector, never per operation.
public enum CardKeyStore {
    /// The store's directory inside the wallet's data directory.
    public static func directory(in dataDirectory: String) -> String {
        dataDirectory + "/toncard"
    }

    /// Opens (or creates) the store in `dataDirectory` with the wallet passphrase.
    ///
    /// - Parameters:
    ///   - dataDirectory: the wallet's data directory; the store goes in its `toncard` folder.
    ///   - passphrase: the wallet passphrase; never logged.
    ///   - rounds: PBKDF2 rounds for a new store (an existing one keeps its own); tests pass few.
    /// - Throws: ``CardWalletError/keyStoreUnavailable`` when the directory cannot be prepared or
    ///   the passphrase does not open an existing store.
    public static func open(
        dataDirectory: String, passphrase: SecretText, rounds: Int = SecureDataStore.defaultRounds
    ) async throws(CardWalletError) -> EncryptedHMACKeyStore {
        do throws(TonCardError) {
            return try await EncryptedHMACKeyStore(
                directory: directory(in: dataDirectory), passphrase: passphrase.value, rounds: rounds)
        } catch {
            throw CardWalletError(error)
        }
    }
}
