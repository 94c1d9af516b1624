import Foundation

/// Refuses a login whose `uuID` was already accepted, and one whose timestamp lies outside a
/// window around now (spec §4.6 step 7; the replay rule).
///
/// Memory stays bounded: a `uuID` is remembered only until its timestamp leaves the window — after
/// that the window itself refuses the replay — and at most `capacity` are remembered at once; when
/// that many fresh logins are pending the guard refuses new ones (`replayCacheFull`) rather than
/// forget one that could still be replayed.
public actor LoginReplayGuard {
    /// How far a timestamp may lie from now, either way.
    public nonisolated let window: Duration
    public nonisolated let capacity: Int
    private let now: @Sendable () -> Int64
    /// uuID → the moment (Unix seconds) after which the window refuses it anyway.
    private var accepted: [String: Int64] = [:]
    /// Expiry order, for pruning without scanning every entry each time. Entries before `head`
    /// are already pruned; they are dropped in bulk once they are the larger part, so pruning is
    /// amortised constant time instead of shifting the whole array on every claim.
    private var expiries: [(expiry: Int64, uuID: String)] = []
    private var head = 0

    /// - Parameters:
    ///   - window: e.g. five minutes; a wallet's clock may be off a little either way.
    ///   - capacity: the most logins remembered at once.
    ///   - now: the current Unix time in seconds (injected so tests need no sleeps).
    public init(
        window: Duration = .seconds(300), capacity: Int = 100_000,
        now: @escaping @Sendable () -> Int64 = { Int64(Date().timeIntervalSince1970) }
    ) {
        self.window = window
        self.capacity = max(1, capacity)
        self.now = now
    }

    /// Checks `timestamp` against the window and that `uuID` is new, without claiming it.
    public func check(uuID: String, timestamp: Int64) throws(LoginVerificationError) {
        let current = now()
        prune(at: current)
        let windowSeconds = window.components.seconds
        guard abs(current - timestamp) <= windowSeconds else {
            throw .timestampOutsideWindow(timestamp: timestamp, now: current, windowSeconds: windowSeconds)
        }
        guard accepted[uuID] == nil else { throw .replayed(uuID: uuID) }
    }

    /// Claims `uuID` once a login has verified: a second claim of the same `uuID` — the same login
    /// verified twice concurrently — fails, so exactly one succeeds.
    public func claim(uuID: String, timestamp: Int64) throws(LoginVerificationError) {
        try check(uuID: uuID, timestamp: timestamp)
        guard accepted.count < capacity else { throw .replayCacheFull(capacity: capacity) }
        let expiry = timestamp + window.components.seconds
        accepted[uuID] = expiry
        expiries.insert((expiry, uuID), at: insertionIndex(for: expiry))
    }

    /// How many logins are remembered now (for tests and monitoring).
    public var rememberedCount: Int {
        prune(at: now())
        return accepted.count
    }

    /// Where an entry expiring at `expiry` keeps `expiries` sorted: after every entry expiring at
    /// the same time or earlier. A binary search, since real traffic arrives in timestamp order
    /// and a scan from the front would walk the whole list on every claim.
    private func insertionIndex(for expiry: Int64) -> Int {
        var low = head
        var high = expiries.count
        while low < high {
            let middle = (low + high) / 2
            if expiries[middle].expiry <= expiry { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private func prune(at current: Int64) {
        while head < expiries.count, expiries[head].expiry < current {
            accepted[expiries[head].uuID] = nil
            head += 1
        }
        if head > 1_024, head * 2 > expiries.count {
            expiries.removeFirst(head)
            head = 0
        }
    }
}
