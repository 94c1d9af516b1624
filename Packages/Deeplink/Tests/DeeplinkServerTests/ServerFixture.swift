import Clocks
import Deeplink
import DeeplinkServer
import DeeplinkVerification
import DeeplinkWalletEmulator
import EOSChain
import EOSKeys
import Foundation

/// (`try!` only on fixed vectors and names, which every run proves valid.)
/// `alice`: an ordinary account whose active key is the spec's V4 key. `mykeyuser123`: a MYKEY
/// account whose manager `mykeymanager` holds four keydata rows; row 3 is the reserved key.
enum ServerFixture {
    static let aliceKey = try! EOSPrivateKey("5KQwrPbwdL6PhXujxW37FSSQZ1JiwsST4cqQzDeyXtP79zkvFD3")  // V4
    static let strangerKey = try! EOSPrivateKey("5Juww5SS6aLWxopXBAWzwqrwadiZKz7XpKAiktXTKcfBGi1DWg8")  // V3
    static let mykeyKeys = (0..<4).map { _ in try! EOSPrivateKey() }
    static let now: Int64 = 1_700_000_000
    static let alice = try! EOSName("alice")
    static let mykeyUser = try! EOSName("mykeyuser123")
    /// Every wait in these tests ends by this deadline at the latest (on the system clock).
    static let deadline = Duration.seconds(10)

    static var chain: InMemoryEOSChain {
        let manager = EOSPermissionLevelWeight(
            permission: EOSPermissionLevel(actor: MYKEYKeydataRow.mainnetManager, permission: try! EOSName("active")),
            weight: 1)
        let aliceAccount = EOSAccount(
            accountName: alice,
            permissions: [
                EOSPermission(
                    permName: try! EOSName("active"), parent: "owner",
                    requiredAuth: EOSAuthority(
                        threshold: 1, keys: [EOSKeyWeight(key: aliceKey.publicKey.legacyString, weight: 1)]))
            ])
        let mykeyAccount = EOSAccount(
            accountName: mykeyUser,
            permissions: [
                EOSPermission(
                    permName: try! EOSName("active"), parent: "owner",
                    requiredAuth: EOSAuthority(
                        threshold: 1, keys: [], accounts: [manager]))
            ])
        let rows = mykeyKeys.enumerated().map { index, key in
            MYKEYKeydataRow(index: index, key: .init(pubkey: key.publicKey.legacyString, status: 0, nonce: 2))
        }
        return InMemoryEOSChain(
            accounts: [aliceAccount, mykeyAccount], keydata: [MYKEYKeydataRow.mainnetManager: [mykeyUser: rows]])
    }

    /// A chain stub, a callback server verifying against it over HTTP, and a test clock for the
    /// server's deadlines; both servers are stopped when `body` ends, whether it throws or not.
    struct Stack {
        let chain: ChainStub
        let server: CallbackServer
        let clock: TestClock<Duration>

        func wallet(
            account: EOSName = ServerFixture.alice, key: EOSPrivateKey = ServerFixture.aliceKey, protocol: String? = nil
        ) -> WalletEmulator {
            WalletEmulator(account: account, key: key, protocol: `protocol`, clock: clock, now: { ServerFixture.now })
        }
    }

    static func withStack<T>(
        limits: CallbackServerLimits = .default, resultLimits: ServerResultLimits = .default,
        _ body: (Stack) async throws -> T
    ) async throws -> T {
        let stub = try await ChainStub.start(chain: chain)
        let clock = TestClock()
        let verifier = LoginVerifier(
            chain: EOSChainClient(baseURL: stub.baseURL, timeout: .seconds(5)),
            replayGuard: LoginReplayGuard(now: { ServerFixture.now }))
        let server: CallbackServer
        do {
            server = try await CallbackServer.start(
                verifier: verifier, limits: limits, resultLimits: resultLimits, clock: clock)
        } catch {
            await stub.stop()
            throw error
        }
        do {
            let result = try await body(Stack(chain: stub, server: server, clock: clock))
            await server.stop()
            await stub.stop()
            return result
        } catch {
            await server.stop()
            await stub.stop()
            throw error
        }
    }

    static func loginRequest(
        uuID: String, server: CallbackServer, expecting: Bool = true, protocol: String = "SimpleWallet"
    ) -> LoginRequest {
        LoginRequest(
            dappName: "Test dApp", dappIcon: "https://example.com/icon.png", uuID: uuID,
            loginUrl: server.postURL(.login, key: expecting ? uuID : nil), callback: server.callbackURL(for: uuID),
            protocol: `protocol`)
    }
}
