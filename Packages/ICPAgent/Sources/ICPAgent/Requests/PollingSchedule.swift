/// How long to wait between `read_state` polls of a call's status, and when to stop: the delay
/// starts at ``initialDelay``, grows by ``multiplier`` up to ``maximumDelay``, and the polls end
/// once their waits would pass ``timeout`` (agent-rs's schedule: 500 ms, ×1.4, at most 1 s,
/// five minutes — the longest a replica keeps a request).
public struct PollingSchedule: Sendable, Hashable {
    public var initialDelay: Duration
    public var multiplier: Double
    public var maximumDelay: Duration
    public var timeout: Duration

    public init(
        initialDelay: Duration = .milliseconds(500), multiplier: Double = 1.4,
        maximumDelay: Duration = .seconds(1), timeout: Duration = .seconds(300)
    ) {
        self.initialDelay = initialDelay
        self.multiplier = multiplier
        self.maximumDelay = maximumDelay
        self.timeout = timeout
    }

    /// The delay before poll `attempt` (0 for the first).
    public func delay(beforeAttempt attempt: Int) -> Duration {
        var delay = min(initialDelay, maximumDelay)
        // Bounded by the cap after a few steps; a multiplier of 1 or less never grows.
        var step = 0
        while step < attempt, delay < maximumDelay, multiplier > 1 {
            delay = min(delay * multiplier, maximumDelay)
            step += 1
        }
        return delay
    }

    /// Every delay in order, ending where one more wait would pass ``timeout``: finite for any
    /// positive delay (a zero or negative one yields nothing, rather than polling forever).
    public var delays: [Duration] {
        guard delay(beforeAttempt: 0) > .zero else { return [] }
        var result: [Duration] = []
        var waited = Duration.zero
        while true {
            let next = delay(beforeAttempt: result.count)
            guard waited + next <= timeout else { return result }
            waited += next
            result.append(next)
        }
    }
}
