/// Results of one family keyed by a string, handed to whoever waits for that key.
///
/// - A result that arrives before anyone waits is kept until claimed. At most `capacity` are kept;
///   beyond that new ones are **refused** (`tooManyUnclaimed`), never the oldest dropped: the sender
///   learns it at once, while a dropped result would only show up later as a waiter's timeout.
/// - A second result for a key already seen is refused (`duplicateResult`), whether or not the
///   first was claimed; the last `4 × capacity` keys are remembered for this.
/// - Every wait has a deadline, measured by the injected sleep, so tests drive it with a manual
///   clock; one waiter per key.
/// - ``stop()`` releases every waiter with `stopped` and refuses everything after.
actor ResultMailbox<Value: Sendable> {
    typealias Sleep = @Sendable (Duration) async throws -> Void

    private struct Waiter {
        let id: Int
        let continuation: CheckedContinuation<Result<Value, CallbackServerError>, Never>
        let deadline: Task<Void, Never>
    }

    let kind: String
    let capacity: Int
    private let sleep: Sleep
    private var unclaimed: [String: Value] = [:]
    private var seen: Set<String> = []
    /// Keys in arrival order, to forget the oldest once more than `4 × capacity` are remembered.
    private var seenOrder: [String] = []
    private var seenHead = 0
    private var waiters: [String: Waiter] = [:]
    private var nextID = 0
    private var isStopped = false

    init(kind: String, capacity: Int, sleep: @escaping Sleep) {
        self.kind = kind
        self.capacity = max(1, capacity)
        self.sleep = sleep
    }

    /// Hands `value` to the waiter for `key`, or keeps it.
    func deliver(_ value: Value, for key: String) throws(CallbackServerError) {
        guard !isStopped else { throw .stopped }
        guard !seen.contains(key) else { throw .duplicateResult(kind: kind, key: key) }
        if let waiter = waiters.removeValue(forKey: key) {
            remember(key)
            waiter.deadline.cancel()
            waiter.continuation.resume(returning: .success(value))
            return
        }
        guard unclaimed.count < capacity else { throw .tooManyUnclaimed(kind: kind, capacity: capacity) }
        remember(key)
        unclaimed[key] = value
    }

    /// The result for `key`, now if it is here, else when it arrives, until `timeout` has passed.
    func wait(for key: String, timeout: Duration) async throws(CallbackServerError) -> Value {
        guard !isStopped else { throw .stopped }
        if let value = unclaimed.removeValue(forKey: key) { return value }
        guard !seen.contains(key) else { throw .alreadyClaimed(kind: kind, key: key) }
        guard waiters[key] == nil else { throw .alreadyWaiting(kind: kind, key: key) }
        guard !Task.isCancelled else { throw .cancelled(kind: kind, key: key) }
        let id = nextID
        nextID += 1
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let deadline = Task { [sleep] in
                    // A cancelled sleep means the result came first (or the server stopped).
                    guard (try? await sleep(timeout)) != nil else { return }
                    await self.finish(key: key, id: id, with: .timedOut(kind: kind, key: key, after: timeout))
                }
                waiters[key] = Waiter(id: id, continuation: continuation, deadline: deadline)
            }
        } onCancel: {
            Task { await self.finish(key: key, id: id, with: .cancelled(kind: kind, key: key)) }
        }
        return try result.get()
    }

    /// Releases every waiter with `stopped`; later deliveries and waits are refused.
    func stop() {
        isStopped = true
        let released = waiters.values
        waiters = [:]
        unclaimed = [:]
        for waiter in released {
            waiter.deadline.cancel()
            waiter.continuation.resume(returning: .failure(.stopped))
        }
    }

    /// How many results wait to be claimed (for tests and monitoring).
    var unclaimedCount: Int { unclaimed.count }

    private func finish(key: String, id: Int, with error: CallbackServerError) {
        guard let waiter = waiters[key], waiter.id == id else { return }
        waiters[key] = nil
        waiter.deadline.cancel()
        waiter.continuation.resume(returning: .failure(error))
    }

    private func remember(_ key: String) {
        seen.insert(key)
        seenOrder.append(key)
        let limit = 4 * capacity
        while seenOrder.count - seenHead > limit {
            let oldest = seenOrder[seenHead]
            seenHead += 1
            // A kept, unclaimed result keeps its key: forgetting it would let a duplicate in.
            if unclaimed[oldest] != nil { seenOrder.append(oldest) } else { seen.remove(oldest) }
        }
        if seenHead > 1_024, seenHead * 2 > seenOrder.count {
            seenOrder.removeFirst(seenHead)
            seenHead = 0
        }
    }
}
