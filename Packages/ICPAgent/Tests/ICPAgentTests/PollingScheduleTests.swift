import ICPAgent
import Testing

@Suite struct PollingScheduleTests {
    @Test func theDefaultGrowsFromHalfASecondToOneAndStopsAtFiveMinutes() {
        let schedule = PollingSchedule()
        #expect(
            (0..<5).map { schedule.delay(beforeAttempt: $0) }
                == [.milliseconds(500), .milliseconds(700), .milliseconds(980), .seconds(1), .seconds(1)])
        let delays = schedule.delays
        let total = delays.reduce(Duration.zero, +)
        #expect(total <= .seconds(300))
        #expect(total + .seconds(1) > .seconds(300))
        #expect(delays.count == 300)  // 0.5 + 0.7 + 0.98 = 2.18 s, then 297 one-second waits
    }

    @Test func unusualSettingsStayFinite() {
        #expect(PollingSchedule(initialDelay: .zero).delays.isEmpty)
        #expect(
            PollingSchedule(initialDelay: .seconds(2), maximumDelay: .seconds(1), timeout: .seconds(3)).delays == [
                .seconds(1), .seconds(1), .seconds(1),
            ])
        #expect(
            PollingSchedule(multiplier: 0.5, timeout: .seconds(2)).delays == [
                .milliseconds(500), .milliseconds(500), .milliseconds(500), .milliseconds(500),
            ])
        #expect(PollingSchedule(timeout: .milliseconds(100)).delays.isEmpty)
        #expect(PollingSchedule().delay(beforeAttempt: 1_000_000) == .seconds(1))
    }
}
