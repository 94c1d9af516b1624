import Coordinators
import Foundation
import Storage
import TonCard

/// The encrypted stores a wallet opens with its passphrase: ICP identities and the card's HMAC
/// keys, both in the data directory.
struct WalletStores {
    let identities: ICPIdentityStore
    let cardKeys: EncryptedHMACKeyStore

    static func open(dataDirectory: String, passphrase: SecretText, rounds: Int?) async throws -> WalletStores {
        try FileManager.default.createDirectory(
            atPath: dataDirectory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let rounds = rounds ?? SecureDataStore.defaultRounds
        let identities = try await ICPIdentityStore(
            directory: dataDirectory, passphrase: passphrase.value, keyDerivationRounds: rounds)
        do {
            let cardKeys = try await CardKeyStore.open(
                dataDirectory: dataDirectory, passphrase: passphrase, rounds: rounds)
            return WalletStores(identities: identities, cardKeys: cardKeys)
        } catch {
            await identities.close()
            throw error
        }
    }
}

extension WalletServices {
    /// The home every environment shows: ICP, TON card, EOS.
    static func standard(icp: ICPService, identities: ICPIdentityStore, card: CardService, eosLogin: EOSLoginSettings)
        -> WalletServices
    {
        WalletServices(eosLogin: eosLogin) { session in
            [
                AnyCoordinator(ICPTab(service: icp, identities: identities)),
                AnyCoordinator(CardTab(service: card)),
                AnyCoordinator(EOSTab(session: session)),
            ]
        }
    }
}
