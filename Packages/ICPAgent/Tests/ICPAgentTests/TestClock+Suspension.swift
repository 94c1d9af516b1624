import Clocks

extension TestClock where Duration == Swift.Duration {
    /// Returns true once something sleeps on this clock, so that `advance(by:)` has a sleeper to
    /// wake (a test clock only wakes sleepers already registered), or false after `limit` of real
    /// time: a test whose code never sleeps fails its expectations instead of hanging.
    func waitForSuspension(limit: Duration = .seconds(10)) async -> Bool {
        let deadline = ContinuousClock.now + limit
        while ContinuousClock.now < deadline {
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
