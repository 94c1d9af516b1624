import Clocks
import Deeplink
import DeeplinkWalletEmulator
import EOSChain
import EOSKeys
import Foundation
import HTTPSpec
import Testing

/// What the emulator sends, checked against the spec's shapes without any server.
@Suite struct WalletEmulatorTests {
    @Test func simpleWalletLoginPostsATimestampNumberAndASignatureOverTheSignedText() async throws {
        let transport = EmulatorFixture.recordingTransport()
        let answer = try await EmulatorFixture.wallet(transport: transport).answer(
            EmulatorFixture.login().simpleWalletURL)
        let post = try #require(transport.requests.first)
        #expect(post.method == .post)
        #expect(post.url.absoluteString == "http://dapp.test/login")
        #expect(post.headerFields[.contentType] == "application/json")
        let object = try EmulatorFixture.postedObject(post)
        #expect(object["timestamp"] == .number(JSONNumber(EmulatorFixture.now)))
        #expect(object["account"] == .string("alice"))
        #expect(object["ref"] == .string("mykey"))
        #expect(object["uuID"] == .string("u-1"))
        let body = try #require(answer.loginBody)
        #expect(body.signedText == "1700000000aliceu-1mykey")
        let signature = try EOSSignature(body.sign)
        #expect(try signature.recoverPublicKey(for: Array(body.signedText.utf8)) == EmulatorFixture.aliceKey.publicKey)
        #expect(answer.serverReply == .success)
    }

