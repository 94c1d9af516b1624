import Dispatch
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// SIGINT and SIGTERM end the session cleanly: the root flow is cancelled, so every child ends,
/// the emulators `--local` started are stopped by PID and the terminal is restored before exit.
/// A second signal while that happens ends the process at once (after `lastResort`).
final class StopSignals: @unchecked Sendable {
    // @unchecked: `sources` is written once in init and afterwards only cancelled.
    private let sources: [any DispatchSourceSignal]

    /// Whether a signal came before; shared by the handlers, which run on Dispatch's queue.
    private final class Latch: Sendable {
        private let seen = Mutex(false)

        /// True from the second call on.
        func again() -> Bool {
            seen.withLock { seen in
                defer { seen = true }
                return seen
            }
        }
    }

    init(onSignal: @escaping @Sendable (Int32) -> Void, lastResort: @escaping @Sendable () -> Void) {
        var sources: [any DispatchSourceSignal] = []
        let latch = Latch()
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                if latch.again() {
                    lastResort()
                    exit(128 + number)
                }
                onSignal(number)
            }
            source.resume()
            sources.append(source)
        }
        self.sources = sources
        // A parent may start us with both blocked (Foundation's Process passes its spawning
        // thread's mask on); stopping by PID relies on them arriving.
        var mask = sigset_t()
        sigemptyset(&mask)
        sigaddset(&mask, SIGTERM)
        sigaddset(&mask, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &mask, nil)
    }

    /// Stops listening; a later signal acts as usual.
    func disarm() {
        for source in sources { source.cancel() }
    }
}
