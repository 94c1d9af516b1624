import Dispatch
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// SIGINT and SIGTERM cancel the running command instead of killing the process, so `login`
/// stops its callback server (its wait ends with `cancelled`) before the process exits.
final class Interruption: Sendable {
    /// The signal received first; 0 while none was.
    private let received = Atomic<Int32>(0)
    /// Kept for the life of the process: a released source stops delivering. Written only by
    /// install(), once, before any signal is delivered; never read.
    nonisolated(unsafe) private var sources: [any DispatchSourceSignal] = []

    /// How long a cancelled command gets to finish: a command blocked in a read of standard
    /// input does not see cancellation, and must not keep the process alive after Ctrl-C.
    static let grace: DispatchTimeInterval = .seconds(2)

    func install(cancelling task: Task<Int32, Never>) {
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [self] in
                guard received.compareExchange(expected: 0, desired: number, ordering: .relaxed).exchanged else {
                    // A second signal: the person means it.
                    exit(128 + number)
                }
                task.cancel()
                DispatchQueue.global().asyncAfter(deadline: .now() + Self.grace) { exit(128 + number) }
            }
            source.resume()
            sources.append(source)
        }
        // A parent may start us with both blocked (Foundation's Process passes its spawning
        // thread's mask on), and then they would never arrive.
        var mask = sigset_t()
        sigemptyset(&mask)
        sigaddset(&mask, SIGINT)
        sigaddset(&mask, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &mask, nil)
    }

    /// The status to exit with: the command's, or 128 + the signal's number after one.
    func status(after commandStatus: Int32) -> Int32 {
        let signal = received.load(ordering: .relaxed)
        return signal == 0 ? commandStatus : 128 + signal
    }
}
