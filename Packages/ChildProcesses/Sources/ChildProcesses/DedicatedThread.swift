import Foundation

/// A thread of its own that runs the jobs of the tasks that prefer it (a `TaskExecutor`).
///
/// Swift's cooperative pool has one thread per core, two on the workspace's machines; a
/// synchronous wait for a child process on one of them holds that thread, and swift-subprocess
/// needs a pool thread to finish every run. With each pool thread held that way nothing moves
/// again. Code that must wait synchronously (a synchronous test body) runs here instead, through
/// `withTaskExecutorPreference`, and ``Command/runBlocking(timeout:grace:onOutput:)`` allows it.
public final class DedicatedThread: TaskExecutor, @unchecked Sendable {
    // @unchecked: `jobs` and `finished` are touched only under `condition`.
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var finished = false
    private static let marker = "ChildProcesses.DedicatedThread"

    /// Starts the thread; `name` shows in debuggers.
    public init(name: String = "DedicatedThread") {
        let thread = Thread { [self] in runJobs() }
        thread.name = name
        thread.threadDictionary[Self.marker] = true
        thread.start()
    }

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.withLock {
            jobs.append(job)
            condition.signal()
        }
    }

    /// Lets the thread end once the jobs it has are run. Call it when no task prefers it any more.
    public func shutdown() {
        condition.withLock {
            finished = true
            condition.signal()
        }
    }

    /// Whether the calling code runs on a dedicated thread.
    public static var isCurrent: Bool {
        Thread.current.threadDictionary[marker] as? Bool == true
    }

    private func runJobs() {
        while true {
            condition.lock()
            while jobs.isEmpty && !finished { condition.wait() }
            guard !jobs.isEmpty else {
                condition.unlock()
                return
            }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
