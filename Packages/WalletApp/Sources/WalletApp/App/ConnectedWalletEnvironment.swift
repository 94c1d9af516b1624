import Coordinators
import Foundation
import Synchronization

/// The wallet against real services: an ICP replica or boundary node (mainnet's root key unless
/// another is given), a PC/SC card reader, an EOS node.
public final class ConnectedWalletEnvironment: WalletEnvironment {
    public let dataDirectory: String
    public let icp: ICPConnection
    public let eosChain: URL
    /// The PC/SC reader to use; nil applies the usual rule (the one reader with a TON card).
    public let reader: String?
    private let stores = Mutex<ICPIdentityStore?>(nil)

    public init(dataDirectory: String, icp: ICPConnection, eosChain: URL, reader: String?) {
        self.dataDirectory = dataDirectory
        self.icp = icp
        self.eosChain = eosChain
        self.reader = reader
    }

    public func open(passphrase: SecretText) async throws -> WalletServices {
        let stored = try await WalletStores.open(dataDirectory: dataDirectory, passphrase: passphrase, rounds: nil)
        stores.withLock { $0 = stored.identities }
        return WalletServices.standard(
            icp: ICPService(connection: icp), identities: stored.identities,
            card: CardService(connector: PCSCCardConnector(reader: reader, keyStore: stored.cardKeys)),
            eosLogin: EOSLoginSettings(chainURL: eosChain))
    }

    public func close() async {
        let identities = stores.withLock { store in
            defer { store = nil }
            return store
        }
        await identities?.close()
    }
}
