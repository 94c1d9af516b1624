import Synchronization
import Testing

@testable import DeeplinkVerification

@Suite("LoginReplayGuard: bounded memory of accepted logins")
struct LoginReplayGuardTests {
    final class Clock: Sendable {
        let seconds = Mutex<Int64>(1_000)
        func advance(_ delta: Int64) { seconds.withLock { $0 += delta } }
        var now: Int64 { seconds.withLock { $0 } }
    }

    @Test("a uuID is forgotten once its timestamp has left the window, and the window then refuses it")
    func forgetting() async throws {
        let clock = Clock()
        let guardian = LoginReplayGuard(window: .seconds(60), now: { clock.now })
        try await guardian.claim(uuID: "a", timestamp: 1_000)
        #expect(await guardian.rememberedCount == 1)
        clock.advance(61)
        #expect(await guardian.rememberedCount == 0)
        await #expect(
            throws: LoginVerificationError.timestampOutsideWindow(timestamp: 1_000, now: 1_061, windowSeconds: 60)
        ) {
            try await guardian.claim(uuID: "a", timestamp: 1_000)
        }
    }

    @Test("at capacity new logins are refused rather than an unexpired one forgotten")
    func capacity() async throws {
        let guardian = LoginReplayGuard(window: .seconds(60), capacity: 3, now: { 1_000 })
        for uuID in ["a", "b", "c"] { try await guardian.claim(uuID: uuID, timestamp: 1_000) }
        await #expect(throws: LoginVerificationError.replayCacheFull(capacity: 3)) {
            try await guardian.claim(uuID: "d", timestamp: 1_000)
        }
        await #expect(throws: LoginVerificationError.replayed(uuID: "a")) {
            try await guardian.claim(uuID: "a", timestamp: 1_000)
        }
    }

    @Test("many logins over a long time keep memory at what the window holds")
    func steadyState() async throws {
        let clock = Clock()
        let guardian = LoginReplayGuard(window: .seconds(10), capacity: 1_000, now: { clock.now })
        for index in 0..<5_000 {
            try await guardian.claim(uuID: "login-\(index)", timestamp: clock.now)
            clock.advance(1)
        }
        #expect(await guardian.rememberedCount <= 11)
    }

    @Test("logins arriving out of timestamp order are each forgotten when their own timestamp leaves the window")
    func outOfOrder() async throws {
        let clock = Clock()
        let guardian = LoginReplayGuard(window: .seconds(100), now: { clock.now })
        for (uuID, timestamp) in [("late", Int64(1_050)), ("early", 950), ("middle", 1_000), ("early-twin", 950)] {
            try await guardian.claim(uuID: uuID, timestamp: timestamp)
        }
        clock.advance(51)  // now 1051: 950 + 100 has passed, 1000 + 100 not yet
        #expect(await guardian.rememberedCount == 2)
        await #expect(throws: LoginVerificationError.replayed(uuID: "middle")) {
            try await guardian.claim(uuID: "middle", timestamp: 1_000)
        }
        clock.advance(50)  // now 1101: only "late" (expires 1150) is left
        #expect(await guardian.rememberedCount == 1)
    }
}
