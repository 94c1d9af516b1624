import NIOCore

/// Runs a connection's responder task on the connection's event loop thread instead of Swift's
/// cooperative pool. A process whose pool is busy — a test spinning on `Task.yield()` at a higher
/// priority, a caller blocking a pool thread on a socket read — would otherwise hold every answer
/// back until it is done; on the event loop the answers do not depend on the pool at all.
/// Code isolated to an actor still runs on that actor's executor.
final class EventLoopTaskExecutor: TaskExecutor {
    private let eventLoop: any EventLoop

    init(_ eventLoop: any EventLoop) {
        self.eventLoop = eventLoop
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        eventLoop.execute { job.runSynchronously(on: executor) }
    }
}
