import CCurl
import Foundation
import Synchronization

/// One libcurl multi handle and the thread of its own that drives it: every transfer of a
/// transport runs here, none on Swift's cooperative pool (whose threads must never wait on the
/// network).
///
/// Connection reuse: the multi handle keeps the connections its finished transfers leave open
/// (HTTP/1.1 keep-alive) and hands them to later transfers to the same host and port. They all
/// belong to one transport, so one trust setting, and under a chain check each was accepted by
/// it when it was opened; ``CurlTransportOptions/reusesConnections`` can forbid reuse.
///
/// Cancellation: a transfer is aborted by taking it out of the multi handle, on this thread,
/// which the caller's cancellation handler asks for through the inbox and `curl_multi_wakeup`;
/// its connection is closed then. Timeouts are libcurl's (`CURLOPT_TIMEOUT_MS`), kept by the
/// same poll.
///
/// Lifecycle: the thread starts with the first transfer and ends after ``stop()`` (the
/// transport's deinit), closing the kept connections.
final class CurlTransferLoop: @unchecked Sendable {
    // @unchecked: `multi` and `running` are used on the loop's thread only (and in deinit, once
    // that thread has let go); everything the callers' threads reach is in `inbox`.
    private let multi: UnsafeMutableRawPointer
    private let inbox = Mutex(Inbox())
    /// The transfers in the multi handle, by easy handle, holding them alive while libcurl's
    /// callbacks may use them.
    private var running: [UnsafeMutableRawPointer: CurlTransfer] = [:]

    private struct Inbox: Sendable {
        var added: [CurlTransfer] = []
        var cancelled: [CurlTransfer] = []
        var stopping = false
        var threadStarted = false
    }

    /// The longest the thread sleeps in one poll when nothing wakes it; libcurl shortens it
    /// to its own next timer (a timeout, a connect attempt) whenever one is due sooner.
    private static let idlePollMilliseconds: Int32 = 60_000

    init() throws(CurlFailure) {
        try CurlLibrary.ensureInitialised()
        guard let multi = curl_multi_init() else { throw .setupFailed(reason: "curl_multi_init failed") }
        self.multi = multi
    }

    deinit { curl_multi_cleanup(multi) }

    /// Queues `transfer` and wakes the thread (starting it the first time).
    func submit(_ transfer: CurlTransfer) {
        let (accepted, startThread) = inbox.withLock { inbox -> (Bool, Bool) in
            guard !inbox.stopping else { return (false, false) }
            inbox.added.append(transfer)
            defer { inbox.threadStarted = true }
            return (true, !inbox.threadStarted)
        }
        guard accepted else {
            transfer.finish(.failure(.setupFailed(reason: "the transport has been released")))
            return
        }
        if startThread {
            let thread = Thread { [self] in
                // Named from inside: corelibs' Thread applies a name given before `start()` to
                // the object only, not to the system thread tools like `top -H` and perf show. At
                // most 15 bytes, Linux's limit.
                Thread.current.name = "curl transfers"
                // With CURLOPT_NOSIGNAL libcurl leaves SIGPIPE alone, and a write to a connection
                // the server closed would raise it and end the process; blocked on this thread,
                // the write fails with EPIPE instead.
                var pipe = sigset_t()
                sigemptyset(&pipe)
                sigaddset(&pipe, SIGPIPE)
                pthread_sigmask(SIG_BLOCK, &pipe, nil)
                run()
            }
            thread.start()
        } else {
            curl_multi_wakeup(multi)
        }
    }

    /// Asks the thread to abort `transfer`.
    func cancel(_ transfer: CurlTransfer) {
        inbox.withLock { $0.cancelled.append(transfer) }
        curl_multi_wakeup(multi)
    }

    /// Ends the thread once it has aborted what still runs; the multi handle and its kept
    /// connections are closed when the last reference goes.
    func stop() {
        let started = inbox.withLock { inbox in
            inbox.stopping = true
            return inbox.threadStarted
        }
        if started { curl_multi_wakeup(multi) }
    }

    private func run() {
        while true {
            let work = inbox.withLock { inbox in
                defer {
                    inbox.added = []
                    inbox.cancelled = []
                }
                return inbox
            }
            for transfer in work.added { add(transfer) }
            for transfer in work.cancelled { remove(transfer, outcome: .failure(.cancelled)) }
            if work.stopping {
                for transfer in running.values { remove(transfer, outcome: .failure(.cancelled)) }
                return
            }
            var stillRunning: Int32 = 0
            _ = curl_multi_perform(multi, &stillRunning)
            collectFinished()
            _ = curl_multi_poll(multi, nil, 0, Self.idlePollMilliseconds, nil)
        }
    }

    private func add(_ transfer: CurlTransfer) {
        // Its cancellation may have reached the inbox before the transfer itself did.
        guard !transfer.isCancelled else {
            transfer.finish(.failure(.cancelled))
            return
        }
        transfer.markStarted()
        let code = curl_multi_add_handle(multi, transfer.easy)
        guard code == CURLM_OK else {
            let words = curl_multi_strerror(code).map { String(cString: $0) } ?? "error \(code.rawValue)"
            transfer.finish(.failure(.setupFailed(reason: "curl_multi_add_handle failed: \(words)")))
            return
        }
        running[transfer.easy] = transfer
    }

    /// Takes `transfer` out of the multi handle (aborting it if it still runs) and completes it.
    private func remove(_ transfer: CurlTransfer, outcome: CurlTransfer.Outcome) {
        guard running.removeValue(forKey: transfer.easy) != nil else { return }
        curl_multi_remove_handle(multi, transfer.easy)
        transfer.finish(outcome)
    }

    /// Completes every transfer libcurl reports done.
    private func collectFinished() {
        var queued: Int32 = 0
        while let message = curl_multi_info_read(multi, &queued) {
            guard message.pointee.msg == CURLMSG_DONE, let easy = message.pointee.easy_handle,
                let transfer = running[easy]
            else { continue }
            // Read before removal: the outcome consults the handle's transfer information.
            let outcome = transfer.outcome(of: message.pointee.data.result)
            remove(transfer, outcome: outcome)
        }
    }
}
