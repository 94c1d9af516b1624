import Clocks

extension TestClock where Duration == Swift.Duration {
    /// Returns true once something sleeps on this clock, so that `advance(by:)` has a sleeper to
    /// wake (a test clock only wakes sleepers already registered), or false after `limit` of real
    /// time: a test whose code never sleeps fails its expectations instead of hanging.
    @discardableResult
    func waitForSuspension(limit: Duration = .seconds(10)) async -> Bool {
        await waitUntil(limit: limit) { await $0.isSuspended }
    }

    /// Returns true once nothing sleeps on this clock (a cancelled sleep leaves it when its task
    /// has seen the cancellation), or false after `limit` of real time.
    func waitForNoSuspension(limit: Duration = .seconds(10)) async -> Bool {
        await waitUntil(limit: limit) { await !$0.isSuspended }
    }

    /// Whether something sleeps on this clock now.
    var isSuspended: Bool {
        get async {
            do {
                try await checkSuspension()
                return false
            } catch {
                return true
            }
        }
    }

    private func waitUntil(limit: Duration, _ condition: (TestClock) async -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + limit
        while ContinuousClock.now < deadline {
            if await condition(self) { return true }
            await Task.yield()
        }
        return false
    }
}
