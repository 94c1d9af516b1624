import Clocks
import Deeplink
import DeeplinkWalletEmulator
import EOSChain
import EOSKeys
import Foundation
import HTTPSpec

/// (`try!` only on the spec's fixed vectors and fixed names, which every run proves valid.)
enum EmulatorFixture {
    static let aliceKey = try! EOSPrivateKey("5KQwrPbwdL6PhXujxW37FSSQZ1JiwsST4cqQzDeyXtP79zkvFD3")  // V4
    static let otherKey = try! EOSPrivateKey("5KQvfsPJ9YvGuVbLRLXVWPNubed6FWvV8yax6cNSJEzB4co3zFu")  // V1
    static let reservedKey = try! EOSPrivateKey("5Juww5SS6aLWxopXBAWzwqrwadiZKz7XpKAiktXTKcfBGi1DWg8")  // V3
    static let alice = try! EOSName("alice")
    static let mykeyUser = try! EOSName("mykeyuser123")
    static let now: Int64 = 1_700_000_000

    static var chain: InMemoryEOSChain {
        let manager = EOSPermissionLevelWeight(
            permission: EOSPermissionLevel(actor: MYKEYKeydataRow.mainnetManager, permission: try! EOSName("active")),
            weight: 1)
        return InMemoryEOSChain(
            accounts: [
                EOSAccount(
                    accountName: alice,
                    permissions: [
                        EOSPermission(
                            permName: try! EOSName("active"), parent: "owner",
                            requiredAuth: EOSAuthority(
                                threshold: 1, keys: [EOSKeyWeight(key: aliceKey.publicKey.legacyString, weight: 1)]))
                    ]),
                EOSAccount(
                    accountName: mykeyUser,
                    permissions: [
                        EOSPermission(
                            permName: try! EOSName("active"), parent: "owner",
                            requiredAuth: EOSAuthority(
                                threshold: 1, keys: [], accounts: [manager]))
                    ]),
            ],
            keydata: [
                MYKEYKeydataRow.mainnetManager: [
                    mykeyUser: [
                        MYKEYKeydataRow(
                            index: 0, key: .init(pubkey: otherKey.publicKey.legacyString, status: 0, nonce: 1)),
                        MYKEYKeydataRow(
                            index: 3, key: .init(pubkey: reservedKey.publicKey.legacyString, status: 0, nonce: 2)),
                    ]
                ]
            ])
    }

    /// A transport that answers every POST with `{"code":0,…}` and every GET with 200, and records them.
    static func recordingTransport() -> StubTransport {
        StubTransport { request in
            ClientResponse(
                status: .ok, body: Data((request.method == .post ? ServerReply.success.jsonText : "OK").utf8))
        }
    }

    static func wallet(
        transport: StubTransport, account: EOSName = alice, key: EOSPrivateKey = aliceKey, protocol: String? = nil,
        clock: any Clock<Duration> = TestClock()
    ) -> WalletEmulator {
        WalletEmulator(
            account: account, key: key, protocol: `protocol`, transport: transport, clock: clock, now: { now })
    }

    static func login(
        uuID: String = "u-1", protocol: String = "SimpleWallet", callback: String? = "mydapp://cb?action=login"
    ) -> LoginRequest {
        LoginRequest(
            dappName: "dApp", dappIcon: "https://example.com/i.png", uuID: uuID, loginUrl: "http://dapp.test/login",
            callback: callback, protocol: `protocol`)
    }

    /// The JSON object a recorded POST carried.
    static func postedObject(_ request: ClientRequest) throws -> JSONObject {
        guard
            case .object(let members) = try JSONValue(parsing: String(decoding: request.body ?? Data(), as: UTF8.self))
        else {
            return [:]
        }
        return members
    }
}
