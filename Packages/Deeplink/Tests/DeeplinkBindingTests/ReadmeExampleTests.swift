import Deeplink
import DeeplinkBinding
import DeeplinkServer
import DeeplinkVerification
import DeeplinkWalletEmulator
import EOSChain
import EOSKeys
import Foundation
import Storage
import Testing

/// Compiles and runs the binding example in Packages/Deeplink/README.md; the region between the
/// markers must stay identical to the README's code block (a workspace check compares them).
@Suite struct ReadmeExampleTests {
    @Test func readmeExample() async throws {
        let (directory, path) = try BindingFixture.temporaryDatabase()
        defer { try? FileManager.default.removeItem(at: directory) }
        let node = try await ChainStub.start(chain: BindingFixture.chain)
        defer { Task { await node.stop() } }
        let verifier = LoginVerifier(
            chain: EOSChainClient(baseURL: node.baseURL), replayGuard: LoginReplayGuard(now: { BindingFixture.now }))
        let wallet = WalletEmulator(account: BindingFixture.alice, key: BindingFixture.key, now: { BindingFixture.now })
        // README-EXAMPLE-BEGIN
        // The dapp's bindings in a SQLite file, consulted by its callback server.
        let registry = BindingRegistry(store: try await SQLiteDataStore(path: path))
        let server = try await CallbackServer.start(verifier: verifier, bindings: registry)

        // A login asked for by app user "user-1": the verified login binds alice to user-1.
        func login(_ uuID: String, appUser: String, as account: String) async throws -> LoginOutcome {
            let request = LoginRequest(
                dappName: "My dApp", dappIcon: "https://example.com/icon.png", uuID: uuID,
                loginUrl: try server.loginURL(key: uuID, appUser: appUser), callback: server.callbackURL(for: uuID))
            _ = try await wallet.answer(request.simpleWalletURL, faults: [.actAs(try EOSName(account))])
            return try await server.result(for: uuID, timeout: .seconds(10))
        }
        let first = try await login("u1", appUser: "user-1", as: "alice")  // verified, bound
        let other = try await login("u2", appUser: "user-2", as: "alice")
        // other.bindingRefusal: accountBoundElsewhere, 10009 (MYKEY bound); the wallet's reply and
        // its callback carry 10009 too.
        try await registry.unbind(account: "alice")  // alice may bind again
        await server.stop()
        // README-EXAMPLE-END
        #expect(first.signer?.account == BindingFixture.alice)
        #expect(other.bindingRefusal?.resultCode == .mykeyBound)
        #expect(try await registry.appUser(boundTo: "alice") == nil)
    }
}
