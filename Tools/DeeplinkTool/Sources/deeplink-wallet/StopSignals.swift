import Dispatch
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// SIGTERM and SIGINT as an awaitable event: the wallet serves until one arrives, then stops
/// its servers and exits 0, rather than being killed with them open.
final class StopSignals: Sendable {
    private struct State {
        var arrived = false
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Mutex(State())
    /// Kept for the life of the process: a released source stops delivering. Written only by
    /// install(), once, before any signal is delivered; never read.
    nonisolated(unsafe) private var sources: [any DispatchSourceSignal] = []

    /// How long closing may take before the process ends regardless. The servers close their
    /// listeners and connections at once; this only bounds a stop that hangs for another reason,
    /// which the exit ends. The stop was asked for and the listeners are shut, so that exit is
    /// still 0.
    static let grace: DispatchTimeInterval = .seconds(3)

    func install() {
        for number in [SIGTERM, SIGINT] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [self] in
                let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>]? in
                    // A second signal while stopping: the person means it.
                    if state.arrived { return nil }
                    state.arrived = true
                    defer { state.waiters = [] }
                    return state.waiters
                }
                guard let waiters else { exit(128 + number) }
                waiters.forEach { $0.resume() }
                // A server that does not close in time must not keep the process alive.
                DispatchQueue.global().asyncAfter(deadline: .now() + Self.grace) { exit(0) }
            }
            source.resume()
            sources.append(source)
        }
        // A parent may start us with both blocked (Foundation's Process passes its spawning
        // thread's mask on), and then they would never arrive: stopping by PID relies on them.
        var mask = sigset_t()
        sigemptyset(&mask)
        sigaddset(&mask, SIGTERM)
        sigaddset(&mask, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &mask, nil)
    }

    /// Returns once SIGTERM or SIGINT has arrived.
    func wait() async {
        await withCheckedContinuation { continuation in
            let arrived = state.withLock { state in
                if !state.arrived { state.waiters.append(continuation) }
                return state.arrived
            }
            if arrived { continuation.resume() }
        }
    }
}
