import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking

/// Ends one `URLSession.data(for:)` exchange at an absolute deadline by cancelling its
/// `URLSessionTask`, so the client can run the attempt in the caller's task.
///
/// Why this detour: the alternative, a task of its own per attempt that the timer cancels, adds
/// a second thread wake per request (measured at 60–90 µs per sequential loopback GET on two
/// cores), and URLSession on Linux has no absolute per-request timeout of its own (its timer
/// counts inactivity, in whole seconds, so a server that trickles bytes never trips it).
/// swift-corelibs-foundation does not hand out the task behind `data(for:)` (no `didCreateTask`
/// delegate call), and its completion-handler tasks answer through the delegate queue, another
/// thread hop. So each request carries a unique `mainDocumentURL`, a field corelibs keeps but
/// never sends or uses (it only matters for cookie policy, and corelibs passes no main document
/// when storing cookies); at the deadline the session's running tasks are searched for it.
final class URLSessionDeadline: @unchecked Sendable {
    // @unchecked: `isFinished` is only touched under `lock`; the rest is immutable.
    /// The value put in the request's `mainDocumentURL`.
    let tag: URL
    private let session: URLSession
    private let lock = NSLock()
    private var isFinished = false
    private var timer: TimeoutScheduler.Entry?

    /// Starts the clock for a request about to be sent on `session`.
    init(session: URLSession, timeout: Duration) {
        self.session = session
        tag = Self.nextTag()
        let timer = TimeoutScheduler.shared.schedule(after: timeout) { [self] in cancelTask(triesLeft: Self.maxLookups) }
        lock.withLock { self.timer = timer }
    }

    /// The exchange is over: stops the clock and any lookup still pending, and tells whether the
    /// deadline had passed. Call it exactly once; it also releases the timer entry, which holds
    /// this object.
    func end() -> Bool {
        let timer: TimeoutScheduler.Entry? = lock.withLock {
            isFinished = true
            defer { self.timer = nil }
            return self.timer
        }
        guard let timer else { return false }
        TimeoutScheduler.shared.cancel(timer)
        return timer.fired
    }

    /// A deadline can pass before `data(for:)` has registered its task (a timeout of a few
    /// microseconds), so an unsuccessful search is repeated a bounded number of times; the
    /// request's own `timeoutInterval` backstop ends the exchange if all of them miss.
    private static let maxLookups = 200
    private static let lookupInterval = Duration.milliseconds(5)

    private func cancelTask(triesLeft: Int) {
        if lock.withLock({ isFinished }) { return }
        let tag = tag
        session.getAllTasks { [self] tasks in
            if let task = tasks.first(where: { $0.originalRequest?.mainDocumentURL == tag }) {
                task.cancel()
                return
            }
            guard triesLeft > 1, !lock.withLock({ isFinished }) else { return }
            _ = TimeoutScheduler.shared.schedule(after: Self.lookupInterval) { [self] in cancelTask(triesLeft: triesLeft - 1) }
        }
    }

    private static let counterLock = NSLock()
    nonisolated(unsafe) private static var counter: UInt64 = 0

    private static func nextTag() -> URL {
        let number = counterLock.withLock {
            counter &+= 1
            return counter
        }
        // A scheme of our own: never fetched, never sent.
        return URL(string: "x-httpspec-attempt:\(number)") ?? URL(fileURLWithPath: "/")
    }
}
#endif
