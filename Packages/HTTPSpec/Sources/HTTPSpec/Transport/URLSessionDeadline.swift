import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
    import Synchronization

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
    struct URLSessionDeadline {
        /// The value put in the request's `mainDocumentURL`.
        let tag: URL
        private let timer: TimeoutScheduler.Entry

        /// Starts the clock for a request about to be sent on `session`.
        init(session: URLSession, timeout: Duration) {
            let tag = Self.nextTag()
            self.tag = tag
            timer = TimeoutScheduler.shared.schedule(after: timeout) { timer in
                Self.cancelTask(tagged: tag, in: session, unless: timer, triesLeft: Self.maxLookups)
            }
        }

        /// The exchange is over: stops the clock and any lookup still pending, and tells whether the
        /// deadline had passed.
        func end() -> Bool {
            TimeoutScheduler.shared.cancel(timer)
            return timer.fired
        }

        /// A deadline can pass before `data(for:)` has registered its task (a timeout of a few
        /// microseconds), so an unsuccessful search is repeated a bounded number of times; the
        /// request's own `timeoutInterval` backstop ends the exchange if all of them miss.
        private static let maxLookups = 200
        private static let lookupInterval = Duration.milliseconds(5)

        /// Cancels the task carrying `tag`, unless `timer` was cancelled (the exchange has ended).
        private static func cancelTask(
            tagged tag: URL, in session: URLSession, unless timer: TimeoutScheduler.Entry, triesLeft: Int
        ) {
            if timer.isCancelled { return }
            session.getAllTasks { tasks in
                if let task = tasks.first(where: { $0.originalRequest?.mainDocumentURL == tag }) {
                    task.cancel()
                    return
                }
                guard triesLeft > 1, !timer.isCancelled else { return }
                _ = TimeoutScheduler.shared.schedule(after: lookupInterval) {
                    cancelTask(tagged: tag, in: session, unless: timer, triesLeft: triesLeft - 1)
                }
            }
        }

        private static let counter = Atomic<UInt64>(0)

        private static func nextTag() -> URL {
            let number = counter.wrappingAdd(1, ordering: .relaxed).newValue
            // A scheme of our own: never fetched, never sent.
            return URL(string: "x-httpspec-attempt:\(number)") ?? URL(fileURLWithPath: "/")
        }
    }
#endif
