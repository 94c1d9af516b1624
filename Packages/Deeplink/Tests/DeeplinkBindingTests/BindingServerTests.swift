import BigNum
import Deeplink
import DeeplinkBinding
import DeeplinkServer
import DeeplinkWalletEmulator
import EOSChain
import Foundation
import Testing

/// Each binding code end to end: the wallet emulator presents an account (``WalletFault/actAs(_:)``)
/// to a callback server with a SQLite-backed registry, the server answers the POST with the
/// code, and the wallet's callback carries it.
@Suite struct BindingServerTests {
    @Test func aFirstLoginBindsAndIsVerified() async throws {
        try await BindingFixture.withStack { (stack) async throws in
            let (answer, outcome) = try await stack.login(appUser: "user-1", as: BindingFixture.alice)
            #expect(outcome.signer?.account == BindingFixture.alice)
            #expect(answer.serverReply == .success)
            #expect(try await stack.registry.appUser(boundTo: "alice") == "user-1")
        }
    }

    @Test("logging in again as the same pair is answered 10006")
    func samePairAgain() async throws {
        try await BindingFixture.withStack { (stack) async throws in
            _ = try await stack.login(appUser: "user-1", as: BindingFixture.alice)
            let (answer, outcome) = try await stack.login(appUser: "user-1", as: BindingFixture.alice)
            try expectRefusal(answer, outcome, .alreadyBound(account: "alice", appUser: "user-1"))
        }
    }

    @Test("a transfer from an account bound to nobody is answered 10007 and not kept")
    func transferFromUnboundAccount() async throws {
        try await BindingFixture.withStack { (stack) async throws in
            var transfer = try TransferRequest(
                to: "dapp", amount: try BigDecimal(parsing: "1"), symbol: "EOS", precision: 4)
            transfer.transferUrl = stack.server.postURL(.transfer, key: "order-1")
            transfer.callback = stack.server.callbackURL(for: "order-1")
            let answer = try await stack.wallet.answer(transfer.simpleWalletURL, faults: [.actAs(BindingFixture.carol)])
            #expect(answer.serverReply?.code == 10007)
            #expect(answer.serverReply?.text == BindingError.unbound(account: "carol").description)
            let callback = try await stack.server.callback(for: "order-1", timeout: BindingFixture.deadline)
            #expect(callback.outcome == .failure(.unbound))
            // Not kept: the server logged it as rejected (before it replied) instead of as a notification.
            var events = stack.server.events.makeAsyncIterator()
            var rejection: String?
            while let event = await events.next() {
                if case .notification(let key, _) = event, key == "order-1" {
                    Issue.record("the unbound transfer was kept")
                }
                if case .rejected("POST", "/transfer", 200, let reason) = event {
                    rejection = reason
                    break
                }
            }
            #expect(rejection?.contains("10007") == true)

            // Once carol is bound, her transfers are the dapp's.
            try await stack.registry.bind(account: "carol", appUser: "user-3")
            transfer.transferUrl = stack.server.postURL(.transfer, key: "order-2")
            transfer.callback = stack.server.callbackURL(for: "order-2")
            let bound = try await stack.wallet.answer(transfer.simpleWalletURL, faults: [.actAs(BindingFixture.carol)])
            #expect(bound.serverReply == .success)
            let kept = try await stack.server.notification(for: "order-2", timeout: BindingFixture.deadline)
            #expect(kept.account == "carol")
        }
    }

    @Test("an app user bound to another account is answered 10008")
    func appUserBoundElsewhere() async throws {
        try await BindingFixture.withStack { (stack) async throws in
            _ = try await stack.login(appUser: "user-1", as: BindingFixture.alice)
            let (answer, outcome) = try await stack.login(appUser: "user-1", as: BindingFixture.bob)
            try expectRefusal(
                answer, outcome, .appUserBoundElsewhere(appUser: "user-1", account: "bob", boundAccount: "alice"))
        }
    }

    @Test("an account bound to another app user is answered 10009")
    func accountBoundElsewhere() async throws {
        try await BindingFixture.withStack { (stack) async throws in
            _ = try await stack.login(appUser: "user-1", as: BindingFixture.alice)
            let (answer, outcome) = try await stack.login(appUser: "user-2", as: BindingFixture.alice)
            try expectRefusal(
                answer, outcome, .accountBoundElsewhere(account: "alice", appUser: "user-2", boundAppUser: "user-1"))
        }
    }

    @Test("both bound to others is answered 10010")
    func bothBoundElsewhere() async throws {
        try await BindingFixture.withStack { (stack) async throws in
            _ = try await stack.login(appUser: "user-1", as: BindingFixture.alice)
            _ = try await stack.login(appUser: "user-2", as: BindingFixture.bob)
            let (answer, outcome) = try await stack.login(appUser: "user-2", as: BindingFixture.alice)
            try expectRefusal(
                answer, outcome,
                .mismatch(account: "alice", appUser: "user-2", accountsAppUser: "user-1", appUsersAccount: "bob"))
        }
    }

    @Test func aLoginURLRefusesAnAppUserItCannotKeep() async throws {
        try await BindingFixture.withStack { (stack) async throws in
            #expect(throws: BindingError.self) { try stack.server.loginURL(key: "k", appUser: "") }
            #expect(throws: BindingError.self) {
                try stack.server.loginURL(key: "k", appUser: String(repeating: "x", count: 65))
            }
        }
    }

    @Test func aLoginWithoutAnAppUserIsVerifiedAndBindsNobody() async throws {
        try await BindingFixture.withStack { (stack) async throws in
            let request = LoginRequest(
                dappName: "Bound dApp", dappIcon: "https://example.com/icon.png", uuID: "plain",
                loginUrl: stack.server.postURL(.login, key: "plain"), callback: stack.server.callbackURL(for: "plain"))
            let answer = try await stack.wallet.answer(request.simpleWalletURL)
            #expect(answer.serverReply == .success)
            #expect(try await stack.server.result(for: "plain", timeout: BindingFixture.deadline).signer != nil)
            #expect(try await stack.registry.appUser(boundTo: "alice") == nil)
        }
    }

    /// The outcome is a binding refusal for the same signer, the POST's reply and the callback
    /// both carry the code, and the reply's text says which binding stood in the way.
    private func expectRefusal(_ answer: WalletAnswer, _ outcome: LoginOutcome, _ expected: BindingError) throws {
        #expect(outcome.bindingRefusal == expected)
        guard case .bindingRefused(_, let signer, _) = outcome else {
            Issue.record("expected a binding refusal, got \(outcome)")
            return
        }
        #expect(signer.account.text == outcome.body.account)
        let code = try #require(expected.resultCode).rawValue
        #expect(answer.serverReply?.code == code)
        #expect(answer.serverReply?.text == expected.description)
        #expect(answer.callbackURL?.contains("result=\(code)") == true)
    }
}
