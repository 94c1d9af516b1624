import Foundation

/// A task executor whose jobs run on the thread that waits for the task: how the chain check,
/// async in swift-certificates, runs inside OpenSSL's synchronous callback on the transfer
/// loop's thread without needing a thread of Swift's cooperative pool, which a busy app may
/// have none of to spare in the middle of a handshake.
final class WaitingThreadExecutor: TaskExecutor, @unchecked Sendable {
    // @unchecked: `jobs`, `finished` and `abandoned` are touched only under `condition`.
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var finished = false
    private var abandoned = false

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        guard !abandoned else {
            condition.unlock()
            // Nobody waits any more: the task finishes on the global executor instead of being
            // left with jobs no thread runs.
            globalConcurrentExecutor.enqueue(ExecutorJob(job))
            return
        }
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    /// Called by the task when its work is done: ``runJobs(until:)`` returns.
    func finish() {
        condition.withLock {
            finished = true
            condition.signal()
        }
    }

    /// Runs the task's jobs on this thread until it calls ``finish()`` (true) or `deadline`
    /// passes (false; later jobs then go to the global executor).
    func runJobs(until deadline: Date) -> Bool {
        // Bounded by the deadline: every wait ends by then, and the task's jobs are finite.
        while true {
            condition.lock()
            while jobs.isEmpty && !finished {
                guard condition.wait(until: deadline) else {
                    abandoned = true
                    condition.unlock()
                    return false
                }
            }
            guard !jobs.isEmpty else {
                condition.unlock()
                return true
            }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
