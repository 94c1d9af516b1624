extension Clock where Duration == Swift.Duration {
    /// A reading of the time passed on this clock since the call. Called on the client's
    /// `any Clock<Duration>`, this opens the existential once, so the attempt loop need not be
    /// generic over the clock.
    func stopwatch() -> @Sendable () -> Duration {
        let start = now
        return { start.duration(to: now) }
    }
}
