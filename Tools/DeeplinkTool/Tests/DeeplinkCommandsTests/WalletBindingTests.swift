import CommandSupport
import Deeplink
import DeeplinkServer
import DeeplinkVerification
import DeeplinkWalletCommand
import EOSChain
import Foundation
import Testing

/// Bindings held in memory for these tests: the rules of `BindingRegistry` (DeeplinkBinding),
/// without bringing its SQLite store into the tool's tests.
private actor MemoryBindings: AccountBindings {
    private var users: [String: String] = [:]
    private var accounts: [String: String] = [:]

    func bind(account: String, appUser: String) throws(BindingError) {
        switch (users[account], accounts[appUser]) {
        case (nil, nil):
            users[account] = appUser
            accounts[appUser] = account
        case (let user?, _) where user == appUser: throw .alreadyBound(account: account, appUser: appUser)
        case (nil, let other?): throw .appUserBoundElsewhere(appUser: appUser, account: account, boundAccount: other)
        case (let other?, nil): throw .accountBoundElsewhere(account: account, appUser: appUser, boundAppUser: other)
        case (let user?, let other?):
            throw .mismatch(account: account, appUser: appUser, accountsAppUser: user, appUsersAccount: other)
        }
    }

    func appUser(boundTo account: String) -> String? { users[account] }
}

@Suite("deeplink-wallet's act-as fault meets a dapp's binding codes")
struct WalletBindingTests {
    @Test("act-as:NAME with --also-account: the dapp answers 10008, and the callback carries it")
    func actAsAnotherAccount() async throws {
        let wallet = try await WalletCommandTests().start(
            ["--account", "alice", "--also-account", "bob"],
            environment: ["DEEPLINK_PRIVATE_KEY": WalletCommandTests.v4WIF])
        let server = try await CallbackServer.start(
            verifier: LoginVerifier(chain: EOSChainClient(baseURL: wallet.line.chain)), bindings: MemoryBindings())
        func open(uuID: String, appUser: String, query: String) async throws -> JSONObject {
            let request = LoginRequest(
                dappName: "Test", dappIcon: "https://example.com/icon.png", uuID: uuID,
                loginUrl: try server.loginURL(key: uuID, appUser: appUser), callback: server.callbackURL(for: uuID))
            let url = try #require(URL(string: wallet.line.wallet.absoluteString + "/open" + query))
            let reply = try await ControlHTTP.post(request.simpleWalletURL, to: url)
            #expect(reply.status == 200)
            return try #require(try JSONValue(parsing: reply.body).objectValue)
        }
        let first = try await open(uuID: "b1", appUser: "user-1", query: "")
        #expect(first["serverReply"] == .object(["code": 0, "message": ""]))
        let second = try await open(uuID: "b2", appUser: "user-1", query: "?fault=act-as:bob")
        let reply = try #require(second["serverReply"]?.objectValue)
        #expect(reply["code"] == 10008)
        let callback = try #require(second["callbackURL"]?.stringValue)
        #expect(callback.contains("result=10008"))
        let outcome = try await server.result(for: "b2", timeout: .seconds(20))
        #expect(outcome.bindingRefusal?.resultCode == .dappBound)
        #expect(outcome.body.account == "bob")
        await server.stop()
        #expect(await wallet.stop() == 0)
    }

    @Test func actAsNeedsAnAccountName() async throws {
        let status = await DeeplinkWalletTool.run(
            ["--account", "alice", "--fault", "act-as:Not.A.Name"],
            io: CommandIO(write: { _ in }, writeError: { _ in }, readInput: { nil }),
            environment: [:], until: {})
        #expect(status == ExitStatus.usage.rawValue)
    }
}
