import Deeplink
import EOSChain
import EOSKeys

/// (`try!` only on the spec's fixed vectors and fixed names, which a test run proves valid.)
/// Keys and a chain for the verification tests: `alice` (an ordinary account whose active key is
/// V4's and owner key V1's), `mykeyuser123` (a MYKEY account whose manager holds four keydata rows),
/// and `multisig` (active needs two of two keys, so neither key alone may log in).
struct VerificationFixture {
    static let activeKey = try! EOSPrivateKey("5KQwrPbwdL6PhXujxW37FSSQZ1JiwsST4cqQzDeyXtP79zkvFD3")  // V4
    static let ownerKey = try! EOSPrivateKey("5KQvfsPJ9YvGuVbLRLXVWPNubed6FWvV8yax6cNSJEzB4co3zFu")  // V1
    static let strangerKey = try! EOSPrivateKey("5Juww5SS6aLWxopXBAWzwqrwadiZKz7XpKAiktXTKcfBGi1DWg8")  // V3
    static let mykeyKeys = (0..<4).map { _ in try! EOSPrivateKey() }
    static let now: Int64 = 1_700_000_000

    static func name(_ text: String) -> EOSName { try! EOSName(text) }

    static func authority(
        _ keys: [(EOSPrivateKey, UInt16)], threshold: UInt32 = 1, accounts: [EOSPermissionLevelWeight] = []
    ) -> EOSAuthority {
        EOSAuthority(
            threshold: threshold, keys: keys.map { EOSKeyWeight(key: $0.0.publicKey.legacyString, weight: $0.1) },
            accounts: accounts)
    }

    static var chain: InMemoryEOSChain {
        let alice = EOSAccount(
            accountName: name("alice"),
            permissions: [
                EOSPermission(permName: name("active"), parent: "owner", requiredAuth: authority([(activeKey, 1)])),
                // The owner key is listed in PUB_K1_ form: keys compare as points, not strings.
                EOSPermission(
                    permName: name("owner"), parent: "",
                    requiredAuth: EOSAuthority(
                        threshold: 1, keys: [EOSKeyWeight(key: ownerKey.publicKey.k1String, weight: 1)])),
            ])
        let manager = EOSPermissionLevelWeight(
            permission: EOSPermissionLevel(actor: MYKEYKeydataRow.mainnetManager, permission: name("active")), weight: 1
        )
        let mykeyUser = EOSAccount(
            accountName: name("mykeyuser123"),
            permissions: [
                EOSPermission(
                    permName: name("active"), parent: "owner", requiredAuth: authority([], accounts: [manager])),
                EOSPermission(permName: name("owner"), parent: "", requiredAuth: authority([], accounts: [manager])),
            ])
        let multisig = EOSAccount(
            accountName: name("multisig"),
            permissions: [
                EOSPermission(
                    permName: name("active"), parent: "owner",
                    requiredAuth: authority([(activeKey, 1), (ownerKey, 1)], threshold: 2))
            ])
        let rows = mykeyKeys.enumerated().map { index, key in
            MYKEYKeydataRow(index: index, key: .init(pubkey: key.publicKey.legacyString, status: 0, nonce: 2))
        }
        return InMemoryEOSChain(
            accounts: [alice, mykeyUser, multisig],
            keydata: [MYKEYKeydataRow.mainnetManager: [name("mykeyuser123"): rows]])
    }

    /// A login signed as a wallet signs it: SHA-256 of `timestamp + account + uuID + ref`.
    static func login(
        account: String = "alice", uuID: String = "login-1", ref: String = "mykey", timestamp: String = String(now),
        key: EOSPrivateKey = activeKey
    ) -> LoginBody {
        let signature = try! key.signature(for: Array((timestamp + account + uuID + ref).utf8))
        return LoginBody(account: account, uuID: uuID, ref: ref, sign: signature.string, timestampText: timestamp)
    }
}
