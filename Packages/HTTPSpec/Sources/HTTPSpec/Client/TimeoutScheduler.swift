import Foundation

/// One timer for every attempt's timeout. A dispatch timer per attempt (`asyncAfter` plus its
/// cancellation) woke libdispatch's timer thread twice per request, measurable in concurrent
/// loads; here a call only takes a lock and appends to an array, and a single sleeping task
/// wakes at the earliest deadline. With equal timeouts deadlines arrive in increasing order,
/// so the sleeper rarely has to be replaced.
final class TimeoutScheduler: @unchecked Sendable {
    // @unchecked: all mutable state (here and in each Entry) is behind `lock`.
    static let shared = TimeoutScheduler()

    /// A pending timeout; `fired` tells a timed-out attempt apart from a cancelled one.
    final class Entry: @unchecked Sendable {
        // @unchecked: `didFire` and `wasCancelled` are only touched under the scheduler's lock.
        fileprivate let deadline: ContinuousClock.Instant
        /// Given the entry itself, so an action can look at it without the entry holding a
        /// reference to itself.
        fileprivate let action: @Sendable (Entry) -> Void
        fileprivate var didFire = false
        fileprivate var wasCancelled = false
        fileprivate unowned let scheduler: TimeoutScheduler

        fileprivate init(
            deadline: ContinuousClock.Instant, scheduler: TimeoutScheduler, action: @escaping @Sendable (Entry) -> Void
        ) {
            self.deadline = deadline
            self.scheduler = scheduler
            self.action = action
        }

        var fired: Bool { scheduler.lock.withLock { didFire } }
        /// Whether `cancel` was called for it (before or after it fired).
        var isCancelled: Bool { scheduler.lock.withLock { wasCancelled } }
    }

    private let lock = NSLock()
    private var entries: [Entry] = []
    /// When the current sleeper wakes next; nil when there is no sleeper.
    private var wakeAt: ContinuousClock.Instant?
    private var sleeper: Task<Void, Never>?
    /// Tells a replaced sleeper to stop once its cancelled sleep returns.
    private var generation = 0

    init() {}

    /// Runs `action` once `delay` has passed unless `cancel` comes first.
    func schedule(after delay: Duration, _ action: @escaping @Sendable () -> Void) -> Entry {
        schedule(after: delay) { _ in action() }
    }

    /// Runs `action` with the entry once `delay` has passed unless `cancel` comes first.
    func schedule(after delay: Duration, _ action: @escaping @Sendable (Entry) -> Void) -> Entry {
        let entry = Entry(deadline: ContinuousClock.now + delay, scheduler: self, action: action)
        let replaced: Task<Void, Never>? = lock.withLock {
            entries.append(entry)
            if let wakeAt, wakeAt <= entry.deadline { return nil }
            // No sleeper, or it would wake too late: start one for this deadline.
            let old = sleeper
            generation += 1
            let current = generation
            wakeAt = entry.deadline
            sleeper = Task.detached { [self] in await run(generation: current, firstWake: entry.deadline) }
            return old
        }
        replaced?.cancel()
        return entry
    }

    /// Forgets `entry`; its action will not run (if it has not already).
    func cancel(_ entry: Entry) {
        lock.withLock {
            entry.wasCancelled = true
            if let index = entries.firstIndex(where: { $0 === entry }) { entries.remove(at: index) }
        }
    }

    private func run(generation current: Int, firstWake: ContinuousClock.Instant) async {
        var next = firstWake
        while true {
            // Cancelled when replaced by an earlier sleeper; the loop below then exits.
            try? await Task.sleep(until: next, clock: .continuous)
            let due: [Entry]? = lock.withLock {
                guard generation == current else { return nil }
                let now = ContinuousClock.now
                let due = entries.filter { $0.deadline <= now }
                if !due.isEmpty {
                    entries.removeAll { $0.deadline <= now }
                    for entry in due { entry.didFire = true }
                }
                if let earliest = entries.map(\.deadline).min() {
                    next = earliest
                    wakeAt = earliest
                } else {
                    wakeAt = nil
                    sleeper = nil
                }
                return due
            }
            guard let due else { return }
            for entry in due { entry.action(entry) }
            if lock.withLock({ generation != current || sleeper == nil }) { return }
        }
    }
}
