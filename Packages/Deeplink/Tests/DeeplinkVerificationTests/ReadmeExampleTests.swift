import Deeplink
import DeeplinkVerification
import EOSChain
import EOSKeys
import Testing

/// Compiles and checks the verification example in Packages/Deeplink/README.md; the region
/// between the markers must stay identical to the README's code block.
@Suite struct ReadmeVerificationExampleTests {
    @Test func readmeVerificationExample() async throws {
        // README-EXAMPLE-BEGIN
        // The wallet's key, and the chain's record of the account (a node: EOSChainClient(baseURL:)).
        let key = try EOSPrivateKey("5KQwrPbwdL6PhXujxW37FSSQZ1JiwsST4cqQzDeyXtP79zkvFD3")
        let chain = InMemoryEOSChain(accounts: [
            EOSAccount(
                accountName: try EOSName("alice"),
                permissions: [
                    EOSPermission(
                        permName: try EOSName("active"), parent: "owner",
                        requiredAuth: EOSAuthority(
                            threshold: 1, keys: [EOSKeyWeight(key: key.publicKey.legacyString, weight: 1)]))
                ])
        ])

        // What the wallet POSTs to loginUrl: it signs timestamp + account + uuID + ref.
        let signature = try key.signature(for: Array("1700000000alice4f1c2amykey".utf8))
        let body =
            #"{"account":"alice","ref":"mykey","sign":"\#(signature.string)","timestamp":1700000000,"uuID":"4f1c2a"}"#

        let verifier = LoginVerifier(chain: chain, replayGuard: LoginReplayGuard(now: { 1_700_000_030 }))
        let signer = try await verifier.verify(LoginBody(json: body), expectedUUID: "4f1c2a")
        // signer.account == alice, signer.permission == .active, signer.publicKey == EOS6MRyAjQq8…
        // The same login again: LoginVerificationError.replayed(uuID: "4f1c2a").
        // README-EXAMPLE-END
        #expect(signer.account.text == "alice")
        #expect(signer.permission == .active)
        #expect(signer.publicKey.legacyString == "EOS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV")
        await #expect(throws: LoginVerificationError.replayed(uuID: "4f1c2a")) {
            _ = try await verifier.verify(LoginBody(json: body), expectedUUID: "4f1c2a")
        }
    }
}
