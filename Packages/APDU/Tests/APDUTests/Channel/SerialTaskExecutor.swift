import Dispatch

/// A task executor that runs jobs one at a time, in the order they were enqueued.
///
/// Tests of the access gate use it to know, without sleeping, that a task has reached the gate
/// and queued there: a task that prefers this executor runs its nonisolated code (the channel,
/// the gate) on it, so once every job enqueued before `drain()` has run, the task has either
/// finished or suspended — and in these tests the only place left to suspend is the gate's queue.
final class SerialTaskExecutor: TaskExecutor {
    private let queue = DispatchQueue(label: "SerialTaskExecutor")

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }

    /// Returns once every job enqueued before the call has run.
    func drain() async {
        await Task(executorPreference: self) {}.value
    }
}
