import Synchronization

/// A clock that moves only when told (``advance(by:)``), so the emulator's delays and the
/// callback server's deadlines are tested without sleeping. Sleepers wake in deadline order;
/// a cancelled sleeper throws `CancellationError`.
public final class ManualClock: Clock, Sendable {
    public struct Instant: InstantProtocol, Hashable, Sendable {
        /// Time since the clock was made.
        public var offset: Duration

        public init(offset: Duration) { self.offset = offset }
        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private struct Sleeper {
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now = Instant(offset: .zero)
        var nextID = 0
        var sleepers: [Int: Sleeper] = [:]
        /// Callers of ``waitForSleepers(_:timeout:)``: the count they wait for.
        var watchers: [Int: (count: Int, continuation: CheckedContinuation<Bool, Never>)] = [:]
    }

    private let state = Mutex(State())

    public init() {}

    public var now: Instant { state.withLock { $0.now } }
    public var minimumResolution: Duration { .zero }

    /// How many tasks sleep on this clock now.
    public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let id = state.withLock { state in
            state.nextID += 1
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let (resumeNow, watchers) = state.withLock { state -> (Bool, [CheckedContinuation<Bool, Never>]) in
                    if deadline <= state.now || Task.isCancelled { return (true, []) }
                    state.sleepers[id] = Sleeper(deadline: deadline, continuation: continuation)
                    return (false, Self.satisfiedWatchers(&state))
                }
                watchers.forEach { $0.resume(returning: true) }
                if resumeNow {
                    if Task.isCancelled {
                        continuation.resume(throwing: CancellationError())
                    } else {
                        continuation.resume()
                    }
                }
            }
        } onCancel: {
            let sleeper = state.withLock { $0.sleepers.removeValue(forKey: id) }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves the clock on and wakes every sleeper whose deadline has come, earliest first.
    public func advance(by duration: Duration) {
        let due = state.withLock { state -> [Sleeper] in
            state.now = state.now.advanced(by: duration)
            let now = state.now
            let due = state.sleepers.filter { $0.value.deadline <= now }
            for id in due.keys { state.sleepers[id] = nil }
            return due.values.sorted { $0.deadline < $1.deadline }
        }
        for sleeper in due { sleeper.continuation.resume() }
    }

    /// Returns once at least `count` tasks sleep on this clock — so a test advances only after
    /// the deadline it means to pass has been set. Waits at most `timeout` of real time.
    ///
    /// - Returns: false when `timeout` passed first.
    @discardableResult
    public func waitForSleepers(_ count: Int, timeout: Duration = .seconds(10)) async -> Bool {
        let id = state.withLock { state in
            state.nextID += 1
            return state.nextID
        }
        return await withTaskGroup(of: Bool.self) { group in
            group.addTask {
                await withCheckedContinuation { continuation in
                    let ready = self.state.withLock { state -> Bool in
                        if state.sleepers.count >= count { return true }
                        state.watchers[id] = (count, continuation)
                        return false
                    }
                    if ready { continuation.resume(returning: true) }
                }
            }
            group.addTask {
                // The real-time safety net: a test must never hang on a sleeper that never comes.
                try? await Task.sleep(for: timeout)
                let watcher = self.state.withLock { $0.watchers.removeValue(forKey: id) }
                watcher?.continuation.resume(returning: false)
                return false
            }
            let first = await group.next() ?? false
            group.cancelAll()
            return first
        }
    }

    private static func satisfiedWatchers(_ state: inout State) -> [CheckedContinuation<Bool, Never>] {
        let count = state.sleepers.count
        let ready = state.watchers.filter { $0.value.count <= count }
        for id in ready.keys { state.watchers[id] = nil }
        return ready.values.map(\.continuation)
    }
}
