import Deeplink
import DeeplinkServer
import DeeplinkVerification
import EOSChain
import Foundation
import Testing

/// The dapp a deeplink-wallet answers in the tests: a callback server verifying logins against
/// the chain URL the wallet printed, login requests handed to the wallet's `POST /open`.
final class DappSide: Sendable {
    let server: CallbackServer

    struct Exchange {
        /// What the callback server made of the login.
        var outcome: LoginOutcome
        /// What `POST /open` answered.
        var reply: ControlHTTP.Reply
    }

    private init(server: CallbackServer) {
        self.server = server
    }

    static func start(chain: URL) async throws -> DappSide {
        DappSide(server: try await CallbackServer.start(verifier: LoginVerifier(chain: EOSChainClient(baseURL: chain))))
    }

    /// Hands the wallet a login request for `uuID`; `keyed`: the loginUrl carries the uuID (the
    /// server then insists on it), else results are kept under the body's uuID.
    func open(through wallet: URL, uuID: String, keyed: Bool = true, query: String = "") async throws
        -> ControlHTTP.Reply
    {
        let open = try #require(URL(string: wallet.absoluteString + "/open" + query))
        return try await ControlHTTP.post(loginURL(uuID: uuID, keyed: keyed), to: open)
    }

    /// The simplewallet:// URL of a login request for `uuID`, answered to this server.
    func loginURL(uuID: String, keyed: Bool = true) -> String {
        LoginRequest(
            dappName: "Test", dappIcon: "https://example.com/icon.png", uuID: uuID,
            loginUrl: server.postURL(.login, key: keyed ? uuID : nil), callback: server.callbackURL(for: uuID)
        ).simpleWalletURL
    }

    func stop() async {
        await server.stop()
    }

    /// One login through the wallet against a server of its own, stopped on every path.
    static func login(through wallet: URL, chain: URL, uuID: String = "u-\(UUID().uuidString)", query: String = "")
        async throws -> Exchange
    {
        let dapp = try await start(chain: chain)
        do {
            let reply = try await dapp.open(through: wallet, uuID: uuID, query: query)
            let outcome = try await dapp.server.result(for: uuID, timeout: .seconds(20))
            await dapp.stop()
            return Exchange(outcome: outcome, reply: reply)
        } catch {
            await dapp.stop()
            throw error
        }
    }
}
