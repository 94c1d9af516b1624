import BigNum
import Deeplink
import DeeplinkServer
import DeeplinkVerification
import DeeplinkWalletEmulator
import EOSChain
import EOSKeys
import Foundation
import Testing

/// dapp → wallet emulator → callback server → chain stub, all over real loopback sockets.
@Suite struct EndToEndTests {
    @Test func loginOfAnOrdinaryAccountVerifiesWithItsActiveKey() async throws {
        try await ServerFixture.withStack { (stack) async throws in
            // loginUrl without a key: the result is kept under the body's uuID.
            let request = ServerFixture.loginRequest(uuID: "login-alice", server: stack.server, expecting: false)
            #expect(request.loginUrl == stack.server.baseURL.absoluteString + "/login")
            let answer = try await stack.wallet().answer(request.simpleWalletURL)
            #expect(answer.postStatus == 200)
            #expect(answer.serverReply == .success)
            #expect(answer.callbackStatus == 200)

            let outcome = try await stack.server.result(for: "login-alice", timeout: ServerFixture.deadline)
            let signer = try #require(outcome.signer)
            #expect(signer.account == ServerFixture.alice)
            #expect(signer.permission == .active)
            #expect(signer.publicKey == ServerFixture.aliceKey.publicKey)
            // SimpleWallet protocol: the timestamp travelled as a JSON number (§4.1).
            #expect(outcome.body.timestampForm == .jsonNumber)

            let callback = try await stack.server.callback(for: "login-alice", timeout: ServerFixture.deadline)
            #expect(callback.outcome == .success)
        }
    }

    @Test func loginOfAMYKEYAccountVerifiesWithKeydataRow3() async throws {
        try await ServerFixture.withStack { (stack) async throws in
            let request = ServerFixture.loginRequest(uuID: "login-mykey", server: stack.server, protocol: "MYKEY")
            let wallet = stack.wallet(account: ServerFixture.mykeyUser, key: ServerFixture.mykeyKeys[3])
            let answer = try await wallet.answer(request.qrPayload)
            #expect(answer.serverReply == .success)

            let outcome = try await stack.server.result(for: "login-mykey", timeout: ServerFixture.deadline)
            #expect(outcome.signer?.permission == .mykeyReserved)
            #expect(outcome.signer?.account == ServerFixture.mykeyUser)
            // MYKEY protocol: the timestamp travelled as a JSON string (§4.1).
            #expect(outcome.body.timestampForm == .jsonString)
        }
    }

