import Coordinators

/// Where the wallet's services come from: the data directory, the ICP replica, the card reader,
/// the EOS chain — real ones, or with `wallet --local` emulators the environment starts itself.
///
/// Opening needs the wallet passphrase, which unlocks the encrypted stores (ICP keys, the card's
/// HMAC key). `close()` stops whatever `open` started.
public protocol WalletEnvironment: Sendable {
    /// Opens the stores with `passphrase` and connects the services; throws a sentence-worthy
    /// error when the passphrase is wrong or a service cannot start.
    func open(passphrase: SecretText) async throws -> WalletServices
    /// Stops what `open` started (emulator processes) and closes the stores.
    func close() async
}

/// What the app runs on once unlocked.
public struct WalletServices: Sendable {
    /// How to log in with EOS.
    public let eosLogin: EOSLoginSettings
    /// The home's tabs for a logged-in session, in order.
    public let homeTabs: @Sendable (EOSSession) -> [AnyCoordinator<HomeExit>]

    public init(eosLogin: EOSLoginSettings, homeTabs: @escaping @Sendable (EOSSession) -> [AnyCoordinator<HomeExit>]) {
        self.eosLogin = eosLogin
        self.homeTabs = homeTabs
    }
}
