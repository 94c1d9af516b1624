import Deeplink
import Testing

/// Compiles and checks the example in Packages/Deeplink/README.md; the region between the markers
/// must stay identical to the README's code block (a workspace check compares them).
@Suite struct ReadmeExampleTests {
    @Test func readmeExample() throws {
        // README-EXAMPLE-BEGIN
        // The dapp builds a login request and the URL that opens the wallet.
        let login = LoginRequest(
            dappName: "My dApp", dappIcon: "https://example.com/icon.png", uuID: "4f1c2a",
            loginUrl: "https://example.com/api/login", callback: "mydapp://example.com?action=login")
        let url = login.simpleWalletURL  // simplewallet://eos.io?param=%7B%22action%22%3A%22login%22…

        // The wallet reads it back: .login(LoginRequest) with the same fields.
        let received = try SimpleWalletURL.parse(url)

        // The wallet answers through the callback; the dapp reads the result.
        let answer = SimpleWalletCallback.url(callback: received.common.callback ?? "", outcome: .success)
        let callback = try SimpleWalletCallback(parsing: answer)  // mydapp://example.com?action=login&result=1
        let loggedIn = callback.outcome == .success  // true
        // README-EXAMPLE-END
        #expect(received == .login(login))
        #expect(answer == "mydapp://example.com?action=login&result=1")
        #expect(loggedIn)
    }
}
