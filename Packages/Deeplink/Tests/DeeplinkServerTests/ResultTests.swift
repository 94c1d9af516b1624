import Clocks
import Deeplink
import DeeplinkServer
import DeeplinkWalletEmulator
import Foundation
import HTTPServerTesting
import Testing

/// Results by key: kept until claimed, never overwritten, bounded, with deadlines, released on stop.
@Suite struct ResultTests {
    @Test func resultArrivingBeforeTheWaitIsKept() async throws {
        try await ServerFixture.withStack { (stack) async throws in
            let reply = try await RawHTTPConnection.exchange(
                get("/callback?key=early&result=1"), port: Int(stack.server.port))
            #expect(reply.status == 200)
            #expect(reply.body == "OK")
            #expect(try await stack.server.callback(for: "early", timeout: .seconds(1)).outcome == .success)
            // Claimed once: a second wait for the same key is told so, not left to time out.
            await #expect(throws: CallbackServerError.alreadyClaimed(kind: "callback", key: "early")) {
                try await stack.server.callback(for: "early", timeout: .seconds(1))
            }
        }
    }

    @Test func secondResultForAKeyIsRefusedToItsSender() async throws {
        try await ServerFixture.withStack { (stack) async throws in
            let first = try await RawHTTPConnection.exchange(
                get("/callback?key=twice&result=1"), port: Int(stack.server.port))
            let second = try await RawHTTPConnection.exchange(
                get("/callback?key=twice&result=0"), port: Int(stack.server.port))
            #expect(first.status == 200)
            #expect(second.status == 409)
            #expect(second.body == CallbackServerError.duplicateResult(kind: "callback", key: "twice").description)
            // The first result stands.
            #expect(try await stack.server.callback(for: "twice", timeout: .seconds(1)).outcome == .success)
        }
    }

    @Test func secondNotificationForAKeyGetsCode3() async throws {
        try await ServerFixture.withStack { (stack) async throws in
            let body = #"{"account":"alice","tx_id":"abc"}"#
            let first = try await RawHTTPConnection.exchange(
                post("/transfer?key=k1", body), port: Int(stack.server.port))
            let second = try await RawHTTPConnection.exchange(
                post("/transfer?key=k1", body), port: Int(stack.server.port))
            #expect(try ServerReply(json: first.body) == .success)
            #expect(try ServerReply(json: second.body).code == ReplyCode.duplicate)
        }
    }

    @Test func waitingOnAnUnknownKeyTimesOut() async throws {
        try await ServerFixture.withStack { (stack) async throws in
            await #expect(throws: CallbackServerError.timedOut(kind: "login", key: "never", after: .seconds(60))) {
                async let outcome = stack.server.result(for: "never", timeout: .seconds(60))
                await stack.clock.waitForSuspension()
                await stack.clock.advance(by: .seconds(60))
                _ = try await outcome
            }
        }
    }

    @Test func resultArrivingWhileWaitingWakesTheWaiterAndCancelsItsDeadline() async throws {
        try await ServerFixture.withStack { (stack) async throws in
            async let callback = stack.server.callback(for: "waited", timeout: .seconds(60))
            #expect(await stack.clock.waitForSuspension())
            _ = try await RawHTTPConnection.exchange(get("/callback?key=waited&result=2"), port: Int(stack.server.port))
            #expect(try await callback.outcome == .failure(.failure))
            #expect(await stack.clock.waitForNoSuspension())
        }
    }

    @Test func oneWaiterPerKey() async throws {
        try await ServerFixture.withStack { (stack) async throws in
            let first = Task { try await stack.server.callback(for: "shared", timeout: .seconds(60)) }
            #expect(await stack.clock.waitForSuspension())
            await #expect(throws: CallbackServerError.alreadyWaiting(kind: "callback", key: "shared")) {
                try await stack.server.callback(for: "shared", timeout: .seconds(60))
            }
            await stack.clock.advance(by: .seconds(60))
            await #expect(throws: CallbackServerError.timedOut(kind: "callback", key: "shared", after: .seconds(60))) {
                _ = try await first.value
            }
        }
    }

    @Test func unclaimedResultsAreCappedByRefusingNewOnes() async throws {
        try await ServerFixture.withStack(resultLimits: ServerResultLimits(unclaimedResults: 2)) {
            (stack) async throws in
            for key in ["a", "b"] {
                #expect(
                    try await RawHTTPConnection.exchange(
                        get("/callback?key=\(key)&result=1"), port: Int(stack.server.port)
                    ).status == 200)
            }
            let refused = try await RawHTTPConnection.exchange(
                get("/callback?key=c&result=1"), port: Int(stack.server.port))
            #expect(refused.status == 503)
            #expect(refused.body == CallbackServerError.tooManyUnclaimed(kind: "callback", capacity: 2).description)
            // The oldest are still there; once one is claimed there is room again.
            #expect(try await stack.server.callback(for: "a", timeout: .seconds(1)).outcome == .success)
            #expect(
                try await RawHTTPConnection.exchange(get("/callback?key=c&result=1"), port: Int(stack.server.port))
                    .status == 200)
        }
    }

    @Test func stopReleasesWaitersAndClosesTheListener() async throws {
        try await ServerFixture.withStack { (stack) async throws in
            let login = Task { try await stack.server.result(for: "pending", timeout: .seconds(60)) }
            #expect(await stack.clock.waitForSuspension())
            // A test clock tells whether something sleeps, not how many: the callback's wait may
            // begin just before the stop or just after it, and ends in `.stopped` either way.
            let callback = Task { try await stack.server.callback(for: "pending", timeout: .seconds(60)) }
            await stack.server.stop()
            await #expect(throws: CallbackServerError.stopped) { _ = try await login.value }
            await #expect(throws: CallbackServerError.stopped) { _ = try await callback.value }
            await #expect(throws: CallbackServerError.stopped) {
                try await stack.server.notification(for: "later", timeout: .seconds(1))
            }
            // The deadline tasks were cancelled with the waits.
            #expect(await stack.clock.waitForNoSuspension())
            // Nothing listens any more.
            await #expect(throws: (any Error).self) {
                try await RawHTTPConnection.exchange(get("/callback?key=x&result=1"), port: Int(stack.server.port))
            }
        }
    }

    @Test func cancellingAWaitEndsIt() async throws {
        try await ServerFixture.withStack { (stack) async throws in
            let task = Task { try await stack.server.result(for: "cancelled", timeout: .seconds(60)) }
            #expect(await stack.clock.waitForSuspension())
            task.cancel()
            await #expect(throws: CallbackServerError.cancelled(kind: "login", key: "cancelled")) {
                _ = try await task.value
            }
        }
    }

    @Test func eventsArriveInOrderAndEndOnStop() async throws {
        try await ServerFixture.withStack { (stack) async throws in
            _ = try await RawHTTPConnection.exchange(get("/callback?key=e1&result=1"), port: Int(stack.server.port))
            _ = try await RawHTTPConnection.exchange(get("/nowhere"), port: Int(stack.server.port))
            await stack.server.stop()
            var seen: [CallbackServerEvent] = []
            for await event in stack.server.events { seen.append(event) }
            #expect(seen.count == 2)
            guard case .callback(let key, _) = seen.first else {
                Issue.record("expected the callback first, got \(seen)")
                return
            }
            #expect(key == "e1")
            guard case .rejected(_, let path, let status, _) = seen.last else {
                Issue.record("expected the 404 second, got \(seen)")
                return
            }
            #expect(path == "/nowhere")
            #expect(status == 404)
        }
    }

    private func get(_ target: String) -> String {
        "GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
    }

    private func post(_ target: String, _ body: String) -> String {
        "POST \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)"
    }
}
