import Synchronization

/// Text a command writes while it runs, watched as it comes: a test waits for a line to appear
/// (woken by each write, with a deadline) instead of sleeping for a fixed time.
final class WatchedOutput: Sendable {
    private struct State {
        var text = ""
        /// Bumped by every write, so a waiter that checked before a write does not miss it.
        var version = 0
        var nextID = 0
        var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
    }

    private let state = Mutex(State())

    var text: String { state.withLock { $0.text } }

    func append(_ text: String) {
        let waiters = state.withLock { state in
            state.text += text
            state.version += 1
            defer { state.waiters = [:] }
            return Array(state.waiters.values)
        }
        waiters.forEach { $0.resume() }
    }

    /// The first complete line that satisfies `predicate`, once written; nil when none has been
    /// by `timeout`.
    func line(within timeout: Duration = .seconds(20), where predicate: @escaping @Sendable (String) -> Bool) async
        -> String?
    {
        let deadline = ContinuousClock.now + timeout
        // Each round waits for a write or the deadline: bounded by the deadline.
        while true {
            let (lines, version) = state.withLock { state in (Self.completeLines(state.text), state.version) }
            if let line = lines.first(where: predicate) { return line }
            if ContinuousClock.now >= deadline { return nil }
            await nextWrite(after: version, before: deadline)
        }
    }

    private static func completeLines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines.removeLast()  // after the last newline: not complete yet (or empty)
        return lines
    }

    private func nextWrite(after version: Int, before deadline: ContinuousClock.Instant) async {
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await self.waitForWrite(after: version) }
            group.addTask { try? await Task.sleep(until: deadline, clock: .continuous) }
            await group.next()
            group.cancelAll()
        }
    }

    private func waitForWrite(after version: Int) async {
        let id = state.withLock { state in
            state.nextID += 1
            return state.nextID
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let resumeNow = state.withLock { state in
                    if state.version != version || Task.isCancelled { return true }
                    state.waiters[id] = continuation
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        } onCancel: {
            let waiter = state.withLock { $0.waiters.removeValue(forKey: id) }
            waiter?.resume()
        }
    }
}

/// A command run in-process as a task, its two streams watched.
struct LiveRun: Sendable {
    let task: Task<Int32, Never>
    let output: WatchedOutput
    let error: WatchedOutput

    /// The exit status, once the command has ended.
    var status: Int32 { get async { await task.value } }
}
