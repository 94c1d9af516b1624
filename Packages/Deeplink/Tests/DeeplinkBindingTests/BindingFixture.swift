import Clocks
import Deeplink
import DeeplinkBinding
import DeeplinkServer
import DeeplinkVerification
import DeeplinkWalletEmulator
import EOSChain
import EOSKeys
import Foundation
import Storage

/// (`try!` only on fixed vectors and names, which every run proves valid.)
/// `alice`, `bob` and `carol`: three ordinary accounts whose active key is the spec's V4 key, so
/// one wallet can present each of them (``WalletFault/actAs(_:)``).
enum BindingFixture {
    static let key = try! EOSPrivateKey("5KQwrPbwdL6PhXujxW37FSSQZ1JiwsST4cqQzDeyXtP79zkvFD3")  // V4
    static let now: Int64 = 1_700_000_000
    static let alice = try! EOSName("alice")
    static let bob = try! EOSName("bob")
    static let carol = try! EOSName("carol")
    /// Every wait in these tests ends by this deadline at the latest (on the system clock).
    static let deadline = Duration.seconds(10)

    static var chain: InMemoryEOSChain {
        let authority = EOSAuthority(threshold: 1, keys: [EOSKeyWeight(key: key.publicKey.legacyString, weight: 1)])
        return InMemoryEOSChain(
            accounts: [alice, bob, carol].map { name in
                EOSAccount(
                    accountName: name,
                    permissions: [
                        EOSPermission(permName: try! EOSName("active"), parent: "owner", requiredAuth: authority)
                    ]
                )
            })
    }

    /// A fresh SQLite file in a fresh temporary directory, removed by the caller's `defer`.
    static func temporaryDatabase() throws -> (directory: URL, path: String) {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("deeplink-binding-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return (directory, directory.appendingPathComponent("bindings.sqlite").path)
    }

    struct Stack {
        let server: CallbackServer
        let registry: BindingRegistry
        let wallet: WalletEmulator

        /// Asks for a login by `appUser` and has the wallet answer it as `account`.
        func login(appUser: String, as account: EOSName, uuID: String = UUID().uuidString) async throws
            -> (WalletAnswer, LoginOutcome)
        {
            let request = LoginRequest(
                dappName: "Bound dApp", dappIcon: "https://example.com/icon.png", uuID: uuID,
                loginUrl: try server.loginURL(key: uuID, appUser: appUser), callback: server.callbackURL(for: uuID))
            let answer = try await wallet.answer(request.simpleWalletURL, faults: [.actAs(account)])
            return (answer, try await server.result(for: uuID, timeout: BindingFixture.deadline))
        }
    }

    /// A chain stub, a callback server with a SQLite-backed registry, and a wallet holding the
    /// shared key; everything is stopped and removed when `body` ends, whether it throws or not.
    static func withStack<T>(_ body: (Stack) async throws -> T) async throws -> T {
        let (directory, path) = try temporaryDatabase()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try await SQLiteDataStore(path: path)
        let registry = BindingRegistry(store: store)
        let stub = try await ChainStub.start(chain: chain)
        let verifier = LoginVerifier(
            chain: EOSChainClient(baseURL: stub.baseURL, timeout: .seconds(5)),
            replayGuard: LoginReplayGuard(now: { BindingFixture.now }))
        let server: CallbackServer
        do {
            server = try await CallbackServer.start(verifier: verifier, bindings: registry, clock: TestClock())
        } catch {
            await stub.stop()
            throw error
        }
        let wallet = WalletEmulator(account: alice, key: key, now: { BindingFixture.now })
        let result: Result<T, any Error>
        do {
            result = .success(try await body(Stack(server: server, registry: registry, wallet: wallet)))
        } catch {
            result = .failure(error)
        }
        await server.stop()
        await stub.stop()
        try? store.close()
        return try result.get()
    }
}
