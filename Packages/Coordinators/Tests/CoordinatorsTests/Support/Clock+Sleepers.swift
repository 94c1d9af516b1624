import Clocks

extension TestClock where Duration == Swift.Duration {
    /// Returns once something sleeps on this clock, so that `advance(by:)` has a sleeper to wake
    /// (a test clock only wakes sleepers that are already registered). Bounded: after `attempts`
    /// rounds of yielding it gives up and returns false, and the test's expectations fail
    /// instead of the test hanging.
    @discardableResult
    func waitForSleeper(attempts: Int = 10_000) async -> Bool {
        for _ in 0..<attempts {
            do {
                try await checkSuspension()
            } catch {
                return true
            }
            await Task.yield()
        }
        return false
    }
}
