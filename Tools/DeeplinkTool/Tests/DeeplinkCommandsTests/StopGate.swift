import Synchronization

/// What an in-process `deeplink-wallet` serves until: the test opens it where the executable
/// would receive SIGTERM.
final class StopGate: Sendable {
    private let state = Mutex((opened: false, waiters: [CheckedContinuation<Void, Never>]()))

    func open() {
        let waiters = state.withLock { state in
            state.opened = true
            defer { state.waiters = [] }
            return state.waiters
        }
        waiters.forEach { $0.resume() }
    }

    func wait() async {
        await withCheckedContinuation { continuation in
            let opened = state.withLock { state in
                if !state.opened { state.waiters.append(continuation) }
                return state.opened
            }
            if opened { continuation.resume() }
        }
    }
}
