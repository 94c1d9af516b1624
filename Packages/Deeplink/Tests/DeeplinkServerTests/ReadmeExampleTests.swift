import Deeplink
import DeeplinkServer
import DeeplinkVerification
import DeeplinkWalletEmulator
import EOSChain
import EOSKeys
import Testing

/// Compiles and runs the server example in Packages/Deeplink/README.md; the region between the
/// markers must stay identical to the README's code block (a workspace check compares them).
@Suite struct ReadmeExampleTests {
    @Test func readmeExample() async throws {
        let chain = ServerFixture.chain
        let key = ServerFixture.aliceKey
        // README-EXAMPLE-BEGIN
        // A node on loopback, the dapp's callback server checking logins against it, and a wallet.
        let node = try await ChainStub.start(chain: chain)
        let server = try await CallbackServer.start(
            verifier: LoginVerifier(chain: EOSChainClient(baseURL: node.baseURL)))
        let wallet = WalletEmulator(account: try EOSName("alice"), key: key)

        // The dapp asks for a login; the result is kept under the uuID it issued.
        let request = LoginRequest(
            dappName: "My dApp", dappIcon: "https://example.com/icon.png", uuID: "4f1c2a",
            loginUrl: server.postURL(.login, key: "4f1c2a"), callback: server.callbackURL(for: "4f1c2a"))
        _ = try await wallet.answer(request.simpleWalletURL)
        let outcome = try await server.result(for: "4f1c2a", timeout: .seconds(10))
        // outcome.signer: alice, .active, EOS6MRyAjQq8…; a refusal says which check failed.

        await server.stop()
        await node.stop()
        // README-EXAMPLE-END
        #expect(outcome.signer?.account == ServerFixture.alice)
        #expect(outcome.signer?.permission == .active)
    }
}