    @Test func mykeyLoginPostsTheTimestampAsAString() async throws {
        let transport = EmulatorFixture.recordingTransport()
        _ = try await EmulatorFixture.wallet(transport: transport).answer(
            EmulatorFixture.login(protocol: "MYKEY").qrPayload)
        let object = try EmulatorFixture.postedObject(try #require(transport.requests.first))
        #expect(object["timestamp"] == .string("1700000000"))
        #expect(object["protocol"] == .string("MYKEY"))
    }

    @Test func customSchemeCallbackIsReturnedNotFetched() async throws {
        let transport = EmulatorFixture.recordingTransport()
        let answer = try await EmulatorFixture.wallet(transport: transport).answer(
            EmulatorFixture.login().simpleWalletURL)
        #expect(answer.callbackURL == "mydapp://cb?action=login&result=1")
        #expect(answer.callbackStatus == nil)
        #expect(transport.requests.count == 1)
    }

    @Test func mykeyRouteCallbackCarriesTheLoginPayload() async throws {
        let transport = EmulatorFixture.recordingTransport()
        let request = EmulatorFixture.login(
            callback: MYKEYRoute.callbackURL(page: "mydapp://cb", action: .login, callbackID: "ID1"))
        let answer = try await EmulatorFixture.wallet(transport: transport).answer(request.simpleWalletURL)
        let callback = try MYKEYCallback(parsing: try #require(answer.callbackURL))
        #expect(callback.callbackID == "ID1")
        #expect(try callback.loginBody() == answer.loginBody)
    }

    @Test func transferIdIsDeterministicAndPostedAndCalledBack() async throws {
        let transport = EmulatorFixture.recordingTransport()
        var transfer = try TransferRequest(to: "bob", amount: 1, symbol: "EOS", precision: 4)
        transfer.transferUrl = "http://dapp.test/transfer"
        transfer.callback = "mydapp://paid"
        let wallet = EmulatorFixture.wallet(transport: transport)
        let first = try await wallet.answer(transfer.simpleWalletURL)
        let second = try await wallet.answer(transfer.qrPayload)
        #expect(first.txID == second.txID)
        #expect(first.txID == TransactionID.madeUp(for: .transfer(transfer)))
        let notification = try TransactionNotification(
            body: Array(try #require(transport.requests.first?.body)), contentType: "application/json")
        #expect(notification.txID == first.txID)
        let callback = try SimpleWalletCallback(parsing: try #require(first.callbackURL))
        #expect(callback.txID == first.txID)
        #expect(callback.outcome == .success)
    }

    @Test func signSignsTheMessageAndCallsBackWithTheSignature() async throws {
        let transport = EmulatorFixture.recordingTransport()
        let request = SignRequest(
            message: "I like turtles", signUrl: "http://dapp.test/sign",
            common: RequestCommon(callback: "mydapp://signed"))
        // V1's key signing V1's message gives V1's signature exactly (spec §7).
        let wallet = EmulatorFixture.wallet(transport: transport, key: EmulatorFixture.otherKey)
        let answer = try await wallet.answer(request.simpleWalletURL)
        #expect(
            answer.signature
                == "SIG_K1_K6PhJrD6wvjzVQRwTUd82fk3Z4jznnUszjeBH7xGCAsfByCunzSN2KQ2A9ALetFwLTqnK4xvES6Bstt6NNSvGgjgM1Tcxn"
        )
        let posted = try SignNotification(body: Array(try #require(transport.requests.first?.body)), contentType: nil)
        #expect(posted.sign == answer.signature)
        #expect(try SimpleWalletCallback(parsing: try #require(answer.callbackURL)).sign == answer.signature)
    }

    @Test func cancelAndFailPostNothing() async throws {
        let transport = EmulatorFixture.recordingTransport()
        let wallet = EmulatorFixture.wallet(transport: transport)
        let cancelled = try await wallet.answer(EmulatorFixture.login().simpleWalletURL, decision: .cancel)
        #expect(cancelled.callbackURL == "mydapp://cb?action=login&result=0")
        let failed = try await wallet.answer(EmulatorFixture.login().simpleWalletURL, decision: .fail(10013))
        #expect(failed.callbackURL == "mydapp://cb?action=login&result=10013")
        #expect(transport.requests.isEmpty)
    }

    @Test func faultsChangeWhatIsSent() async throws {
        let transport = EmulatorFixture.recordingTransport()
        let wallet = EmulatorFixture.wallet(transport: transport)
        let request = EmulatorFixture.login().simpleWalletURL

        let wrongKey = try await wallet.answer(request, faults: [.wrongKey(EmulatorFixture.otherKey)])
        let wrongBody = try #require(wrongKey.loginBody)
        #expect(
            try EOSSignature(wrongBody.sign).recoverPublicKey(for: Array(wrongBody.signedText.utf8))
                == EmulatorFixture.otherKey.publicKey)

        let tampered = try #require(try await wallet.answer(request, faults: [.tamperAfterSigning]).loginBody)
        #expect(tampered.ref == "mykeyx")
        #expect(
            try EOSSignature(tampered.sign).recoverPublicKey(for: Array(tampered.signedText.utf8))
                != EmulatorFixture.aliceKey.publicKey)

        let skewed = try #require(try await wallet.answer(request, faults: [.timestampSkew(seconds: 600)]).loginBody)
        #expect(skewed.timestampText == "1700000600")

        let renamed = try #require(try await wallet.answer(request, faults: [.wrongUUID("other")]).loginBody)
        #expect(renamed.uuID == "other")

        let replayed = try #require(try await wallet.answer(request, faults: [.replayLastLogin]).loginBody)
        #expect(replayed == renamed)

        let before = transport.requests.count
        let dropped = try await wallet.answer(request, faults: [.dropPost])
        #expect(transport.requests.count == before)
        #expect(dropped.postStatus == nil)
        #expect(dropped.callbackURL != nil)

        let garbage = try await wallet.answer(request, faults: [.garbagePost])
        #expect(throws: DeeplinkError.self) { try LoginBody(json: try #require(garbage.postedBody)) }
    }

    @Test func delayWaitsOnTheInjectedClock() async throws {
        let transport = EmulatorFixture.recordingTransport()
        let clock = TestClock()
        let wallet = EmulatorFixture.wallet(transport: transport, clock: clock)
        let answer = Task {
            try await wallet.answer(EmulatorFixture.login().simpleWalletURL, faults: [.delay(.seconds(3))])
        }
        #expect(await clock.waitForSuspension())
        #expect(transport.requests.isEmpty)
        await clock.advance(by: .seconds(3))
        #expect(try await answer.value.postStatus == 200)
        #expect(transport.requests.count == 1)
    }

    @Test func errorsAreTyped() async throws {
        let transport = EmulatorFixture.recordingTransport()
        let wallet = EmulatorFixture.wallet(transport: transport)
        await #expect(throws: WalletEmulatorError.nothingToReplay) {
            try await wallet.answer(EmulatorFixture.login().simpleWalletURL, faults: [.replayLastLogin])
        }
        await #expect(throws: WalletEmulatorError.unreadableRequest(.unsupportedAction("pay"))) {
            try await wallet.answer(#"{"protocol":"SimpleWallet","version":"1.0","action":"pay"}"#)
        }
        var request = EmulatorFixture.login()
        request.loginUrl = "ftp://dapp.test/login"
        await #expect(throws: WalletEmulatorError.invalidURL("ftp://dapp.test/login")) {
            try await wallet.answer(request.simpleWalletURL)
        }
    }
}
