import Clocks
import Deeplink
import DeeplinkServer
import DeeplinkVerification
import DeeplinkWalletEmulator
import EOSChain
import EOSKeys
import Foundation
import Testing

/// Each of the emulator's faults reaches the dapp as the refusal it should.
@Suite struct FaultTests {
    /// Answers a login request for `uuID` with `faults` and returns the wallet's answer and the outcome.
    private func login(
        _ stack: ServerFixture.Stack, uuID: String, faults: [WalletFault], wallet: WalletEmulator? = nil
    ) async throws -> (WalletAnswer, LoginOutcome) {
        let request = ServerFixture.loginRequest(uuID: uuID, server: stack.server)
        let answer = try await (wallet ?? stack.wallet()).answer(request.simpleWalletURL, faults: faults)
        return (answer, try await stack.server.result(for: uuID, timeout: ServerFixture.deadline))
    }

    @Test func wrongKeyIsNotAuthorized() async throws {
        try await ServerFixture.withStack { (stack) async throws in
            let (answer, outcome) = try await login(
                stack, uuID: "wrong-key", faults: [.wrongKey(ServerFixture.strangerKey)])
            #expect(
                outcome.refusal
                    == .keyNotAuthorized(account: ServerFixture.alice, key: ServerFixture.strangerKey.publicKey))
            #expect(answer.serverReply?.code == ReplyCode.refused)
        }
    }

    @Test func tamperingAfterSigningIsNotAuthorized() async throws {
        try await ServerFixture.withStack { (stack) async throws in
            let (_, outcome) = try await login(stack, uuID: "tampered", faults: [.tamperAfterSigning])
            guard case .keyNotAuthorized(let account, let key)? = outcome.refusal else {
                Issue.record("expected keyNotAuthorized, got \(outcome)")
                return
            }
            #expect(account == ServerFixture.alice)
            #expect(key != ServerFixture.aliceKey.publicKey)
        }
    }

    @Test func replayedLoginIsRefusedAsReplayed() async throws {
        try await ServerFixture.withStack { (stack) async throws in
            let wallet = stack.wallet()
            let (_, first) = try await login(stack, uuID: "replay-1", faults: [], wallet: wallet)
            #expect(first.signer != nil)
            var events = stack.server.events.makeAsyncIterator()

            let request = ServerFixture.loginRequest(uuID: "replay-1", server: stack.server)
            let replay = try await wallet.answer(request.simpleWalletURL, faults: [.replayLastLogin])
            #expect(replay.serverReply?.code == ReplyCode.refused)
            #expect(replay.serverReply?.text == LoginVerificationError.replayed(uuID: "replay-1").description)
            // The key already had its result: the refusal shows in the event log, not as a new result.
            var refusal: LoginVerificationError?
            while let event = await events.next() {
                if case .login(let key, let outcome) = event, key == "replay-1", let error = outcome.refusal {
                    refusal = error
                    break
                }
            }
            #expect(refusal == .replayed(uuID: "replay-1"))
        }
    }

    @Test func wrongUUIDIsAMismatch() async throws {
        try await ServerFixture.withStack { (stack) async throws in
            let (_, outcome) = try await login(stack, uuID: "issued-uuid", faults: [.wrongUUID("other-uuid")])
            #expect(outcome.refusal == .uuidMismatch(expected: "issued-uuid", received: "other-uuid"))
        }
    }

    @Test func skewedTimestampIsOutsideTheWindow() async throws {
        try await ServerFixture.withStack { (stack) async throws in
            let (_, outcome) = try await login(stack, uuID: "skewed", faults: [.timestampSkew(seconds: -3_600)])
            #expect(
                outcome.refusal
                    == .timestampOutsideWindow(
                        timestamp: ServerFixture.now - 3_600, now: ServerFixture.now, windowSeconds: 300))
        }
    }

    @Test func garbageBodyIs400WithCode1() async throws {
        try await ServerFixture.withStack { (stack) async throws in
            let request = ServerFixture.loginRequest(uuID: "garbage", server: stack.server)
            let answer = try await stack.wallet().answer(request.simpleWalletURL, faults: [.garbagePost])
            #expect(answer.postStatus == 400)
            #expect(answer.serverReply?.code == ReplyCode.unparsable)
            await #expect(throws: CallbackServerError.timedOut(kind: "login", key: "garbage", after: .seconds(1))) {
                async let outcome = stack.server.result(for: "garbage", timeout: .seconds(1))
                await stack.clock.waitForSuspension()
                await stack.clock.advance(by: .seconds(1))
                _ = try await outcome
            }
        }
    }

    @Test func chainAnsweringGarbageIsAChainError() async throws {
        try await ServerFixture.withStack { (stack) async throws in
            stack.chain.setFault(.garbage)
            let (_, outcome) = try await login(stack, uuID: "chain-garbage", faults: [])
            guard case .chain(.malformedAnswer)? = outcome.refusal else {
                Issue.record("expected a malformed chain answer, got \(outcome)")
                return
            }
        }
    }

    @Test func chainUnavailableAndAnsweringForAnotherAccountAreChainErrors() async throws {
        try await ServerFixture.withStack { (stack) async throws in
            stack.chain.setFault(.unavailable)
            let (_, unavailable) = try await login(stack, uuID: "chain-503", faults: [])
            guard case .chain(.chainRefused(let status, _))? = unavailable.refusal else {
                Issue.record("expected a refused chain request, got \(unavailable)")
                return
            }
            #expect(status == 503)

            stack.chain.setFault(.answerForAccount(try EOSName("mallory")))
            let (_, other) = try await login(stack, uuID: "chain-other", faults: [])
            guard case .chain(.malformedAnswer)? = other.refusal else {
                Issue.record("expected a malformed chain answer, got \(other)")
                return
            }
        }
    }

    @Test func unknownAccountIsRefusedAsUnknown() async throws {
        try await ServerFixture.withStack { (stack) async throws in
            let stranger = stack.wallet(account: try EOSName("nobody"), key: ServerFixture.strangerKey)
            let (_, outcome) = try await login(stack, uuID: "nobody", faults: [], wallet: stranger)
            #expect(outcome.refusal == .unknownAccount(try EOSName("nobody")))
        }
    }

    @Test func droppedPostLeavesTheWaiterToItsDeadline() async throws {
        try await ServerFixture.withStack { (stack) async throws in
            let request = ServerFixture.loginRequest(uuID: "dropped", server: stack.server)
            let answer = try await stack.wallet().answer(request.simpleWalletURL, faults: [.dropPost])
            #expect(answer.postStatus == nil)
            #expect(answer.callbackStatus == 200)
            await #expect(throws: CallbackServerError.timedOut(kind: "login", key: "dropped", after: .seconds(30))) {
                async let outcome = stack.server.result(for: "dropped", timeout: .seconds(30))
                await stack.clock.waitForSuspension()
                await stack.clock.advance(by: .seconds(30))
                _ = try await outcome
            }
        }
    }

    @Test func delayedPostArrivesOnlyWhenTheClockMoves() async throws {
        try await ServerFixture.withStack { (stack) async throws in
            let request = ServerFixture.loginRequest(uuID: "delayed", server: stack.server)
            let wallet = stack.wallet()
            let answer = Task { try await wallet.answer(request.simpleWalletURL, faults: [.delay(.seconds(5))]) }
            #expect(await stack.clock.waitForSuspension())
            // Nothing POSTed yet: the wallet sleeps on the test clock.
            await stack.clock.advance(by: .seconds(4))
            #expect(await stack.clock.isSuspended)
            await stack.clock.advance(by: .seconds(1))
            let reply = try await answer.value.serverReply
            #expect(reply == .success)
            let outcome = try await stack.server.result(for: "delayed", timeout: ServerFixture.deadline)
            #expect(outcome.signer != nil)
        }
    }
}
