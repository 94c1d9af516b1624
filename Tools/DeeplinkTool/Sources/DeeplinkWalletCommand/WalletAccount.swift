import EOSChain
import EOSKeys

/// The account the emulated wallet logs in as, as its chain stub records it.
///
/// An ordinary account: the wallet's key is its `active` and `owner` key. A MYKEY account
/// (`--mykey`, spec §4.6): both authorities name the manager contract `mykeymanager@active` and
/// hold no key; the manager's `keydata` rows 0–2 are fresh keys nobody holds, and row 3 — the
/// reserved key that signs logins — is the wallet's key.
struct WalletAccount: Sendable {
    let name: EOSName
    let key: EOSPrivateKey
    let isMYKEY: Bool
    /// More accounts the chain gives the same key in the same way (`--also-account`), for the
    /// `act-as:NAME` fault: one wallet presenting several accounts meets each binding code.
    var aliases: [EOSName] = []

    /// What a verifier finds the key to be: `active` or `mykeyReserved`.
    var permission: String { isMYKEY ? "mykeyReserved" : "active" }

    func chain() throws(EOSKeyError) -> InMemoryEOSChain {
        guard isMYKEY else {
            let authority = EOSAuthority(threshold: 1, keys: [EOSKeyWeight(key: key.publicKey.legacyString, weight: 1)])
            return InMemoryEOSChain(accounts: ([name] + aliases).map { Self.account($0, authority: authority) })
        }
        let manager = EOSPermissionLevelWeight(
            permission: EOSPermissionLevel(actor: MYKEYKeydataRow.mainnetManager, permission: Self.active), weight: 1)
        let authority = EOSAuthority(threshold: 1, keys: [], accounts: [manager])
        var keys: [EOSPublicKey] = []
        for _ in 0..<MYKEYKeydataRow.reservedKeyIndex { keys.append(try EOSPrivateKey().publicKey) }
        keys.append(key.publicKey)
        let rows = keys.enumerated().map { index, key in
            MYKEYKeydataRow(index: index, key: .init(pubkey: key.legacyString, status: 0, nonce: 0))
        }
        return InMemoryEOSChain(
            accounts: ([name] + aliases).map { Self.account($0, authority: authority) },
            keydata: [
                MYKEYKeydataRow.mainnetManager: Dictionary(([name] + aliases).map { ($0, rows) }) { first, _ in first }
            ])
    }

    private static func account(_ name: EOSName, authority: EOSAuthority) -> EOSAccount {
        EOSAccount(
            accountName: name,
            permissions: [
                EOSPermission(permName: owner, parent: "", requiredAuth: authority),
                EOSPermission(permName: active, parent: "owner", requiredAuth: authority),
            ])
    }

    // Literals that are valid EOSIO names; EOSName's own check would only fail on a typo here.
    private static let active = validName("active")
    private static let owner = validName("owner")

    private static func validName(_ text: String) -> EOSName {
        do {
            return try EOSName(text)
        } catch {
            preconditionFailure("\(text) is a valid EOSIO name")
        }
    }
}