    @Test func mykeyAdminKeyIsNotAccepted() async throws {
        try await ServerFixture.withStack { (stack) async throws in
            let request = ServerFixture.loginRequest(uuID: "login-admin", server: stack.server)
            let wallet = stack.wallet(account: ServerFixture.mykeyUser, key: ServerFixture.mykeyKeys[0])
            let answer = try await wallet.answer(request.simpleWalletURL)
            #expect(answer.serverReply?.code == ReplyCode.refused)
            let outcome = try await stack.server.result(for: "login-admin", timeout: ServerFixture.deadline)
            #expect(
                outcome.refusal
                    == .keyNotAuthorized(account: ServerFixture.mykeyUser, key: ServerFixture.mykeyKeys[0].publicKey))
        }
    }

    @Test func transferNotifiesAndCallsBackWithTheTransactionID() async throws {
        try await ServerFixture.withStack { (stack) async throws in
            var transfer = try TransferRequest(
                to: "bob", amount: try BigDecimal(parsing: "1.5"), symbol: "EOS", precision: 4)
            transfer.transferUrl = stack.server.postURL(.transfer, key: "order-7")
            transfer.callback = stack.server.callbackURL(for: "order-7")
            let answer = try await stack.wallet().answer(transfer.simpleWalletURL)
            let txID = try #require(answer.txID)
            #expect(txID == TransactionID.madeUp(for: .transfer(transfer)))
            #expect(txID.count == 64)
            #expect(answer.serverReply == .success)

            let notification = try await stack.server.notification(for: "order-7", timeout: ServerFixture.deadline)
            guard case .transfer(let posted) = notification else {
                Issue.record("expected a transfer notification, got \(notification)")
                return
            }
            #expect(posted.txID == txID)
            #expect(posted.account == "alice")
            let callback = try await stack.server.callback(for: "order-7", timeout: ServerFixture.deadline)
            #expect(callback.outcome == .success)
            #expect(callback.txID == txID)
        }
    }

    @Test func transactionWithoutKeyIsKeptUnderItsTransactionID() async throws {
        try await ServerFixture.withStack { (stack) async throws in
            let action = TransactionAction(
                account: "eosio.token", name: "transfer",
                data: ([
                    "from": .string("alice"), "to": .string("bob"), "quantity": .string("0.0001 EOS"),
                    "memo": .string(""),
                ]))
            let request = TransactionRequest(
                actions: [action], contractUrl: stack.server.postURL(.transaction),
                common: RequestCommon(callback: stack.server.callbackURL(for: "tx-cb")))
            let answer = try await stack.wallet().answer(request.simpleWalletURL)
            let txID = try #require(answer.txID)
            let notification = try await stack.server.notification(for: txID, timeout: ServerFixture.deadline)
            guard case .transaction = notification else {
                Issue.record("expected a transaction notification, got \(notification)")
                return
            }
            #expect(notification.txID == txID)
            let callback = try await stack.server.callback(for: "tx-cb", timeout: ServerFixture.deadline)
            #expect(callback.txID == txID)
        }
    }

    @Test func signIsVerifiedWithTheReservedKey() async throws {
        try await ServerFixture.withStack { (stack) async throws in
            let request = SignRequest(
                message: "hello, dapp", signUrl: stack.server.postURL(.sign, key: "sign-1"),
                common: RequestCommon(callback: stack.server.callbackURL(for: "sign-1")))
            let wallet = stack.wallet(account: ServerFixture.mykeyUser, key: ServerFixture.mykeyKeys[3])
            let answer = try await wallet.answer(request.simpleWalletURL)
            #expect(answer.serverReply == .success)

            let notification = try await stack.server.notification(for: "sign-1", timeout: ServerFixture.deadline)
            guard case .sign(let posted, let verification) = notification else {
                Issue.record("expected a sign notification, got \(notification)")
                return
            }
            #expect(posted.message == "hello, dapp")
            #expect(try verification.get().permission == .mykeyReserved)
            let callback = try await stack.server.callback(for: "sign-1", timeout: ServerFixture.deadline)
            #expect(callback.sign == answer.signature)
            let signature = try EOSSignature(try #require(callback.sign))
            #expect(ServerFixture.mykeyKeys[3].publicKey.isValidSignature(signature, for: Array("hello, dapp".utf8)))
        }
    }

    @Test func mykeyRouteCallbackIsKeptUnderItsCallBackId() async throws {
        try await ServerFixture.withStack { (stack) async throws in
            var request = ServerFixture.loginRequest(uuID: "login-route", server: stack.server)
            request.callback = stack.server.mykeyCallbackURL(action: .login, callbackID: "CB0123")
            _ = try await stack.wallet().answer(request.simpleWalletURL)
            let callback = try await stack.server.callback(for: "CB0123", timeout: ServerFixture.deadline)
            guard case .mykey(let mykey) = callback else {
                Issue.record("expected a MYKEY-route callback, got \(callback)")
                return
            }
            #expect(try mykey.loginBody().uuID == "login-route")
        }
    }

    @Test func cancelAndFailureReachTheCallbackWithoutAPost() async throws {
        try await ServerFixture.withStack { (stack) async throws in
            let cancelled = ServerFixture.loginRequest(uuID: "login-cancel", server: stack.server)
            let answer = try await stack.wallet().answer(cancelled.simpleWalletURL, decision: .cancel)
            #expect(answer.postStatus == nil)
            #expect(
                try await stack.server.callback(for: "login-cancel", timeout: ServerFixture.deadline).outcome
                    == .cancelled)

            let failed = ServerFixture.loginRequest(uuID: "login-fail", server: stack.server)
            _ = try await stack.wallet().answer(failed.simpleWalletURL, decision: .fail(10003))
            #expect(
                try await stack.server.callback(for: "login-fail", timeout: ServerFixture.deadline).outcome
                    == .failure(.frozen))
        }
    }
}
