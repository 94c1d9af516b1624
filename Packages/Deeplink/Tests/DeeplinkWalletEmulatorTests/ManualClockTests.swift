import DeeplinkWalletEmulator
import Testing

@Suite struct ManualClockTests {
    @Test func sleepersWakeWhenTheirDeadlineComes() async throws {
        let clock = ManualClock()
        let early = Task { try await clock.sleep(for: .seconds(1)) }
        let late = Task { try await clock.sleep(for: .seconds(5)) }
        #expect(await clock.waitForSleepers(2))
        clock.advance(by: .seconds(2))
        try await early.value
        #expect(clock.sleeperCount == 1)
        clock.advance(by: .seconds(3))
        try await late.value
        #expect(clock.now.offset == .seconds(5))
    }

    @Test func aPastDeadlineDoesNotSleep() async throws {
        let clock = ManualClock()
        clock.advance(by: .seconds(10))
        try await clock.sleep(until: clock.now.advanced(by: .seconds(-1)))
        #expect(clock.sleeperCount == 0)
    }

    @Test func cancellingASleeperThrows() async throws {
        let clock = ManualClock()
        let sleeper = Task { try await clock.sleep(for: .seconds(60)) }
        #expect(await clock.waitForSleepers(1))
        sleeper.cancel()
        await #expect(throws: CancellationError.self) { try await sleeper.value }
        #expect(clock.sleeperCount == 0)
    }

    @Test func waitingForSleepersGivesUpAtItsDeadline() async {
        let clock = ManualClock()
        #expect(await clock.waitForSleepers(1, timeout: .milliseconds(20)) == false)
    }
}
